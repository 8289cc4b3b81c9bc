import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { GetDocument } from '../../platform/documents/queries/get-document.handler';
import { RECEIPT_DOCUMENT, PAYMENTS_PATH } from './payment-document-kinds';
import { ListOpenInvoices } from './queries/list-open-invoices.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * Receipts (`payments`). A pending receipt is an editable draft row; confirming it applies
 * its money to each linked invoice's stream and books any over-payment as the customer's
 * credit balance on the receipt's own stream. Deleting a confirmed receipt appends the reversals.
 * Its list, save, confirm, delete, restore and permanent delete are the shared document routes
 * (RECEIPT_DOCUMENT).
 */
@Controller(PAYMENTS_PATH)
export class ReceiptsController {
  constructor(private readonly queries: QueryBus) {}

  /** What a receipt or refund for this customer can name: their open invoices and credit balance. */
  @Can('create', 'payments')
  @Get('open-invoices/:customerId')
  open(@CurrentPrincipal() me: Principal, @Param('customerId', id) customerId: string) {
    return this.queries.execute(new ListOpenInvoices(me, customerId));
  }

  @Can('show', 'payments')
  @Get(':id')
  show(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string) {
    return this.queries.execute(new GetDocument(me, RECEIPT_DOCUMENT, receiptId));
  }
}
