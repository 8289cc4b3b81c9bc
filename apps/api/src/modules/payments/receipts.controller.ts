import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { ConfirmReceipt } from './commands/confirm-receipt.handler';
import { DeleteReceipt } from './commands/delete-receipt.handler';
import { GetDocument } from '../../platform/documents/queries/get-document.handler';
import { RECEIPT_DOCUMENT, PAYMENT_PATHS } from './payment-document-kinds';
import { ListOpenInvoices } from './queries/list-open-invoices.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * Receipts (`payments`). A pending receipt is an editable draft row; confirming it applies
 * its money to each linked invoice's stream and books any over-payment as the customer's
 * credit balance on the receipt's own stream. Deleting a confirmed receipt appends the reversals.
 */
@Controller(PAYMENT_PATHS)
export class ReceiptsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** What a receipt or refund for this customer can name: their open invoices and credit balance. */
  @Can('create', 'payments')
  @Get('open-invoices/:customerId')
  open(@CurrentPrincipal() me: Principal, @Param('customerId', id) customerId: string) {
    return this.queries.execute(new ListOpenInvoices(me, customerId));
  }

  @Can('show', 'payments')
  @Get(['get/payment/:id', ':id'])
  show(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string) {
    return this.queries.execute(new GetDocument(me, RECEIPT_DOCUMENT, receiptId));
  }

  @Can('confirm', 'payments')
  @Post(['confirm/payment/:id', 'confirm/:id'])
  @HttpCode(200)
  confirm(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string) {
    return this.commands.execute(new ConfirmReceipt(me, receiptId));
  }

  @Can('delete', 'payments')
  @Delete(':id')
  remove(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string) {
    return this.commands.execute(new DeleteReceipt(me, receiptId));
  }

  @Can('delete', 'payments')
  @Post(['delete/receipt/:id', 'delete/payment/:id'])
  @HttpCode(200)
  removeByPost(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string) {
    return this.remove(me, receiptId);
  }
}
