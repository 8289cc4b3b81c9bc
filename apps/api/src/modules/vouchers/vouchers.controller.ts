import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { GetDocument } from '../../platform/documents/queries/get-document.handler';
import { ConfirmVoucher } from './commands/confirm-voucher.handler';
import { DeleteVoucher } from './commands/delete-voucher.handler';
import { VOUCHER_DOCUMENT } from './voucher-document-kind';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * Vouchers: payments to suppliers, charged to expense categories. A pending voucher
 * is an editable draft; confirming it books the expense and takes the money out of the account
 * it pays from, never more than that account holds. Deleting a confirmed one appends its reversal.
 */
@Controller('api/vouchers')
export class VouchersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('show', 'vouchers')
  @Get(':id')
  show(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string) {
    return this.queries.execute(new GetDocument(me, VOUCHER_DOCUMENT, voucherId));
  }

  /** Books the voucher; refused as 'Voucher Confirmation Failed' when the account cannot pay it. */
  @Can('confirm', 'vouchers')
  @Post('confirm/voucher/:id')
  @HttpCode(200)
  confirm(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string) {
    return this.commands.execute(new ConfirmVoucher(me, voucherId));
  }

  /** Soft delete; a confirmed voucher is taken back out of the books on the day it is deleted. */
  @Can('delete', 'vouchers')
  @Post('delete/voucher/:id')
  @HttpCode(200)
  remove(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string) {
    return this.commands.execute(new DeleteVoucher(me, voucherId));
  }

  /** The list's delete (ra-data-simple-rest sends DELETE). */
  @Can('delete', 'vouchers')
  @Delete(':id')
  removeByDelete(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string) {
    return this.remove(me, voucherId);
  }
}
