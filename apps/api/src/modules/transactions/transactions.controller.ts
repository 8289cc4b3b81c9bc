import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  cashbookPostings,
  CASHBOOK_EVENT_SCHEMA_VERSION,
  entryStream,
  isDate,
  moneyAccountOf,
  outflowOf,
  overdrawnMessage,
  readEntry,
  readTransfer,
  transferStream,
  type CashbookEvent,
  type EntryInput,
  type EntryKind,
  type TransferInput,
} from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, ValidationFailed } from '../../platform/http/app-errors';
import { parseListQuery } from '../../platform/listing/list-query';
import { listRows, setContentRange, type ListResource } from '../../platform/listing/list-resource';
import { businessDate } from '../../platform/records/record-ledger';
import { allocateCode, peekCode } from '../invoices/document-sequence';
import { appendDocumentEvent, lockedMoneyBalance, moneyAccountExists, moneyBalance } from './money-accounts';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

const ACCOUNT_NAME = (column: string) =>
  `CASE WHEN t.${column} = 'cash' THEN 'Cash' ELSE (SELECT k.name FROM bank_accounts k WHERE k.tenant_id = t.tenant_id AND 'bank:' || k.id = t.${column}) END`;
const TRANSACTION_COLUMNS = `t.id, t.code, t.kind, t.date, t.from_account, ${ACCOUNT_NAME('from_account')} AS from_account_name, t.to_account,
  ${ACCOUNT_NAME('to_account')} AS to_account_name, t.expense_category_id, t.amount::text, t.remark, t.created_at, t.deleted_at`;
const TRANSACTION_LIST: ListResource = {
  name: 'transactions',
  from: 'cash_transactions t',
  select: TRANSACTION_COLUMNS,
  sortable: { code: 't.code', date: 't.date', amount: 't.amount', kind: 't.kind', created_at: 't.created_at' },
  defaultSort: { field: 'code', order: 'DESC' },
  searchable: ['t.code', 't.remark'],
  dateColumn: 't.date',
  deletedColumn: 't.deleted_at',
};

/**
 * The cash book (spec §7 transactions): every bank account and cash in hand with its open, in,
 * out and close balances for a period, all summed from the ledger; and the book's own entries —
 * transfers between accounts, incomes and expenses. No entry may take an account below zero.
 */
@Controller('api/transactions')
export class TransactionsController {
  constructor(private readonly db: Database) {}

  @Can('list', 'transactions')
  @Get()
  async list(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const list = parseListQuery(query, Object.keys(TRANSACTION_LIST.sortable), TRANSACTION_LIST.defaultSort);
    const page = await listRows<Record<string, unknown>>(this.db.tx, TRANSACTION_LIST, list, { tenantId: me.tenantId, deleted: false });
    setContentRange(res, TRANSACTION_LIST.name, page);
    return page.rows;
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
    return this.book(me, read.value);
  }

  @Can('create', 'transactions')
  @Post('expenses')
  async expense(@CurrentPrincipal() me: Principal, @Body() body: Record<string, unknown>) {
    return this.bookEntry(me, body, 'expense');
  }

  @Can('create', 'transactions')
  @Post('incomes')
  async income(@CurrentPrincipal() me: Principal, @Body() body: Record<string, unknown>) {
    return this.bookEntry(me, body, 'income');
  }

