import { Module } from '@nestjs/common';
import { SuppliersController } from './suppliers.controller';
import { SupplierPicksHandler } from './queries/supplier-picks.handler';

@Module({ controllers: [SuppliersController], providers: [SupplierPicksHandler] })
export class SuppliersModule {}
