import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { spawnApi, stopApi } from '../support/api-process';
import { startOidcProvider } from '../support/oidc-provider';
import { createScratchDatabase } from '../support/scratch-database';
import { REPO_ROOT } from './support/paths';

/** A scratch database and an API serving the built admin on it; the returned function undoes both. */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const baseURL = config.projects[0].use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  // Google sign-in against a real OpenID provider on this machine (google-sign-in.spec.ts).
  const google = await startOidcProvider({ clientId: 'ginuma-e2e', clientSecret: 'ginuma-e2e-secret', redirectUris: [`${baseURL}/social`] });
  const database = await createScratchDatabase().catch(async (error: unknown) => {
    await google.stop();
    throw error;
  });
  // Specs run the operator CLI against the same database.
  process.env.E2E_DATABASE_URL = database.url;

  const artifacts = join(REPO_ROOT, 'tests/e2e/artifacts');
  mkdirSync(artifacts, { recursive: true });
  const log = createWriteStream(join(artifacts, 'server.log'));
  const server = await spawnApi({
    port: Number(new URL(baseURL).port),
    databaseUrl: database.url,
    env: {
      // Without a server of its own the scratch database is PGlite, embedded in this process.
      DATABASE_EMBEDDED: process.env.DATABASE_URL ? 'false' : 'true',
      // Paid plans need a provider: a PayHere sandbox merchant (never submitted) and bank transfer.
      PAYHERE_MERCHANT_ID: '1211149',
      PAYHERE_MERCHANT_SECRET: 'e2e-merchant-secret',
      BANK_TRANSFER_DETAILS: 'Bank of Ceylon, Colombo Fort branch, account 0071234567',
      // Monthly summaries due go out within seconds, so a spec sees its run.
      SUMMARY_SWEEP_SECONDS: '5',
      GOOGLE_CLIENT_ID: 'ginuma-e2e',
      GOOGLE_CLIENT_SECRET: 'ginuma-e2e-secret',
      GOOGLE_ISSUER_URL: google.issuer,
    },
    output: log,
    describeLog: 'tests/e2e/artifacts/server.log',
  }).catch(async (error: unknown) => {
    await google.stop();
    await database.drop();
    throw error;
  });

  return async () => {
    await stopApi(server);
    await google.stop();
    await database.drop();
    // A 500 is our bug whatever a test asserts; the exception filter logs each one under [HTTP].
    const errors = readFileSync(join(artifacts, 'server.log'), 'utf8')
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => /\bERROR \[HTTP\]/.test(line));
    if (errors.length > 0) throw new Error(`The API answered 500 during the browser suite:\n${errors.join('\n')}`);
  };
}
