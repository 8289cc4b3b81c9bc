import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { isDate, moneyAccountOf, readTransfer } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, ValidationFailed } from '../../platform/http/app-errors';
import { setContentRange } from '../../platform/listing/list-resource';
import { businessDate } from '../../platform/records/record-ledger';
import { peekCode } from '../invoices/document-sequence';
import { CashBook, cashTransactionExport, cashTransactionList, cashTransactionPage } from './cash-book';
import { moneyAccountExists, moneyBalance } from './money-accounts';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

const TRANSACTION_LIST = cashTransactionList();

/**
 * The cash book (spec §7 transactions): every bank account and cash in hand with its open, in,
 * out and close balances for a period, all summed from the ledger; and the book's own entries —
 * transfers between accounts, incomes and expenses. No entry may take an account below zero.
 */
@Controller('api/transactions')
export class TransactionsController {
  constructor(
    private readonly db: Database,
    private readonly cashBook: CashBook,
  ) {}

  @Can('list', 'transactions')
  @Get()
  async list(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const page = await cashTransactionPage(this.db, me, TRANSACTION_LIST, query, false);
    setContentRange(res, TRANSACTION_LIST.name, page);
    return page.rows;
  }

  @Can('list', 'transactions')
  @Get('deleted-list')
  async deletedList(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const page = await cashTransactionPage(this.db, me, TRANSACTION_LIST, query, true);
    setContentRange(res, TRANSACTION_LIST.name, page);
    return page.rows;
  }

  @Can('export', 'transactions')
  @Get('export')
  async export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    return cashTransactionExport(this.db, me, TRANSACTION_LIST, query);
  }

  /** Cash and each bank account with its balance now: what the pickers offer. */
  @Can('list', 'transactions')
  @Get(['banks', 'bankWithoutCredits'])
  async banks(@CurrentPrincipal() me: Principal) {
    const today = await businessDate(this.db.tx, me);
    return (await this.balances(me, today, today)).map(({ id: accountId, name, account, close }) => ({ id: accountId, name, account, balance: close }));
  }

  /** Open (before `from`), in, out and close (through `to`) of every money account. */
  @Can('list', 'transactions')
  @Get(['banks/balance', 'banks/balance/filter'])
  async period(@CurrentPrincipal() me: Principal, @Query('from') from?: string, @Query('to') to?: string) {
    const today = await businessDate(this.db.tx, me);
    const start = from ?? today.slice(0, 8) + '01';
    const end = to ?? today;
    const errors: Record<string, string[]> = {};
    if (!isDate(start)) errors.from = ['The from is not a valid date.'];
    if (!isDate(end)) errors.to = ['The to is not a valid date.'];
    else if (isDate(start) && end < start) errors.to = ['The to must be a date after or equal to from.'];
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    return { from: start, to: end, accounts: await this.balances(me, start, end) };
  }

  @Can('list', 'transactions')
  @Get(['balance/:id', 'close-balance/:id'])
  async balance(@CurrentPrincipal() me: Principal, @Param('id') ref: string) {
    const account = moneyAccountOf(ref);
    if (!account || !(await moneyAccountExists(this.db.tx, me.tenantId, account))) throw new NotFound();
    return { account, balance: (await moneyBalance(this.db.tx, me.tenantId, account)).toFixed() };
  }

  @Can('create', 'transactions')
  @Get('new-code/get')
  async nextCode(@CurrentPrincipal() me: Principal) {
    return { code: await peekCode(this.db.tx, me.tenantId, 'transaction') };
  }

  @Can('create', 'transactions')
  @Post('transferFund')
  async transfer(@CurrentPrincipal() me: Principal, @Body() body: Record<string, unknown>) {
    const read = readTransfer(body);
    if (!read.ok) throw new ValidationFailed(read.errors);
    return this.cashBook.book(me, read.value);
  }

  @Can('create', 'transactions')
  @Post('expenses')
  async expense(@CurrentPrincipal() me: Principal, @Body() body: Record<string, unknown>) {
    return this.cashBook.bookEntry(me, body, 'expense');
  }

  @Can('create', 'transactions')
  @Post('incomes')
  async income(@CurrentPrincipal() me: Principal, @Body() body: Record<string, unknown>) {
    return this.cashBook.bookEntry(me, body, 'income');
  }

  @Can('show', 'transactions')
  @Get(':id')
  async show(@CurrentPrincipal() me: Principal, @Param('id', id) transactionId: string) {
    return this.cashBook.find(me, transactionId);
  }

  /** Soft delete with the entry's reversal; refused when the money it brought in is spent. */
  @Can('delete', 'transactions')
  @Post('delete/transaction/:id')
  @HttpCode(200)
  async remove(@CurrentPrincipal() me: Principal, @Param('id', id) transactionId: string) {
    return this.cashBook.reverse(me, transactionId);
  }

  @Can('delete', 'transactions')
  @Delete(':id')
  async delete(@CurrentPrincipal() me: Principal, @Param('id', id) transactionId: string) {
    return this.cashBook.reverse(me, transactionId);
  }

  private async balances(me: Principal, from: string, to: string) {
    return this.db.tx.query<{ id: string; name: string; account: string; open: string; in: string; out: string; close: string }>(
      `WITH accounts AS (
         SELECT 'cash' AS id, 'Cash' AS name, 'cash' AS account, '' AS sort
         UNION ALL
         SELECT k.id::text, k.name, 'bank:' || k.id, lower(k.name) FROM bank_accounts k WHERE k.tenant_id = $1 AND k.deleted_at IS NULL)
       SELECT a.id, a.name, a.account,
              coalesce(sum(b.debit - b.credit) FILTER (WHERE b.occurred_on < $2), 0)::numeric(18,2)::text AS open,
              coalesce(sum(b.debit) FILTER (WHERE b.occurred_on BETWEEN $2 AND $3), 0)::numeric(18,2)::text AS in,
              coalesce(sum(b.credit) FILTER (WHERE b.occurred_on BETWEEN $2 AND $3), 0)::numeric(18,2)::text AS out,
              coalesce(sum(b.debit - b.credit) FILTER (WHERE b.occurred_on <= $3), 0)::numeric(18,2)::text AS close
         FROM accounts a
         LEFT JOIN ledger_balance_daily b ON b.tenant_id = $1 AND b.account = a.account AND b.party = '' AND b.commodity = ''
        GROUP BY a.id, a.name, a.account, a.sort
        ORDER BY a.sort`,
      [me.tenantId, from, to],
    );
  }
}
