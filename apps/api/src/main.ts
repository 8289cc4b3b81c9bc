import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { calendarDateIn, DEFAULT_TIME_ZONE } from '@ginuma/domain';
import { createApp } from './app.factory';
import { dataDir, openDatabaseServer } from './platform/database/database-url';
import { sessionSecret } from './platform/config/session-secret';
import { Database } from './platform/database/database';
import { DEMO, seedDemoWorkspace } from './modules/workspaces/demo-workspace';
import { seedDemoData } from './modules/workspaces/demo-data';

async function main(): Promise<void> {
  const env = process.env;
  const logger = new Logger('Ginuma');
  const database = await openDatabaseServer(env);
  const running = await createApp({
    databaseUrl: database.url,
    realServer: Boolean(env.DATABASE_URL) && env.DATABASE_EMBEDDED !== 'true',
    sessionSecret: sessionSecret(dataDir(env), env),
    secureCookies: env.COOKIE_SECURE === 'true' || env.NODE_ENV === 'production',
    adminDist: env.ADMIN_DIST,
    trustProxy: env.TRUST_PROXY === 'true',
    smtpUrl: env.SMTP_URL,
    mailDir: join(dataDir(env), 'mail'),
    mailFrom: env.MAIL_FROM,
    appUrl: (env.APP_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    summarySweepSeconds: env.SUMMARY_SWEEP_SECONDS ? Number(env.SUMMARY_SWEEP_SECONDS) : undefined,
  });
  const demoCreated = env.SEED_DEMO !== 'false' && (await seedDemoWorkspace(running.app.get(Database)));
  if (env.SEED_DEMO !== 'false') logger.log(`Demo workspace: sign in as ${DEMO.users[0].email} / ${DEMO.password}`);
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  await running.app.listen(port, host);
  logger.log(`Ginuma listening on http://${host}:${port}`);
  if (demoCreated) {
    // Through the API it serves, once it listens: the demo's figures come from real events.
    const local = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
    const today = calendarDateIn(DEFAULT_TIME_ZONE);
    await seedDemoData(local, DEMO.users[0].email, DEMO.password, today).then(
      () => logger.log('Demo workspace filled with a month of sample business'),
      (error: unknown) => logger.warn(`Demo data left out: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await running.close();
    await database.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
