import { Module } from '@nestjs/common';
import { CustomersController } from './customers.controller';
import { EmailCustomerHandler } from './commands/email-customer.handler';
import { EmailStatementHandler } from './commands/email-statement.handler';
import { CustomerDocumentsHandler } from './queries/customer-documents.handler';
import { GetStatementHandler, PrintStatementHandler } from './queries/get-statement.handler';
import { CustomerStatementMailController, statementController } from './statement.controller';

// The statement's query handlers serve suppliers' statements too (SuppliersModule's controller).
@Module({
  controllers: [CustomersController, statementController('customer'), CustomerStatementMailController],
  providers: [EmailCustomerHandler, CustomerDocumentsHandler, GetStatementHandler, PrintStatementHandler, EmailStatementHandler],
})
export class CustomersModule {}
