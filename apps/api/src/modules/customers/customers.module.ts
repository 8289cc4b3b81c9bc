import { Module } from '@nestjs/common';
import { CustomersController } from './customers.controller';
import { EmailCustomerHandler } from './commands/email-customer.handler';
import { CustomerDocumentsHandler } from './queries/customer-documents.handler';

@Module({ controllers: [CustomersController], providers: [EmailCustomerHandler, CustomerDocumentsHandler] })
export class CustomersModule {}
