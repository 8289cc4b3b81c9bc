import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { readRefund, type RefundInput } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { Conflict, NotFound, ValidationFailed } from '../../platform/http/app-errors';
import { parseListQuery } from '../../platform/listing/list-query';
import { listRows, setContentRange } from '../../platform/listing/list-resource';
import { sheetDownload } from '../../platform/export/xlsx';
import { peekCode } from '../invoices/document-sequence';
import { findRefund, paymentView, REFUND_LIST, type RefundRow } from './payment-rows';
import { ConfirmRefund } from './commands/confirm-refund.handler';
import { CreateRefund } from './commands/create-refund.handler';
import { DeleteRefund } from './commands/delete-refund.handler';
import { UpdateRefund } from './commands/update-refund.handler';
import { GetRefund } from './queries/get-refund.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/**
 * Refunds (spec §7 payments/refunds): money paid on invoices given back, as cash from an
 * account (Cash Refund) or as the customer's credit balance (Credit Refund). Never more than
 * an invoice was paid: the invoice's own rules refuse it.
 */
@Controller('api/payments')
export class RefundsController {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('list', 'refunds')
  @Get('refunds')
  list(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.page(me, query, res, false);
  }

  @Can('list', 'refunds')
  @Get(['refunds/deleted-list', 'refunds/restore'])
  deletedList(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.page(me, query, res, true);
  }

  /** Before `refunds/:id`, which would take "export" for an id. */
  @Can('export', 'refunds')
  @Get(['refunds/export', 'refunds/exports/list'])
  async export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const parsed = { ...parseListQuery(query, Object.keys(REFUND_LIST.sortable), REFUND_LIST.defaultSort), range: null };
    const page = await listRows<Record<string, unknown>>(this.db.tx, REFUND_LIST, parsed, { tenantId: me.tenantId });
    return sheetDownload(
      'refunds',
      'Refunds',
      [
        { key: 'code', header: 'Code', type: 'text' },
        { key: 'customer_name', header: 'Customer', type: 'text' },
        { key: 'date', header: 'Date', type: 'date' },
        { key: 'refund_type', header: 'Refund type', type: 'text' },
        { key: 'account_name', header: 'Account', type: 'text' },
        { key: 'amount', header: 'Amount', type: 'money' },
        { key: 'status', header: 'Status', type: 'text' },
      ],
      page.rows,
    );
  }

  @Can('create', 'refunds')
  @Get('refunds/get/code')
  async nextCode(@CurrentPrincipal() me: Principal) {
    return { code: await peekCode(this.db.tx, me.tenantId, 'refund') };
  }

  @Can('show', 'refunds')
  @Get(['get/refund/:id', 'refunds/:id'])
  show(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string) {
    return this.queries.execute(new GetRefund(me, refundId));
  }

  @Can('create', 'refunds')
  @Post(['refunds', 'refund/create/new'])
  create(@CurrentPrincipal() me: Principal, @Body() body: Record<string, unknown>) {
    return this.commands.execute(new CreateRefund(me, refundInput(body)));
  }

  @Can('edit', 'refunds')
  @Put('refunds/:id')
  update(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string, @Body() body: Record<string, unknown>) {
    return this.commands.execute(new UpdateRefund(me, refundId, refundInput(body)));
  }

  @Can('confirm', 'refunds')
  @Post(['confirm/refund/:id', 'refunds/confirm/:id'])
  @HttpCode(200)
  confirm(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string) {
    return this.commands.execute(new ConfirmRefund(me, refundId));
  }

  @Can('delete', 'refunds')
  @Delete('refunds/:id')
  remove(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string) {
    return this.commands.execute(new DeleteRefund(me, refundId));
  }

  /** The spec's POST form of the delete. */
  @Can('delete', 'refunds')
  @Post('delete/refund/:id')
  @HttpCode(200)
  removeByPost(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string) {
    return this.remove(me, refundId);
  }

  @Can('restore', 'refunds')
  @Post('refunds/restore/:id')
  @HttpCode(200)
  async restore(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string) {
    const changed = await this.db.tx.execute(`UPDATE refunds SET deleted_at = NULL WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NOT NULL`, [
      me.tenantId,
      refundId,
    ]);
    if (changed === 0) throw new NotFound();
    return this.view(me, await findRefund(this.db.tx, me.tenantId, refundId));
  }

  @Can('purge', 'refunds')
  @Delete('refunds/permanent/delete/:id')
  async purge(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string) {
    const refund = await findRefund(this.db.tx, me.tenantId, refundId, { lock: true });
    if (!refund.deleted_at) throw new NotFound();
    if (refund.stage !== 'pending') throw new Conflict('A refund the ledger knows cannot be deleted for good.');
    await this.db.tx.query(`DELETE FROM refunds WHERE tenant_id = $1 AND id = $2`, [me.tenantId, refundId]);
    return { id: refund.id, code: refund.code };
  }

  private view(me: Principal, row: RefundRow) {
    return paymentView(this.db.tx, me.tenantId, row);
  }

  private async page(me: Principal, query: Record<string, unknown>, res: Response, deleted: boolean) {
    const list = parseListQuery(query, Object.keys(REFUND_LIST.sortable), REFUND_LIST.defaultSort);
    const page = await listRows<Record<string, unknown>>(this.db.tx, REFUND_LIST, list, { tenantId: me.tenantId, deleted });
    setContentRange(res, REFUND_LIST.name, page);
    return page.rows;
  }
}

function refundInput(body: Record<string, unknown>): RefundInput {
  const read = readRefund(body);
  if (!read.ok) throw new ValidationFailed(read.errors);
  return read.value;
}
