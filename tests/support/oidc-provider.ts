import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface TestOidcProvider {
  issuer: string;
  stop(): Promise<void>;
}

/**
 * Starts tests/support/oidc-provider-server.mjs (a real OpenID Connect provider) on a free 127.0.0.1
 * port and resolves once it listens. `stop` ends that child process only.
 */
export async function startOidcProvider(client: { clientId: string; clientSecret: string; redirectUris: string[] }): Promise<TestOidcProvider> {
  const child = spawn(process.execPath, [join(__dirname, 'oidc-provider-server.mjs')], {
    env: {
      ...process.env,
      OIDC_CLIENT_ID: client.clientId,
      OIDC_CLIENT_SECRET: client.clientSecret,
      OIDC_REDIRECT_URIS: client.redirectUris.join(','),
      OIDC_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its warnings (development keys, in-memory storage, Node 20) are expected; kept for a failed start.
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const issuer = await firstLine(child, () => errors);
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function firstLine(child: ChildProcess, errors: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) return reject(new Error('The OIDC provider has no stdout.'));
    const lines = createInterface({ input: child.stdout });
    const timer = setTimeout(() => reject(new Error('The OIDC provider did not start within 30 s.')), 30_000);
    child.once('exit', (code) => reject(new Error(`The OIDC provider exited with code ${code}: ${errors()}`)));
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { issuer: string }).issuer);
    });
  });
}
