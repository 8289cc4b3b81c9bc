import { types } from 'pg';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '@ginuma/migrations';

export function createDataSource(url: string, poolSize = 10): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    extra: { max: poolSize },
  });
}

export async function migrate(dataSource: DataSource): Promise<string[]> {
  const ran = await dataSource.runMigrations();
  return ran.map((m) => m.name);
}

// Business dates are calendar days: keep `date` columns as 'YYYY-MM-DD' strings instead of
// letting pg turn them into JS Dates at local midnight (which shifts them across time zones).
types.setTypeParser(types.builtins.DATE, (value: string) => value);
