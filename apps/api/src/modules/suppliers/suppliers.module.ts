import { Module } from '@nestjs/common';
import { SuppliersController } from './suppliers.controller';
import { SupplierStatementController } from './supplier-statement.controller';
import { SupplierPicksHandler } from './queries/supplier-picks.handler';

@Module({ controllers: [SuppliersController, SupplierStatementController], providers: [SupplierPicksHandler] })
export class SuppliersModule {}
