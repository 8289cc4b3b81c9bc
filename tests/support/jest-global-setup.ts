import { buildApi } from '../../scripts/build-api';
import { migratedTemplate } from './scratch-database';

/**
 * Migrates one template database for the run (the suites' scratch databases are copies of it),
 * and compiles the API into dist/api for the suites that run its operator CLIs (tests/support/cli.ts).
 */
export default async function globalSetup(): Promise<void> {
  await buildApi();
  (globalThis as { dropTemplate?: () => Promise<void> }).dropTemplate = await migratedTemplate();
}
