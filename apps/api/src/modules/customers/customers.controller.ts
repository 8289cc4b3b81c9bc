import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { CustomerEmailRequest } from './customer-email.request';
import { EmailCustomer } from './commands/email-customer.handler';
import { CustomerDocuments } from './queries/customer-documents.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/** What a customer has beyond its record: their documents, and mail written to them. */
@Controller('api/customers')
export class CustomersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('show', 'customers')
  @Get('get/invoice/:id')
  invoices(@CurrentPrincipal() me: Principal, @Param('id', id) customerId: string) {
    return this.queries.execute(new CustomerDocuments(me, customerId, 'invoices'));
  }

  @Can('show', 'customers')
  @Get('get/quotation/:id')
  quotations(@CurrentPrincipal() me: Principal, @Param('id', id) customerId: string) {
    return this.queries.execute(new CustomerDocuments(me, customerId, 'quotations'));
  }

  @Can('email', 'customers')
  @Post('email/:id')
  @HttpCode(202)
  email(@CurrentPrincipal() me: Principal, @Param('id', id) customerId: string, @Body() body: CustomerEmailRequest) {
    return this.commands.execute(new EmailCustomer(me, customerId, { subject: body.subject, message: body.message }));
  }
}
