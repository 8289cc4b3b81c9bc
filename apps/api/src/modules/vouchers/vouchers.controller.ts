import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { Database } from '../../platform/database/database';
import { dropAttachment } from '../../platform/attachments/attachment-store';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { Conflict, NotFound } from '../../platform/http/app-errors';
import { parseListQuery } from '../../platform/listing/list-query';
import { listRows, setContentRange } from '../../platform/listing/list-resource';
import { peekCode } from '../invoices/document-sequence';
import { ConfirmVoucher } from './commands/confirm-voucher.handler';
import { CreateVoucher } from './commands/create-voucher.handler';
import { DeleteVoucher } from './commands/delete-voucher.handler';
import { UpdateVoucher } from './commands/update-voucher.handler';
import { findVoucher, VOUCHER_LIST } from './voucher-rows';
import { voucherView as view } from './voucher-view';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/**
 * Vouchers (spec §7): payments to suppliers, charged to expense categories. A pending voucher
 * is an editable draft; confirming it books the expense and takes the money out of the account
 * it pays from, never more than that account holds. Deleting a confirmed one appends its reversal.
 */
@Controller('api/vouchers')
export class VouchersController {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
  ) {}

  @Can('list', 'vouchers')
  @Get()
  list(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.page(me, query, res, false);
  }

  @Can('list', 'vouchers')
  @Get('deleted-list')
  deletedList(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.page(me, query, res, true);
  }

  @Can('create', 'vouchers')
  @Get('get/code')
  async nextCode(@CurrentPrincipal() me: Principal) {
    return { code: await peekCode(this.db.tx, me.tenantId, 'voucher') };
  }

  @Can('show', 'vouchers')
  @Get(':id')
  async show(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string) {
    return view(await findVoucher(this.db.tx, me.tenantId, voucherId));
  }

  @Can('create', 'vouchers')
  @Post(['', 'create/new'])
  create(@CurrentPrincipal() me: Principal, @Body() body: Record<string, unknown>) {
    return this.commands.execute(new CreateVoucher(me, body));
  }

  @Can('edit', 'vouchers')
  @Put(':id')
  update(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string, @Body() body: Record<string, unknown>) {
    return this.commands.execute(new UpdateVoucher(me, voucherId, body));
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

  /** Back to the list; a reversed voucher stays out of the books. */
  @Can('restore', 'vouchers')
  @Post('restore/:id')
  @HttpCode(200)
  async restore(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string) {
    const changed = await this.db.tx.execute(`UPDATE vouchers SET deleted_at = NULL WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NOT NULL`, [
      me.tenantId,
      voucherId,
    ]);
    if (changed === 0) throw new NotFound();
    return view(await findVoucher(this.db.tx, me.tenantId, voucherId));
  }

  /** Only a deleted draft goes for good: a voucher the ledger knows must stay findable. */
  @Can('purge', 'vouchers')
  @Post('permanent/delete/voucher/:id')
  @HttpCode(200)
  async purge(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string) {
    const voucher = await findVoucher(this.db.tx, me.tenantId, voucherId, { lock: true });
    if (!voucher.deleted_at) throw new NotFound();
    if (voucher.stage !== 'pending') throw new Conflict('A voucher the ledger knows cannot be deleted for good.');
    await this.db.tx.query(`DELETE FROM vouchers WHERE tenant_id = $1 AND id = $2`, [me.tenantId, voucherId]);
    await dropAttachment(this.db.tx, me.tenantId, 'voucher', voucherId);
    return { id: voucher.id, code: voucher.code };
  }

  private async page(me: Principal, query: Record<string, unknown>, res: Response, deleted: boolean) {
    const list = parseListQuery(query, Object.keys(VOUCHER_LIST.sortable), VOUCHER_LIST.defaultSort);
    const page = await listRows<Record<string, unknown>>(this.db.tx, VOUCHER_LIST, list, { tenantId: me.tenantId, deleted });
    setContentRange(res, VOUCHER_LIST.name, page);
    return page.rows;
  }
}
