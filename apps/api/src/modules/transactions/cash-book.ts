import { randomUUID } from 'node:crypto';
import { cashbookRefusal, cashEntryDecider, clientOf, entryDraws, validationRefusal, entryStream, type CashEntryCommand, type EntryInput, type EntryKind, type Money } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { invalid, notFound, validationFailed, type FieldErrors } from '../../platform/http/app-errors';
import { commandTarget } from '../../platform/http/request-context';
import type { ListResource } from '../../platform/listing/list-resource';
import { chooseColumns, type SheetColumn } from '../../platform/export/xlsx';
import { allocateCode } from '../../platform/documents/document-sequence';
import { clearedOnSql } from '../bank-statements/cleared-documents';
import { lockedLowestBalance, moneyAccountExists } from './money-accounts';

export type CashTransactionKind = EntryKind | 'transfer';

// The names are read by the statement's tenant ($1), not the row's: Citus sends a subquery naming
// the row's tenant to every shard.
const ACCOUNT_NAME = (column: string) =>
  `CASE WHEN t.${column} = 'cash' THEN 'Cash' ELSE (SELECT k.name FROM bank_accounts k WHERE k.tenant_id = $1 AND 'bank:' || k.id = t.${column}) END`;
/**
 * The cash book's In or Out: an income brings money into its account, an expense takes it out; a
 * transfer does both, out of its account and into its to account, so it is listed under either.
 */
const DIRECTION = `CASE t.kind WHEN 'income' THEN 'in' WHEN 'expense' THEN 'out' ELSE 'in-out' END`;
const DIRECTIONS = ['in', 'out'];
function directionFilter(value: unknown, param: (value: unknown) => string): string {
  if (typeof value !== 'string' || !DIRECTIONS.includes(value)) throw invalid('direction', validationRefusal.field('choice', { label: 'type' }));
  return `${DIRECTION} IN ('in-out', ${param(value)})`;
}
const TRANSACTION_COLUMNS = `t.id, t.code, t.kind, t.date, t.from_account, ${ACCOUNT_NAME('from_account')} AS from_account_name, t.to_account,
  ${ACCOUNT_NAME('to_account')} AS to_account_name, t.expense_category_id,
  (SELECT c.name FROM expense_categories c WHERE c.tenant_id = $1 AND c.id = t.expense_category_id) AS expense_category_name,
  t.amount::text, t.remark, t.created_at, t.deleted_at, t.stream,
  ${DIRECTION} AS direction,
  CASE WHEN t.customer_id IS NOT NULL THEN 'customer:' || t.customer_id WHEN t.supplier_id IS NOT NULL THEN 'supplier:' || t.supplier_id END AS client,
  CASE WHEN t.customer_id IS NOT NULL THEN 'customer' WHEN t.supplier_id IS NOT NULL THEN 'supplier' END AS client_type,
  coalesce((SELECT c.name FROM customers c WHERE c.tenant_id = $1 AND c.id = t.customer_id),
           (SELECT s.name FROM suppliers s WHERE s.tenant_id = $1 AND s.id = t.supplier_id)) AS client_name,
  t.replaces, (SELECT r.code FROM cash_transactions r WHERE r.tenant_id = $1 AND r.id = t.replaces) AS replaces_code,
  t.replaced_by, (SELECT r.code FROM cash_transactions r WHERE r.tenant_id = $1 AND r.id = t.replaced_by) AS replaced_by_code,
  ${clearedOnSql('t.kind')} AS cleared`;

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
    sortable: { code: 't.code', date: 't.date', amount: 't.amount', kind: 't.kind', direction: DIRECTION, created_at: 't.created_at' },
    notNull: ['code', 'date', 'amount', 'kind', 'created_at'],
    defaultSort: { field: 'code', order: 'DESC' },
    searchable: ['t.code', 't.remark'],
    dateColumn: 't.date',
    statusColumn: kind ? undefined : 't.kind',
    deletedColumn: 't.deleted_at',
    references: { customer_id: 't.customer_id', supplier_id: 't.supplier_id' },
    conditions: { direction: directionFilter },
  };
}

/** The cash book's export columns, narrowed to the ones on screen (`columns`). */
export function cashTransactionColumns(columns: unknown): SheetColumn[] {
  return chooseColumns(
    [
      { key: 'code', header: 'Code', type: 'text' },
      { key: 'kind', header: 'Kind', type: 'text' },
      { key: 'direction', header: 'Type', type: 'text' },
      { key: 'date', header: 'Date', type: 'date' },
      { key: 'from_account_name', header: 'Account', type: 'text' },
      { key: 'to_account_name', header: 'To account', type: 'text' },
      { key: 'client_name', header: 'Client', type: 'text' },
      { key: 'expense_category_name', header: 'Expense category', type: 'text' },
      { key: 'amount', header: 'Amount', type: 'money' },
      { key: 'remark', header: 'Remark', type: 'text' },
    ],
    columns,
  );
}

