import { Injectable } from '@nestjs/common';
import {
  cashbookPostings,
  CASHBOOK_EVENT_SCHEMA_VERSION,
  entryStream,
  outflowOf,
  overdrawnMessage,
  readEntry,
  transferStream,
  type CashbookEvent,
  type EntryInput,
  type EntryKind,
  type TransferInput,
} from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, ValidationFailed } from '../../platform/http/app-errors';
import { parseListQuery } from '../../platform/listing/list-query';
import { listRows, type ListPage, type ListResource } from '../../platform/listing/list-resource';
import { chooseColumns, sheetDownload } from '../../platform/export/xlsx';
import { businessDate } from '../../platform/records/record-ledger';
import { allocateCode } from '../invoices/document-sequence';
import { appendDocumentEvent, lockedMoneyBalance, moneyAccountExists } from './money-accounts';

export type CashTransactionKind = EntryKind | 'transfer';

const ACCOUNT_NAME = (column: string) =>
  `CASE WHEN t.${column} = 'cash' THEN 'Cash' ELSE (SELECT k.name FROM bank_accounts k WHERE k.tenant_id = t.tenant_id AND 'bank:' || k.id = t.${column}) END`;
const TRANSACTION_COLUMNS = `t.id, t.code, t.kind, t.date, t.from_account, ${ACCOUNT_NAME('from_account')} AS from_account_name, t.to_account,
  ${ACCOUNT_NAME('to_account')} AS to_account_name, t.expense_category_id,
  (SELECT c.name FROM expense_categories c WHERE c.tenant_id = t.tenant_id AND c.id = t.expense_category_id) AS expense_category_name,
  t.amount::text, t.remark, t.created_at, t.deleted_at`;

/**
 * The cash book's entries as a list: all of them (`status` filters by kind), or one kind's
 * own list (spec routes `expenses`, `incomes`).
 */
export function cashTransactionList(kind?: EntryKind): ListResource {
  return {
    name: kind ? `${kind}s` : 'transactions',
    from: 'cash_transactions t',
    select: TRANSACTION_COLUMNS,
    scope: kind ? `t.kind = '${kind}'` : undefined,
    sortable: { code: 't.code', date: 't.date', amount: 't.amount', kind: 't.kind', created_at: 't.created_at' },
    notNull: ['code', 'date', 'amount', 'kind', 'created_at'],
    defaultSort: { field: 'code', order: 'DESC' },
    searchable: ['t.code', 't.remark'],
    dateColumn: 't.date',
    statusColumn: kind ? undefined : 't.kind',
    deletedColumn: 't.deleted_at',
  };
}

/** A page of the live list or of the deleted (reversed) list. */
export async function cashTransactionPage(
  db: Database,
  me: Principal,
  list: ListResource,
  query: Record<string, unknown>,
  deleted: boolean,
): Promise<ListPage<Record<string, unknown>>> {
  const parsed = parseListQuery(query, Object.keys(list.sortable), list.defaultSort);
  return listRows(db.tx, list, parsed, { tenantId: me.tenantId, deleted });
}

/** The list as .xlsx: every row the filters match, the columns on screen. */
export async function cashTransactionExport(db: Database, me: Principal, list: ListResource, query: Record<string, unknown>) {
  const page = await cashTransactionPage(db, me, list, { ...query, noPagination: 'true' }, query.deleted === 'true');
  const columns = chooseColumns(
    [
      { key: 'code', header: 'Code', type: 'text' },
      { key: 'kind', header: 'Type', type: 'text' },
      { key: 'date', header: 'Date', type: 'date' },
      { key: 'from_account_name', header: 'Account', type: 'text' },
      { key: 'to_account_name', header: 'To account', type: 'text' },
      { key: 'expense_category_name', header: 'Expense category', type: 'text' },
      { key: 'amount', header: 'Amount', type: 'money' },
      { key: 'remark', header: 'Remark', type: 'text' },
    ],
    query.columns,
  );
  return sheetDownload(list.name, list.name, columns, page.rows);
}

/**
 * Books the cash book's entries — transfers between accounts, incomes and expenses — each a
 * row and an event on its own stream; no entry may take an account below zero. Deleting one
 * appends its reversal, refused when the money it brought in has since been spent.
 */
@Injectable()
export class CashBook {
  constructor(private readonly db: Database) {}

  async find(me: Principal, transactionId: string, kind?: EntryKind): Promise<Record<string, unknown>> {
    const [row] = await this.db.tx.query(
      `SELECT ${TRANSACTION_COLUMNS} FROM cash_transactions t WHERE t.tenant_id = $1 AND t.id = $2 AND ($3::text IS NULL OR t.kind = $3)`,
      [me.tenantId, transactionId, kind ?? null],
    );
    if (!row) throw new NotFound();
    return row;
  }

  async bookEntry(me: Principal, body: Record<string, unknown>, kind: EntryKind): Promise<Record<string, unknown>> {
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
  async book(me: Principal, input: TransferInput | EntryInput): Promise<Record<string, unknown>> {
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
    return this.find(me, row.id);
  }

  /** Soft delete with the entry's reversal, dated the workspace's today. */
  async reverse(me: Principal, transactionId: string, kind?: EntryKind): Promise<{ id: string; code: string }> {
    await this.db.tx.query(`SELECT 1 FROM cash_transactions WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [me.tenantId, transactionId]);
    const [row] = await this.db.tx.query<{ code: string; kind: CashTransactionKind; from_account: string | null; to_account: string | null; expense_category_id: string | null; amount: string; deleted_at: Date | null }>(
      `SELECT code, kind, from_account, to_account, expense_category_id, amount::text, deleted_at FROM cash_transactions WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, transactionId],
    );
    if (!row || row.deleted_at || (kind && row.kind !== kind)) throw new NotFound();
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

  private async append(me: Principal, event: CashbookEvent): Promise<void> {
    const stream = event.type === 'FundsTransferred' || event.type === 'FundsTransferReversed' ? transferStream(event.data.transactionId) : entryStream(event.data.transactionId);
    await appendDocumentEvent(this.db.tx, me, stream, { ...event, schemaVersion: CASHBOOK_EVENT_SCHEMA_VERSION, postings: cashbookPostings(event) });
  }
}
