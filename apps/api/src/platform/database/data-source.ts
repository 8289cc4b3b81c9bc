import { types } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '@ginuma/migrations';

/** No entities: the schema is the migrations', and every query is SQL run under row-level security. */
export function dataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    extra: { max: poolSize },
  };
}

/** For the command-line tools and test setup; the API's own DataSource is TypeOrmModule's. */
export function createDataSource(url: string, poolSize = 10): DataSource {
  return new DataSource(dataSourceOptions(url, poolSize));
}

export async function migrate(dataSource: DataSource): Promise<string[]> {
  const ran = await dataSource.runMigrations();
  return ran.map((m) => m.name);
}

// Business dates are calendar days: keep `date` columns as 'YYYY-MM-DD' strings instead of
// letting pg turn them into JS Dates at local midnight (which shifts them across time zones).
types.setTypeParser(types.builtins.DATE, (value: string) => value);
