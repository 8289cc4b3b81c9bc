import { createDataSource, migrate } from '../platform/database/data-source';
import { openDatabaseServer } from '../platform/database/database-url';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL (or the embedded database). */
async function main(): Promise<void> {
  const server = await openDatabaseServer();
  const dataSource = createDataSource(server.url, 1);
  await dataSource.initialize();
  try {
    const ran = await migrate(dataSource);
    console.log(ran.length ? `Applied: ${ran.join(', ')}` : 'The database is up to date.');
  } finally {
    await dataSource.destroy();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
