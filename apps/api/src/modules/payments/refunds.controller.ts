import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ACCOUNTS, Money, readRefund, refundAccount } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { Conflict, NotFound, ValidationFailed } from '../../platform/http/app-errors';
import { parseListQuery } from '../../platform/listing/list-query';
import { listRows, setContentRange } from '../../platform/listing/list-resource';
import { sheetDownload } from '../../platform/export/xlsx';
import { businessDate } from '../../platform/records/record-ledger';
import { allocateCode, peekCode } from '../invoices/document-sequence';
import { reversalDate, runAllocationCommands } from './payment-ledger';
import { lockedCreditBalance, resolveReferences } from './payment-references';
import { allocationView, findRefund, REFUND_LIST, type RefundRow } from './payment-rows';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/**
 * Refunds (spec §7 payments/refunds): money paid on invoices given back, as cash from an
 * account (Cash Refund) or as the customer's credit balance (Credit Refund). Never more than
 * an invoice was paid: the invoice's own rules refuse it.
 */
@Controller('api/payments')
export class RefundsController {
  constructor(private readonly db: Database) {}

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
  async show(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string) {
    return this.view(me, await findRefund(this.db.tx, me.tenantId, refundId));
  }

  @Can('create', 'refunds')
  @Post(['refunds', 'refund/create/new'])
  async create(@CurrentPrincipal() me: Principal, @Body() body: Record<string, unknown>) {
    const { input, allocations, amount } = await this.valid(me, body);
    const code = await allocateCode(this.db.tx, me.tenantId, 'refund');
    const [row] = await this.db.tx.query<{ id: string }>(
      `INSERT INTO refunds (tenant_id, code, customer_id, date, refund_type, account_id, amount, remark, allocations, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [me.tenantId, code, input.customerId, input.date, input.kind, input.accountId, amount, input.remark, JSON.stringify(allocations), me.userId],
    );
    return this.view(me, await findRefund(this.db.tx, me.tenantId, row.id));
  }

  @Can('edit', 'refunds')
  @Put('refunds/:id')
  async update(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string, @Body() body: Record<string, unknown>) {
    await this.pending(me, refundId);
    const { input, allocations, amount } = await this.valid(me, body);
    await this.db.tx.query(
      `UPDATE refunds SET customer_id = $3, date = $4, refund_type = $5, account_id = $6, amount = $7, remark = $8, allocations = $9, updated_at = now()
        WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, refundId, input.customerId, input.date, input.kind, input.accountId, amount, input.remark, JSON.stringify(allocations)],
    );
    return this.view(me, await findRefund(this.db.tx, me.tenantId, refundId));
  }

  /** Books the refund on each invoice: Dr receivable, Cr the account the money left from. */
  @Can('confirm', 'refunds')
  @Post(['confirm/refund/:id', 'refunds/confirm/:id'])
  @HttpCode(200)
  async confirm(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string) {
    const refund = await this.pending(me, refundId);
    const read = readRefund({ ...refund, invoices: refund.allocations });
    if (!read.ok) throw new ValidationFailed(read.errors);
    await resolveReferences(this.db.tx, me.tenantId, read.value, 'refundable');
    const account = refundAccount(refund.refund_type, refund.account_id);
    await runAllocationCommands(this.db.tx, me, refund.allocations, (i) => ({
      type: 'ApplyRefund',
      data: { refundId, amount: Money.of(refund.allocations[i].amount), kind: refund.refund_type, account, date: refund.date },
    }));
    await this.db.tx.query(`UPDATE refunds SET stage = 'confirmed', updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, refundId]);
    return this.view(me, await findRefund(this.db.tx, me.tenantId, refundId));
  }

  /** Soft delete; a confirmed refund is reversed on its invoices first. */
  @Can('delete', 'refunds')
  @Delete('refunds/:id')
  async remove(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string) {
    const refund = await findRefund(this.db.tx, me.tenantId, refundId, { lock: true });
    if (refund.deleted_at) throw new NotFound();
    if (refund.stage === 'confirmed') {
      const account = refundAccount(refund.refund_type, refund.account_id);
      // A credit refund's reversal takes the credit back: it must not have been spent.
      if (account === ACCOUNTS.customerCredit && Money.of(refund.amount).greaterThan(await lockedCreditBalance(this.db.tx, me.tenantId, refund.customer_id))) {
        throw new Conflict('The credit this refund gave has been used; reverse what used it first.');
      }
      const date = reversalDate(await businessDate(this.db.tx, me), refund.date);
      await runAllocationCommands(this.db.tx, me, refund.allocations, () => ({ type: 'ReverseRefund', data: { refundId, date } }));
      await this.db.tx.query(`UPDATE refunds SET stage = 'reversed' WHERE tenant_id = $1 AND id = $2`, [me.tenantId, refundId]);
    }
    await this.db.tx.query(`UPDATE refunds SET deleted_at = now(), updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, refundId]);
    return this.view(me, await findRefund(this.db.tx, me.tenantId, refundId));
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

  private async valid(me: Principal, body: Record<string, unknown>) {
    const read = readRefund(body);
    if (!read.ok) throw new ValidationFailed(read.errors);
    const { allocations } = await resolveReferences(this.db.tx, me.tenantId, read.value, 'refundable');
    return { input: read.value, allocations, amount: Money.sum(read.value.invoices.map((a) => a.amount)).toFixed() };
  }

  private async pending(me: Principal, refundId: string): Promise<RefundRow> {
    const refund = await findRefund(this.db.tx, me.tenantId, refundId, { lock: true });
    if (refund.deleted_at) throw new NotFound();
    if (refund.stage !== 'pending') throw new Conflict('Only a pending refund can be changed.');
    return refund;
  }

  private async view(me: Principal, row: RefundRow) {
    const { allocations, ...rest } = row;
    return { ...rest, status: row.stage, invoices: await allocationView(this.db.tx, me.tenantId, allocations) };
  }

  private async page(me: Principal, query: Record<string, unknown>, res: Response, deleted: boolean) {
    const list = parseListQuery(query, Object.keys(REFUND_LIST.sortable), REFUND_LIST.defaultSort);
    const page = await listRows<Record<string, unknown>>(this.db.tx, REFUND_LIST, list, { tenantId: me.tenantId, deleted });
    setContentRange(res, REFUND_LIST.name, page);
    return page.rows;
  }
}