export type CashTransactionRow = Record<string, unknown>;

/** One entry of the cash book with its accounts' and category's names; `kind` limits it to one kind's resource. */
export async function findCashTransaction(tx: Tx, tenantId: string, transactionId: string, kind?: EntryKind): Promise<CashTransactionRow> {
  const [row] = await tx.query<CashTransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM cash_transactions t WHERE t.tenant_id = $1 AND t.id = $2 AND ($3::text IS NULL OR t.kind = $3)`,
    [tenantId, transactionId, kind ?? null],
  );
  if (!row) throw notFound();
  return row;
}

/** Each named account (`bank:<id>` or `cash`) must be one of the workspace's, under its own field. */
export async function assertMoneyAccounts(tx: Tx, tenantId: string, accounts: Record<string, string>): Promise<void> {
  const errors: FieldErrors = {};
  for (const [field, account] of Object.entries(accounts)) {
    if (!(await moneyAccountExists(tx, tenantId, account))) errors[field] = [validationRefusal.field('choice', { label: field.replace('_', ' ') })];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

export async function assertExpenseCategory(tx: Tx, tenantId: string, categoryId: string | null): Promise<void> {
  const [category] = await tx.query(`SELECT 1 FROM expense_categories WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`, [tenantId, categoryId]);
  if (!category) throw cashbookRefusal.onField('expense_category_id', 'expense-category-required');
}

/** A client (`customer:<id>` or `supplier:<id>`) must be one of the workspace's live customers or suppliers. */
export async function assertClient(tx: Tx, tenantId: string, client: string | null): Promise<void> {
  const ref = clientOf(client);
  if (!ref) return;
  const table = ref.type === 'customer' ? 'customers' : 'suppliers';
  const [row] = await tx.query(`SELECT 1 FROM ${table} WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`, [tenantId, ref.id]);
  if (!row) throw cashbookRefusal.onField('client', 'client-invalid');
}

export interface CashTransactionInsert {
  id: string;
  code: string;
  kind: CashTransactionKind;
  /** The ledger stream holding the row's events. */
  stream: string;
  date: string;
  from: string;
  to: string | null;
  categoryId: string | null;
  client?: string | null;
  amount: Money;
  remark: string | null;
  replaces?: string;
}

/** The cash book's row of an entry the ledger has just booked (the list and the editor read it). */
export async function insertCashTransaction(tx: Tx, me: Principal, row: CashTransactionInsert): Promise<void> {
  const client = clientOf(row.client);
  await tx.query(
    `INSERT INTO cash_transactions (tenant_id, id, code, kind, stream, date, from_account, to_account, expense_category_id, customer_id, supplier_id, amount, remark, replaces, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      me.tenantId,
      row.id,
      row.code,
      row.kind,
      row.stream,
      row.date,
      row.from,
      row.to,
      row.categoryId,
      client?.type === 'customer' ? client.id : null,
      client?.type === 'supplier' ? client.id : null,
      row.amount.toFixed(),
      row.remark,
      row.replaces ?? null,
      me.userId,
    ],
  );
}

/**
 * Books an income or an expense on its own stream (`cash-entry-<id>`): an expense is decided
 * on its account's balance, read under that account's lock, and refused beyond it.
 */
export async function bookCashEntry(tx: Tx, me: Principal, input: EntryInput): Promise<CashTransactionRow> {
  await assertMoneyAccounts(tx, me.tenantId, { account: input.account });
  await assertClient(tx, me.tenantId, input.client);
  const id = randomUUID();
  const code = await allocateCode(tx, me.tenantId, 'transaction');
  await handleCommand(tx, commandTarget(me, entryStream(id)), cashEntryDecider, async (): Promise<CashEntryCommand> => ({
    type: 'RecordCashEntry',
    data: {
      transactionId: id,
      code,
      kind: input.kind,
      account: input.account,
      categoryId: input.categoryId,
      client: input.client,
      amount: input.amount,
      date: input.date,
      available: entryDraws(input.kind, false) ? await lockedLowestBalance(tx, me.tenantId, input.account, input.date) : null,
    },
  }));
  await insertCashTransaction(tx, me, { ...input, id, code, stream: entryStream(id), from: input.account, to: null });
  return findCashTransaction(tx, me.tenantId, id);
}
