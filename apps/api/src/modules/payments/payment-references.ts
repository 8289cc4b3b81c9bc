import {
  ACCOUNTS, invoicingRefusal, Money, paymentsRefusal, validationRefusal, type Allocation, type FieldRefusal, type OpenInvoiceView, type PaymentAllocationView, type StoredEvent,
} from '@ginuma/domain';
import { balanceOfSql, INVOICE_STATUS_SQL, streamHistorySql } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import { uuidOrNullSql } from '../../platform/database/sql';
import { validationFailed, type FieldErrors } from '../../platform/http/app-errors';
import type { StoredAllocation } from './payment-rows';

interface OpenInvoice {
  /** The reference as the body gave it (an id or a code) and what it found, if anything. */
  found: boolean;
  id: string;
  code: string;
  customer_id: string | null;
  stage: string;
  deleted_at: string | null;
  due: string;
  refundable: string;
  /** What a payment's view shows of it (allocationView's figures). */
  date: string;
  grand_total: string;
  paid: string;
  refunded: string;
  view_due: string;
  status: string;
  /** The invoice's stream, when asked for. */
  history?: StoredEvent[];
}

const INVOICE_FIGURES = `SELECT i.id, i.code, i.customer_id, i.stage, i.deleted_at,
    (CASE WHEN b.invoice_id IS NULL OR b.reversed THEN 0 ELSE b.grand_total - b.paid + b.refunded END)::numeric(18,2)::text AS due,
    coalesce(b.paid - b.refunded, 0)::numeric(18,2)::text AS refundable,
    i.date, i.grand_total::text AS grand_total, coalesce(b.paid, 0)::numeric(18,2)::text AS paid, coalesce(b.refunded, 0)::numeric(18,2)::text AS refunded,
    (CASE WHEN b.invoice_id IS NULL THEN i.grand_total WHEN b.reversed THEN 0 ELSE b.grand_total - b.paid + b.refunded END)::numeric(18,2)::text AS view_due,
    ${INVOICE_STATUS_SQL} AS status
  FROM invoices i LEFT JOIN invoice_balance b ON b.tenant_id = i.tenant_id AND b.invoice_id = i.id`;

export interface ResolvedReferences {
  customerName: string;
  /** The bank account's name, when the body names one. */
  accountName: string | null;
  allocations: StoredAllocation[];
  /** Each allocation as a payment's view shows it (allocationView's answer), read in the same round trip. */
  allocationViews: PaymentAllocationView[];
  /** With `streams`: each allocation's invoice stream (in the allocations' order) and the document's own. */
  histories?: { own: StoredEvent[]; invoices: StoredEvent[][] };
}

/** What the references read answers. */
export interface ReferencesRow {
  customer_name: string | null;
  account_name: string | null;
  invoices: OpenInvoice[];
  own?: StoredEvent[];
}

/**
 * The references read's columns over SQL expressions for the tenant, the customer, the bank
 * account, a FROM item `r(ref, n)` of the invoice references in order, and (with `own`) the
 * document's own stream.
 */
function referencesColumns(sql: { tenant: string; customer: string; account: string; refs: string; own?: string }): string {
  const history = (stream: string) => (sql.own ? `, 'history', ${streamHistorySql(sql.tenant, stream)}` : '');
  return `(SELECT name FROM customers WHERE tenant_id = ${sql.tenant} AND id = ${sql.customer} AND deleted_at IS NULL) AS customer_name,
            (SELECT name FROM bank_accounts WHERE tenant_id = ${sql.tenant} AND id = ${sql.account} AND deleted_at IS NULL) AS account_name,
            (SELECT coalesce(json_agg(json_build_object(
                      'found', x.id IS NOT NULL, 'id', x.id, 'code', x.code, 'customer_id', x.customer_id, 'stage', x.stage,
                      'deleted_at', x.deleted_at, 'due', x.due, 'refundable', x.refundable, 'date', x.date, 'grand_total', x.grand_total,
                      'paid', x.paid, 'refunded', x.refunded, 'view_due', x.view_due, 'status', x.status ${history(`'invoice-' || x.id`)}) ORDER BY r.n), '[]')
               FROM ${sql.refs}
               LEFT JOIN LATERAL (${INVOICE_FIGURES} WHERE i.tenant_id = ${sql.tenant} AND (i.id = ${uuidOrNullSql('r.ref')} OR i.code = r.ref) LIMIT 1) x ON true
            ) AS invoices
            ${sql.own ? `, ${streamHistorySql(sql.tenant, sql.own)} AS own` : ''}`;
}

/**
 * The references of a receipt or refund body, checked against the workspace in one round trip:
 * its customer, its bank account, and each invoice (by id or code) a confirmed, standing invoice
 * of that customer; a draft's save also checks each amount against what the invoice has due (a
 * receipt) or paid (a refund), by the invoice_balance projection. A confirmation passes no
 * `limit`: the invoice's decider checks the amount on its stream, once, and asks for the
 * `streams` instead (the document's own stream and its invoices'), read in the same round trip.
 * Throws a 422 naming every field.
 */
