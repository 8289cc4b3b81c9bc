// A real OpenID Connect provider (panva's oidc-provider) for the Google sign-in tests, run as a
// child process because oidc-provider is ESM-only and the API's tests are CommonJS under jest.
// It plays Google: discovery, an authorization endpoint with a sign-in form, a token endpoint
// that signs ID tokens, PKCE required. The form says who signs in (name, email, whether Google
// verified that email, an optional fixed subject), so a test decides the account per sign-in.
//
// Environment: OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URIS (comma-separated),
// OIDC_PORT (0 = any free port). Prints one line `{"issuer":"http://127.0.0.1:<port>"}` once it listens.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const env = process.env;
const accounts = new Map();

const server = createServer();
await new Promise((resolve) => server.listen(Number(env.OIDC_PORT ?? 0), '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: env.OIDC_CLIENT_ID,
      client_secret: env.OIDC_CLIENT_SECRET,
      redirect_uris: env.OIDC_REDIRECT_URIS.split(','),
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // Google puts the email and name in the ID token itself; so does this provider.
  conformIdTokenClaims: false,
  pkce: { required: () => true },
  cookies: { keys: ['ginuma-test-provider-cookie-key'] },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  findAccount: (_ctx, id) => {
    const claims = accounts.get(id);
    return claims && { accountId: id, claims: () => claims };
  },
});
const callback = provider.callback();

server.on('request', (req, res) => {
  const interaction = /^\/interaction\/([\w-]+)$/.exec(req.url.split('?')[0]);
  if (!interaction) return callback(req, res);
  const work = req.method === 'POST' ? finish(req, res) : showForm(req, res, interaction[1]);
  work.catch((error) => {
    res.statusCode = 400;
    res.setHeader('Content-Type', 'text/plain');
    res.end(String(error?.message ?? error));
  });
});

async function showForm(req, res, uid) {
  const details = await provider.interactionDetails(req, res);
  const hint = escape(details.params.login_hint ?? '');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(`<!doctype html><html><head><title>Test identity provider</title></head>
<body style="font-family: sans-serif; max-width: 360px; margin: 48px auto">
<h1 style="font-size: 20px">Test identity provider</h1>
<form method="post" action="/interaction/${uid}">
  <p><label>Name <input name="name" value="Test Person" /></label></p>
  <p><label>Email <input name="email" type="email" value="${hint}" /></label></p>
  <p><label><input name="email_verified" type="checkbox" value="true" checked /> Email verified</label></p>
  <p><label>Subject <input name="sub" placeholder="from the email" /></label></p>
  <p><button type="submit">Continue</button></p>
</form></body></html>`);
}

async function finish(req, res) {
  const form = new URLSearchParams(await readBody(req));
  const email = form.get('email') ?? '';
  const sub = form.get('sub') || `sub-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24)}`;
  accounts.set(sub, { sub, email, email_verified: form.get('email_verified') === 'true', name: form.get('name') ?? '' });
  const details = await provider.interactionDetails(req, res);
  const grant = new provider.Grant({ accountId: sub, clientId: details.params.client_id });
  grant.addOIDCScope(details.params.scope);
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { login: { accountId: sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function escape(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
