import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { GetDocument } from '../../platform/documents/queries/get-document.handler';
import { VOUCHER_DOCUMENT } from './voucher-document-kind';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * Vouchers: payments to suppliers, charged to expense categories. A pending voucher
 * is an editable draft; confirming it books the expense and takes the money out of the account
 * it pays from, never more than that account holds. Deleting a confirmed one appends its reversal.
 * Its list, save, confirm, delete, restore and permanent delete are the shared document routes
 * (VOUCHER_DOCUMENT).
 */
@Controller('api/vouchers')
export class VouchersController {
  constructor(private readonly queries: QueryBus) {}

  @Can('show', 'vouchers')
  @Get(':id')
  show(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string) {
    return this.queries.execute(new GetDocument(me, VOUCHER_DOCUMENT, voucherId));
  }
}
