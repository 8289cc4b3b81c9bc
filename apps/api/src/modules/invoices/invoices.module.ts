import { Module } from '@nestjs/common';
import { InvoicesController } from './invoices.controller';
import { InvoiceSharingController } from './invoice-sharing.controller';

@Module({ controllers: [InvoiceSharingController, InvoicesController] })
export class InvoicesModule {}