  /** Soft delete with the entry's reversal; refused when the money it brought in is spent. */
  @Can('delete', 'transactions')
  @Post('delete/transaction/:id')
  @HttpCode(200)
  async remove(@CurrentPrincipal() me: Principal, @Param('id', id) transactionId: string) {
    await this.db.tx.query(`SELECT 1 FROM cash_transactions WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [me.tenantId, transactionId]);
    const [row] = await this.db.tx.query<{ code: string; kind: EntryKind | 'transfer'; from_account: string | null; to_account: string | null; expense_category_id: string | null; amount: string; deleted_at: Date | null }>(
      `SELECT code, kind, from_account, to_account, expense_category_id, amount::text, deleted_at FROM cash_transactions WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, transactionId],
    );
    if (!row || row.deleted_at) throw new NotFound();
    const date = await businessDate(this.db.tx, me);
    // Taking back money that came in is an outflow of the account it came into.
    const inflow = row.kind === 'transfer' ? row.to_account : row.kind === 'income' ? row.from_account : null;
    if (inflow) {
      const available = await lockedMoneyBalance(this.db.tx, me.tenantId, inflow);
      if (available.lessThan(row.amount)) throw new ValidationFailed({ amount: [overdrawnMessage(available)] });
    }
    const event: CashbookEvent =
      row.kind === 'transfer'
        ? { type: 'FundsTransferReversed', data: { transactionId, code: row.code, from: row.from_account as string, to: row.to_account as string, value: row.amount, date } }
        : { type: 'CashEntryReversed', data: { transactionId, code: row.code, kind: row.kind, account: row.from_account as string, categoryId: row.expense_category_id, amount: row.amount, date } };
    await this.append(me, event);
    await this.db.tx.query(`UPDATE cash_transactions SET deleted_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, transactionId]);
    return { id: transactionId, code: row.code };
  }

  private async bookEntry(me: Principal, body: Record<string, unknown>, kind: EntryKind) {
    const read = readEntry(kind, body);
    if (!read.ok) throw new ValidationFailed(read.errors);
    if (read.value.categoryId) {
      const [found] = await this.db.tx.query(`SELECT 1 FROM expense_categories WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`, [
        me.tenantId,
        read.value.categoryId,
      ]);
      if (!found) throw new ValidationFailed({ expense_category_id: ['Please select the expanse category'] });
    }
    return this.book(me, read.value);
  }

  /** Checks the accounts, refuses an overdraft, then writes the row and its event. */
  private async book(me: Principal, input: TransferInput | EntryInput) {
    const isTransfer = 'from' in input;
    const accounts = isTransfer ? { from_account: input.from, to_account: input.to } : { account: input.account };
    const errors: Record<string, string[]> = {};
    for (const [field, account] of Object.entries(accounts)) {
      if (!(await moneyAccountExists(this.db.tx, me.tenantId, account))) errors[field] = [`The selected ${field.replace('_', ' ')} is invalid.`];
    }
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    const outflow = outflowOf(input);
    if (outflow) {
      const available = await lockedMoneyBalance(this.db.tx, me.tenantId, outflow.account);
      if (outflow.amount.greaterThan(available)) throw new ValidationFailed({ [isTransfer ? 'value' : 'amount']: [overdrawnMessage(available)] });
    }
    const code = await allocateCode(this.db.tx, me.tenantId, 'transaction');
    const amount = isTransfer ? input.value : input.amount;
    const [row] = await this.db.tx.query<{ id: string }>(
      `INSERT INTO cash_transactions (tenant_id, code, kind, date, from_account, to_account, expense_category_id, amount, remark, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        me.tenantId,
        code,
        isTransfer ? 'transfer' : input.kind,
        input.date,
        isTransfer ? input.from : input.account,
        isTransfer ? input.to : null,
        isTransfer ? null : input.categoryId,
        amount.toFixed(),
        input.remark,
        me.userId,
      ],
    );
    const event: CashbookEvent = isTransfer
      ? { type: 'FundsTransferred', data: { transactionId: row.id, code, from: input.from, to: input.to, value: amount.toFixed(), date: input.date } }
      : { type: 'CashEntryRecorded', data: { transactionId: row.id, code, kind: input.kind, account: input.account, categoryId: input.categoryId, amount: amount.toFixed(), date: input.date } };
    await this.append(me, event);
    const [created] = await this.db.tx.query(`SELECT ${TRANSACTION_COLUMNS} FROM cash_transactions t WHERE t.tenant_id = $1 AND t.id = $2`, [me.tenantId, row.id]);
    return created;
  }

  private async append(me: Principal, event: CashbookEvent): Promise<void> {
    const stream = event.type === 'FundsTransferred' || event.type === 'FundsTransferReversed' ? transferStream(event.data.transactionId) : entryStream(event.data.transactionId);
    await appendDocumentEvent(this.db.tx, me, stream, { ...event, schemaVersion: CASHBOOK_EVENT_SCHEMA_VERSION, postings: cashbookPostings(event) });
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
