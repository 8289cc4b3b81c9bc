import { Client } from 'pg';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

export interface ScratchSuite {
  database: ScratchDatabase;
  /** Connected as the superuser, outside row-level security: for arranging and inspecting. */
  client: Client;
}

/** The suite's own scratch database and a client on it: made before its tests, dropped after. */
export function scratchSuite(): ScratchSuite {
  const suite = {} as ScratchSuite;
  beforeAll(async () => {
    suite.database = await createScratchDatabase();
    suite.client = new Client(suite.database.url);
    await suite.client.connect();
  }, 60_000);
  afterAll(async () => {
    await suite.client?.end();
    await suite.database?.drop();
  }, 60_000);
  return suite;
}
