import { assertPending, Money, type PaymentAllocationView, type PaymentStage, type ReceiptInput, type ReceiptView, type RefundView } from '@ginuma/domain';
import { INVOICE_STATUS_SQL } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import type { ListResource } from '../../platform/listing/list-resource';
import { allocateCode } from '../../platform/documents/document-sequence';
import { clearedOnSql } from '../bank-statements/cleared-documents';

/** One allocation as stored on the row: the resolved invoice id and the amount applied to it. */
export interface StoredAllocation {
  invoice_id: string;
  amount: string;
}

/** What a receipt's or refund's row holds beyond its view: the stored allocations and the row's own columns. */
interface RowColumns {
  allocations: StoredAllocation[];
  stage: PaymentStage;
  created_at: Date;
  deleted_at: Date | null;
}

export type ReceiptRow = Omit<ReceiptView, 'status' | 'invoices'> & RowColumns;
export type RefundRow = Omit<RefundView, 'status' | 'invoices'> & RowColumns;

const APPLIED = `(SELECT coalesce(sum((a->>'amount')::numeric), 0) FROM jsonb_array_elements(t.allocations) a)`;
const RECEIPT_FROM = `receipts t JOIN customers c ON c.tenant_id = t.tenant_id AND c.id = t.customer_id
  LEFT JOIN bank_accounts k ON k.tenant_id = t.tenant_id AND k.id = t.account_id`;
/** A receipt's view columns over its row `t`, its customer's and account's names, what it applies to invoices, and when a bank statement cleared it. */
const receiptColumnsOver = (names: { customer: string; account: string }, applied: string, cleared: string) => `t.id, t.code, t.customer_id, ${names.customer} AS customer_name,
  t.date, t.pay_type, t.account_id, ${names.account} AS account_name,
  t.paid_amount::text, ${applied}::numeric(18,2)::text AS applied_amount, (t.paid_amount - ${applied})::numeric(18,2)::text AS credit_amount,
  t.cheque_number, t.post_date, t.bank, t.branch, t.account_number, t.remark, t.note, t.stage, t.stage AS status, t.created_at, t.deleted_at,
  ${cleared} AS cleared`;
const RECEIPT_COLUMNS = receiptColumnsOver({ customer: 'c.name', account: 'k.name' }, APPLIED, clearedOnSql(`'receipt'`));

export const RECEIPT_LIST: ListResource = {
  name: 'payments',
  references: { customer_id: 't.customer_id' },
  from: RECEIPT_FROM,
  select: RECEIPT_COLUMNS,
  sortable: { code: 't.code', date: 't.date', customer_name: 'c.name', paid_amount: 't.paid_amount', pay_type: 't.pay_type', created_at: 't.created_at' },
  defaultSort: { field: 'code', order: 'DESC' },
  searchable: ['t.code', 'c.name', 't.cheque_number', 't.remark'],
  dateColumn: 't.date',
  statusColumn: 't.stage',
  deletedColumn: 't.deleted_at',
};

const REFUND_FROM = `refunds t JOIN customers c ON c.tenant_id = t.tenant_id AND c.id = t.customer_id
  LEFT JOIN bank_accounts k ON k.tenant_id = t.tenant_id AND k.id = t.account_id`;
const REFUND_COLUMNS = `t.id, t.code, t.customer_id, c.name AS customer_name, t.date, t.refund_type, t.account_id, k.name AS account_name,
  t.amount::text, t.remark, t.note, t.stage, t.stage AS status, t.created_at, t.deleted_at, ${clearedOnSql(`'refund'`)} AS cleared`;

export const REFUND_LIST: ListResource = {
  name: 'payments/refunds',
  references: { customer_id: 't.customer_id' },
  from: REFUND_FROM,
  select: REFUND_COLUMNS,
  sortable: { code: 't.code', date: 't.date', customer_name: 'c.name', amount: 't.amount', refund_type: 't.refund_type', created_at: 't.created_at' },
  defaultSort: { field: 'code', order: 'DESC' },
  searchable: ['t.code', 'c.name', 't.remark'],
  dateColumn: 't.date',
  statusColumn: 't.stage',
  deletedColumn: 't.deleted_at',
};

export async function findReceipt(tx: Tx, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<ReceiptRow> {
  if (options.lock) await tx.query(`SELECT 1 FROM receipts WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, id]);
  const [row] = await tx.query<ReceiptRow>(`SELECT ${RECEIPT_COLUMNS}, t.allocations FROM ${RECEIPT_FROM} WHERE t.tenant_id = $1 AND t.id = $2`, [
    tenantId,
    id,
  ]);
  if (!row) throw notFound();
  return row;
}

export async function findRefund(tx: Tx, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<RefundRow> {
  if (options.lock) await tx.query(`SELECT 1 FROM refunds WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, id]);
  const [row] = await tx.query<RefundRow>(`SELECT ${REFUND_COLUMNS}, t.allocations FROM ${REFUND_FROM} WHERE t.tenant_id = $1 AND t.id = $2`, [
    tenantId,
    id,
  ]);
  if (!row) throw notFound();
  return row;
}

/** A receipt to edit, confirm or delete as a draft, locked for the rest of the request. */
export async function lockPendingReceipt(tx: Tx, tenantId: string, id: string): Promise<ReceiptRow> {
  const receipt = await findReceipt(tx, tenantId, id, { lock: true });
  if (receipt.deleted_at) throw notFound();
  assertPending(receipt.stage, 'receipt');
  return receipt;
}

/**
 * A pending receipt to confirm, in one round trip: touching `updated_at` (the confirmation's
 * time) takes the row's lock, then the row is read as it then is.
 */
