import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody } from '@nestjs/swagger';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { ListRows } from '../../platform/listing/queries/list-rows.handler';
import { PayInvoice } from './commands/pay-invoice.handler';
import { RECEIPT_LIST } from './payment-rows';
import { InvoicePaymentRequest } from './payment.requests';
import { ListCustomerReceipts } from './queries/list-customer-receipts.handler';
import { ListInvoiceReceipts } from './queries/list-invoice-receipts.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * The public API's payment calls made from an invoice (its receipts, paying it, the last receipt)
 * and a customer's latest receipt: the receipt queries and commands, reached by the public API's paths.
 */
@Controller('api')
export class InvoicePaymentsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Can('show', 'invoices')
  @Get('invoices/get/payment/:id')
  receipts(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string) {
    return this.queries.execute(new ListInvoiceReceipts(me, invoiceId));
  }

  /** The workspace's newest receipt (`receipt`), null before the first: JSON has no bare null answer a client reads alike. */
  @Can('list', 'payments')
  @Get('invoices/last/receipt')
  async lastReceipt(@CurrentPrincipal() me: Principal) {
    const list = { sort: { field: 'code', order: 'DESC' as const }, range: { start: 0, end: 0 }, filter: { extra: {} } };
    return { receipt: (await this.queries.execute(new ListRows(me, RECEIPT_LIST, list, false))).rows[0] ?? null };
  }

  /** A receipt for the invoice's customer applying the whole paid amount to it, confirmed. */
  @Can('confirm', 'payments')
  @Post('invoices/add/payment/:id')
  @HttpCode(201)
  @ApiBody({ type: InvoicePaymentRequest })
  pay(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string, @Body() body: unknown) {
    return this.commands.execute(new PayInvoice(me, invoiceId, body));
  }

  /** A customer's newest standing receipt (`receipt`), or null. */
  @Can('list', 'payments')
  @Get('payments/get/letest/:id')
  async latestOfCustomer(@CurrentPrincipal() me: Principal, @Param('id', id) customerId: string) {
    return { receipt: (await this.queries.execute(new ListCustomerReceipts(me, customerId)))[0] ?? null };
  }
}