export async function resolveReferences(
  tx: Tx,
  tenantId: string,
  input: { customerId: string; accountId: string | null; invoices: readonly Allocation[] },
  limit: 'due' | 'refundable' | null,
  streams?: { own: string },
): Promise<ResolvedReferences> {
  const [row] = await tx.query<ReferencesRow>(
    `SELECT ${referencesColumns({ tenant: '$1', customer: '$2', account: '$3', refs: 'unnest($4::text[]) WITH ORDINALITY AS r(ref, n)', ...(streams ? { own: '$5' } : {}) })}`,
    [tenantId, input.customerId, input.accountId, input.invoices.map((a) => a.invoiceId), ...(streams ? [streams.own] : [])],
  );
  return checkReferences(row, input, limit, streams !== undefined);
}

/** Checks what the references read answered against the body; `streams` when the read took them. */
function checkReferences(
  row: ReferencesRow | undefined,
  input: { customerId: string; accountId: string | null; invoices: readonly Allocation[] },
  limit: 'due' | 'refundable' | null,
  streams: boolean,
): ResolvedReferences {
  const errors: FieldErrors = {};
  const add = (field: string, refusal: FieldRefusal) => (errors[field] ??= []).push(refusal);
  if ((row?.customer_name ?? null) === null) add('customer_id', validationRefusal.field('choice', { label: 'customer' }));
  if (input.accountId && (row?.account_name ?? null) === null) add('account_id', validationRefusal.field('choice', { label: 'account' }));
  const seen = new Set<string>();
  const allocations: StoredAllocation[] = [];
  const allocationViews: PaymentAllocationView[] = [];
  const histories: StoredEvent[][] = [];
  for (const [i, allocation] of input.invoices.entries()) {
    const invoice = row?.invoices[i];
    if (!invoice?.found || invoice.customer_id !== input.customerId || invoice.stage !== 'confirmed' || invoice.deleted_at || seen.has(invoice.id)) {
      add(`invoices.${i}.invoice_id`, paymentsRefusal.field('invoice-invalid'));
      continue;
    }
    seen.add(invoice.id);
    const available = limit === null ? null : Money.of(limit === 'due' ? invoice.due : invoice.refundable);
    if (available && allocation.amount.greaterThan(available)) {
      add(
        `invoices.${i}.amount`,
        limit === 'due'
          ? invoicingRefusal.field('amount-over-due', { due: available.toFixed() })
          : invoicingRefusal.field('refund-over-paid', { paid: available.toFixed() }),
      );
    }
    allocations.push({ invoice_id: invoice.id, amount: allocation.amount.toFixed() });
    allocationViews.push({
      invoice_id: invoice.id,
      amount: allocation.amount.toFixed(),
      code: invoice.code,
      invoice_date: invoice.date,
      grand_total: invoice.grand_total,
      paid_amount: invoice.paid,
      refund_amount: invoice.refunded,
      due_amount: invoice.view_due,
      invoice_status: invoice.status,
    });
    histories.push(invoice.history ?? []);
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { customerName: row?.customer_name ?? '', accountName: row?.account_name ?? null, allocations, allocationViews, ...(streams ? { histories: { own: row?.own ?? [], invoices: histories } } : {}) };
}

/** The customer's credit balance, locking the customer so two spends of it queue. */
export async function lockedCreditBalance(tx: Tx, tenantId: string, customerId: string): Promise<Money> {
  await tx.query(`SELECT 1 FROM customers WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, customerId]);
  return creditBalance(tx, tenantId, customerId);
}

/** What the business owes the customer: over-payments and credit refunds not yet spent. */
export async function creditBalance(tx: Tx, tenantId: string, customerId: string): Promise<Money> {
  const [row] = await tx.query<{ balance: string }>(
    `SELECT ${balanceOfSql({ tenantSql: '$1', accountSql: `'${ACCOUNTS.customerCredit}'`, partySql: "'customer:' || $2", normal: 'credit' })} AS balance`,
    [tenantId, customerId],
  );
  return Money.of(row.balance);
}

/** The confirmed invoices of a customer that still owe something, oldest first: what a receipt can settle. */
export async function openInvoices(tx: Tx, tenantId: string, customerId: string): Promise<OpenInvoiceView[]> {
  return tx.query<OpenInvoiceView>(
    `SELECT i.id, i.code, i.date, i.due_date, i.grand_total::text,
            coalesce(b.paid, 0)::numeric(18,2)::text AS paid_amount, coalesce(b.refunded, 0)::numeric(18,2)::text AS refund_amount,
            (b.grand_total - b.paid + b.refunded)::numeric(18,2)::text AS due_amount,
            (b.paid - b.refunded)::numeric(18,2)::text AS refundable_amount
       FROM invoices i JOIN invoice_balance b ON b.tenant_id = i.tenant_id AND b.invoice_id = i.id
      WHERE i.tenant_id = $1 AND i.customer_id = $2 AND i.deleted_at IS NULL AND NOT b.reversed
        AND (b.grand_total - b.paid + b.refunded > 0 OR b.paid - b.refunded > 0)
      ORDER BY i.date, i.code LIMIT 500`,
    [tenantId, customerId],
  );
}
