import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { download } from '../../platform/http/download';
import { GetDocument } from '../../platform/documents/queries/get-document.handler';
import { localeOf } from '../invoices/invoice-print';
import { BILL_DOCUMENT } from './bill-document-kind';
import { PrintBill } from './queries/print-bill.handler';
import { ListOpenBills } from './queries/list-open-bills.handler';
import { ListBillPayments } from './queries/list-bill-payments.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * Supplier bills: what suppliers invoiced the business, owed until paid. A pending bill is an
 * editable draft; confirming it brings its goods into stock at their cost, books its expenses and
 * input tax, and owes its total to the supplier. Its list, save, confirm, reverse, delete, restore
 * and permanent delete are the shared document routes (BILL_DOCUMENT); here are one bill and its print.
 */
@Controller('api/bills')
export class BillsController {
  constructor(private readonly queries: QueryBus) {}

  @Can('print', 'bills')
  @Get('print/:id')
  async print(@CurrentPrincipal() me: Principal, @Param('id', id) billId: string, @Query('locale') locale?: string) {
    const { code, pdf } = await this.queries.execute(new PrintBill(me, billId, localeOf(locale)));
    return download(pdf, 'application/pdf', `${code}.pdf`, 'inline');
  }

  /** What a voucher for this supplier can pay: their open bills, oldest first, and their credit (as receipts' open-invoices). */
  @Can('create', 'vouchers')
  @Get('open-bills/:supplierId')
  open(@CurrentPrincipal() me: Principal, @Param('supplierId', id) supplierId: string) {
    return this.queries.execute(new ListOpenBills(me, supplierId));
  }

  /** The supplier payments vouchers made on this bill, for the bill's screen. */
  @Can('show', 'bills')
  @Get('payments/:id')
  payments(@CurrentPrincipal() me: Principal, @Param('id', id) billId: string) {
    return this.queries.execute(new ListBillPayments(me, billId));
  }

  @Can('show', 'bills')
  @Get(':id')
  show(@CurrentPrincipal() me: Principal, @Param('id', id) billId: string) {
    return this.queries.execute(new GetDocument(me, BILL_DOCUMENT, billId));
  }
}
