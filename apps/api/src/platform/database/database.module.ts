import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Database } from './database';

@Global()
@Module({})
export class DatabaseModule {
  static forDataSource(dataSource: DataSource): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DataSource, useValue: dataSource }, Database],
      exports: [DataSource, Database],
    };
  }
}
