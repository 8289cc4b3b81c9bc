import { migratedTemplate } from './scratch-database';

/** Migrates one template database for the run; the suites' scratch databases are copies of it. */
export default async function globalSetup(): Promise<void> {
  (globalThis as { dropTemplate?: () => Promise<void> }).dropTemplate = await migratedTemplate();
}
