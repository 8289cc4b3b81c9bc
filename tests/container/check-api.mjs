// The container test's API checks, run on the host against the published port, as a browser
// would call the API: the session cookie kept, the CSRF token echoed from its cookie.
//   node check-api.mjs register <base> <state.json>   the admin served; a new workspace through /api/register
//   node check-api.mjs invoice  <base> <state.json>   sign in (CSRF), create, confirm and print an invoice
//   node check-api.mjs read     <base> <state.json>   after a restart: the same session reads it back
import { readFileSync, writeFileSync } from 'node:fs';

const [step, base, stateFile] = process.argv.slice(2);
const state = step === 'register' ? {} : JSON.parse(readFileSync(stateFile, 'utf8'));
const save = () => writeFileSync(stateFile, JSON.stringify(state, null, 2));

function check(ok, what) {
  if (!ok) throw new Error(`check failed: ${what}`);
  console.log(`  ok  ${what}`);
}

class Client {
  constructor(cookies = {}) {
    this.cookies = cookies;
  }

  async send(method, path, body, { csrf = true } = {}) {
    const headers = { cookie: Object.entries(this.cookies).map(([k, v]) => `${k}=${v}`).join('; ') };
    if (csrf && this.cookies['XSRF-TOKEN']) headers['x-xsrf-token'] = decodeURIComponent(this.cookies['XSRF-TOKEN']);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies[pair.slice(0, at)] = pair.slice(at + 1);
    }
    const text = await response.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, body: json };
  }

  async expect(status, method, path, body, options) {
    const answer = await this.send(method, path, body, options);
    if (answer.status !== status) throw new Error(`${method} ${path} answered ${answer.status}, not ${status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}

if (step === 'register') {
  // The built admin, which the image serves from beside the compiled API: its page and its script.
  const page = await fetch(`${base}/login`);
  const html = await page.text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  check(page.status === 200 && script !== undefined && (await fetch(`${base}${script}`)).status === 200, `the admin is served (/login and ${script})`);
  const browser = new Client();
  await browser.expect(204, 'GET', '/api/csrf-cookie');
  state.email = `owner.${Date.now()}@container.test`;
  state.password = 'container test password';
  const user = await browser.expect(201, 'POST', '/api/register', {
    name: 'Container Owner',
    email: state.email,
    password: state.password,
    password_confirmation: state.password,
    business_name: 'Container Test Traders',
    privacy_policy: true,
  });
  state.workspace = user.workspace;
  check(Boolean(user.workspace?.slug ?? user.workspace?.id), `registered a workspace (${user.workspace?.slug ?? user.workspace?.id})`);
  save();
}

if (step === 'invoice') {
  const browser = new Client();
  await browser.expect(204, 'GET', '/api/csrf-cookie');
  const refused = await browser.send('POST', '/api/login', { email: state.email, password: state.password }, { csrf: false });
  check(refused.status === 403 && refused.body?.code === 'csrf', 'sign-in without the CSRF token is refused (403 csrf)');
  await browser.expect(200, 'POST', '/api/login', { email: state.email, password: state.password });
  const me = await browser.expect(200, 'GET', '/api/user');
  check(me.email === state.email, `signed in with the CSRF token as ${me.email}`);

  // Registration furnished the workspace with its starter invoice template.
  const customer = await browser.expect(201, 'POST', '/api/customers', { name: 'Perera Stores' });
  const product = await browser.expect(201, 'POST', '/api/products', { name: 'Delivery', type: 'Non-stockable', selling_price: '1250.00' });
  const draft = await browser.expect(201, 'POST', '/api/invoices', {
    customer_id: customer.id,
    date: new Date().toISOString().slice(0, 10),
    due_date: new Date().toISOString().slice(0, 10),
    lines: [{ product_id: product.id, quantity: '2' }],
  });
  check(draft.grand_total === '2500.00', `created invoice ${draft.code} (grand total ${draft.grand_total})`);
  // A draft-edit route (made by the controller factory): its id parameter is checked like any route's.
  await browser.expect(404, 'POST', '/api/invoices/add/items/not-a-uuid', { lines: [] });
  const edited = await browser.expect(200, 'POST', `/api/invoices/add/items/${draft.id}`, { lines: [{ product_id: product.id, quantity: '1' }] });
  check(edited.grand_total === '3750.00', `a draft edit added a line (grand total ${edited.grand_total})`);
  await browser.expect(201, 'POST', `/api/invoices/confirm/${draft.id}`, {}).catch(async (error) => {
    // Some confirm routes answer 200; either is a confirmation.
    if (!String(error.message).includes('answered 200')) throw error;
  });
  const confirmed = await browser.expect(200, 'GET', `/api/invoices/${draft.id}`);
  check(confirmed.status !== 'draft' && confirmed.status !== 'pending', `confirmed invoice ${confirmed.code} (status ${confirmed.status})`);
  // Printed in Sinhala: the PDF embeds the fonts the image carries beside the API.
  const printed = await fetch(`${base}/api/invoices/print/${draft.id}?locale=si`, { headers: { cookie: Object.entries(browser.cookies).map(([k, v]) => `${k}=${v}`).join('; ') } });
  const pdf = Buffer.from(await printed.arrayBuffer());
  check(printed.status === 200 && pdf.subarray(0, 5).toString() === '%PDF-' && pdf.includes('NotoSansSinhala'), `the invoice prints in Sinhala (${pdf.length} bytes, Noto Sans Sinhala embedded)`);
  state.cookies = browser.cookies;
  state.invoice = { id: draft.id, code: confirmed.code, status: confirmed.status, grand_total: confirmed.grand_total };
  save();
}

if (step === 'read') {
  const browser = new Client(state.cookies);
  const invoice = await browser.expect(200, 'GET', `/api/invoices/${state.invoice.id}`);
  check(
    invoice.code === state.invoice.code && invoice.status === state.invoice.status && invoice.grand_total === state.invoice.grand_total,
    `after the restart the same session reads invoice ${invoice.code} back (${invoice.status}, ${invoice.grand_total})`,
  );
}
