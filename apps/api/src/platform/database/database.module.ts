import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Database, NAMED_STATEMENTS } from './database';

@Global()
@Module({})
export class DatabaseModule {
  static forDataSource(dataSource: DataSource, namedStatements: boolean): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DataSource, useValue: dataSource }, { provide: NAMED_STATEMENTS, useValue: namedStatements }, Database],
      exports: [DataSource, Database],
    };
  }
}
