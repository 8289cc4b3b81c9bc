import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './data-source';
import { Database, NAMED_STATEMENTS } from './database';

export interface DatabaseOptions {
  url: string;
  poolSize: number;
  /** The server is a real PostgreSQL, where hot statements are prepared once per connection. */
  namedStatements: boolean;
}

/** TypeORM owns the DataSource (pool, migrations at start, closing at shutdown); Database runs our transactions on it. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions(options.url, options.poolSize),
            migrationsRun: true,
            // Start-up fails at once; whoever started the app decides whether to try again.
            toRetry: () => false,
          }),
        }),
      ],
      providers: [{ provide: NAMED_STATEMENTS, useValue: options.namedStatements }, Database],
      exports: [Database],
    };
  }
}
