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
