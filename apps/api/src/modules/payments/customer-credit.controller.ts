import { Money } from '@ginuma/domain';
import { CreditRequest } from './payment.requests';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { SpendCustomerCredit } from './commands/spend-customer-credit.handler';
import { ListCustomerReceipts } from './queries/list-customer-receipts.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/** Receipts seen from a customer and from an invoice. */
@Controller('api')
export class CustomerCreditController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('show', 'customers')
  @Get('customers/get/payment/:id')
  receipts(@CurrentPrincipal() me: Principal, @Param('id', id) customerId: string) {
    return this.queries.execute(new ListCustomerReceipts(me, customerId));
  }

  /** Spends the customer's credit balance on one invoice (by id or code). */
  @Can('confirm', 'payments')
  @Post('invoices/add/credit')
  @HttpCode(201)
  addCredit(@CurrentPrincipal() me: Principal, @Body() body: CreditRequest) {
    return this.commands.execute(new SpendCustomerCredit(me, body.invoice_id.trim(), Money.of(String(body.amount)), body.date ?? null));
  }
}