export async function touchPendingReceipt(tx: Tx, tenantId: string, id: string): Promise<ReceiptRow> {
  const [receipt] = await tx.lockThenQuery<ReceiptRow>(
    `UPDATE receipts SET updated_at = now() WHERE tenant_id = $1 AND id = $2`,
    `SELECT ${RECEIPT_COLUMNS}, t.allocations FROM ${RECEIPT_FROM} WHERE t.tenant_id = $1 AND t.id = $2`,
    [tenantId, id],
  );
  if (!receipt || receipt.deleted_at) throw notFound();
  assertPending(receipt.stage, 'receipt');
  return receipt;
}

export async function lockPendingRefund(tx: Tx, tenantId: string, id: string): Promise<RefundRow> {
  const refund = await findRefund(tx, tenantId, id, { lock: true });
  if (refund.deleted_at) throw notFound();
  assertPending(refund.stage, 'refund');
  return refund;
}

/** Each allocation with its invoice's code and what the ledger says it was paid and still owes. */
export async function allocationView(tx: Tx, tenantId: string, allocations: readonly StoredAllocation[]): Promise<PaymentAllocationView[]> {
  if (allocations.length === 0) return [];
  const invoices = await tx.query<{ id: string; code: string; date: string; grand_total: string; paid: string; refunded: string; due: string; status: string }>(
    `SELECT i.id, i.code, i.date, i.grand_total::text, coalesce(b.paid, 0)::numeric(18,2)::text AS paid,
            coalesce(b.refunded, 0)::numeric(18,2)::text AS refunded,
            (CASE WHEN b.invoice_id IS NULL THEN i.grand_total WHEN b.reversed THEN 0 ELSE b.grand_total - b.paid + b.refunded END)::numeric(18,2)::text AS due,
            ${INVOICE_STATUS_SQL} AS status
       FROM invoices i LEFT JOIN invoice_balance b ON b.tenant_id = i.tenant_id AND b.invoice_id = i.id
      WHERE i.tenant_id = $1 AND i.id = ANY($2::uuid[])`,
    [tenantId, allocations.map((a) => a.invoice_id)],
  );
  return allocations.map((a) => {
    const invoice = invoices.find((i) => i.id === a.invoice_id);
    return {
      invoice_id: a.invoice_id,
      amount: a.amount,
      code: invoice?.code ?? null,
      invoice_date: invoice?.date ?? null,
      grand_total: invoice?.grand_total ?? null,
      paid_amount: invoice?.paid ?? null,
      refund_amount: invoice?.refunded ?? null,
      due_amount: invoice?.due ?? null,
      invoice_status: invoice?.status ?? null,
    };
  });
}

/**
 * A receipt or refund as the API answers it: the row, its status, and each invoice it names.
 * Handlers return it as the shared contract's ReceiptView / RefundView, which checks the shape.
 */
export type PaymentView<Row extends ReceiptRow | RefundRow> = Omit<Row, 'allocations'> & { status: Row['stage']; invoices: PaymentAllocationView[] };
export type { ReceiptView, RefundView } from '@ginuma/domain';

export async function paymentView<Row extends ReceiptRow | RefundRow>(tx: Tx, tenantId: string, row: Row): Promise<PaymentView<Row>> {
  const { allocations, ...rest } = row;
  return { ...rest, status: row.stage, invoices: await allocationView(tx, tenantId, allocations) };
}

/** A receipt's draft columns ($3…$15 of its INSERT and UPDATE), from its checked input. */
export function receiptColumns(input: ReceiptInput, allocations: readonly StoredAllocation[]): unknown[] {
  const c = input.cheque;
  return [
    input.customerId,
    input.date,
    input.payType,
    input.accountId,
    input.paidAmount.toFixed(),
    c.number,
    c.postDate,
    c.bank,
    c.branch,
    c.accountNumber,
    input.remark,
    input.note,
    JSON.stringify(allocations),
  ];
}

/** Saves a new pending receipt under the next receipt code; returns its id. */
export async function insertReceipt(tx: Tx, me: Principal, input: ReceiptInput, references: ReceiptReferences): Promise<string> {
  return (await insertReceiptRow(tx, me, input, references)).id;
}

/** What the references read (resolveReferences) found of a receipt's body, as its row stores and shows them. */
export interface ReceiptReferences {
  allocations: readonly StoredAllocation[];
  customerName: string;
  accountName: string | null;
}

/**
 * Saves a new pending receipt under the next receipt code and answers its row as `findReceipt`
 * reads it, in the INSERT's round trip: the names are those the references read found in this
 * transaction, what it applies is its allocations' sum, and no bank statement has cleared it yet. Citus 13.2 takes neither a data-changing
 * CTE joined to the tables it reads nor a subquery in an INSERT.
 */
export async function insertReceiptRow(tx: Tx, me: Principal, input: ReceiptInput, references: ReceiptReferences): Promise<ReceiptRow> {
  const code = await allocateCode(tx, me.tenantId, 'receipt');
  const [row] = await tx.query<ReceiptRow>(
    `INSERT INTO receipts AS t (tenant_id, code, customer_id, date, pay_type, account_id, paid_amount, cheque_number, post_date, bank, branch,
                                account_number, remark, note, allocations, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     RETURNING ${receiptColumnsOver({ customer: '$17::text', account: '$18::text' }, '$19::numeric', 'NULL::text')}, t.allocations`,
    [
      me.tenantId,
      code,
      ...receiptColumns(input, references.allocations),
      me.userId,
      references.customerName,
      references.accountName,
      Money.sum(references.allocations.map((a) => a.amount)).toFixed(),
    ],
  );
  return row;
}
