import { ACCOUNTS, invoicingRefusal, Money, paymentsRefusal, validationRefusal, type Allocation, type FieldRefusal, type OpenInvoiceView } from '@ginuma/domain';
import { balanceOfSql } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import { validationFailed, type FieldErrors } from '../../platform/http/app-errors';
import type { StoredAllocation } from './payment-rows';

interface OpenInvoice {
  id: string;
  code: string;
  customer_id: string | null;
  stage: string;
  deleted_at: Date | null;
  due: string;
  refundable: string;
}

const INVOICE_FIGURES = `SELECT i.id, i.code, i.customer_id, i.stage, i.deleted_at,
    (CASE WHEN b.invoice_id IS NULL OR b.reversed THEN 0 ELSE b.grand_total - b.paid + b.refunded END)::numeric(18,2)::text AS due,
    coalesce(b.paid - b.refunded, 0)::numeric(18,2)::text AS refundable
  FROM invoices i LEFT JOIN invoice_balance b ON b.tenant_id = i.tenant_id AND b.invoice_id = i.id`;

/**
 * The references of a receipt or refund body, checked against the workspace: its customer, its
 * bank account, and each invoice (by id or code) a confirmed, standing invoice of that customer
 * with enough due (a receipt) or paid (a refund) for its amount. Throws a 422 naming every field.
 */
export async function resolveReferences(
  tx: Tx,
  tenantId: string,
  input: { customerId: string; accountId: string | null; invoices: readonly Allocation[] },
  limit: 'due' | 'refundable',
): Promise<{ customerName: string; allocations: StoredAllocation[] }> {
  const errors: FieldErrors = {};
  const add = (field: string, refusal: FieldRefusal) => (errors[field] ??= []).push(refusal);
  const [customer] = await tx.query<{ name: string }>(`SELECT name FROM customers WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`, [
    tenantId,
    input.customerId,
  ]);
  if (!customer) add('customer_id', validationRefusal.field('choice', { label: 'customer' }));
  if (input.accountId) {
    const [account] = await tx.query(`SELECT 1 FROM bank_accounts WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`, [tenantId, input.accountId]);
    if (!account) add('account_id', validationRefusal.field('choice', { label: 'account' }));
  }
  const seen = new Set<string>();
  const allocations: StoredAllocation[] = [];
  for (const [i, allocation] of input.invoices.entries()) {
    const [invoice] = await tx.query<OpenInvoice>(`${INVOICE_FIGURES} WHERE i.tenant_id = $1 AND (i.id::text = lower($2) OR i.code = $2)`, [
      tenantId,
      allocation.invoiceId,
    ]);
    if (!invoice || invoice.customer_id !== input.customerId || invoice.stage !== 'confirmed' || invoice.deleted_at || seen.has(invoice.id)) {
      add(`invoices.${i}.invoice_id`, paymentsRefusal.field('invoice-invalid'));
      continue;
    }
    seen.add(invoice.id);
    const available = Money.of(limit === 'due' ? invoice.due : invoice.refundable);
    if (allocation.amount.greaterThan(available)) {
      add(
        `invoices.${i}.amount`,
        limit === 'due'
          ? invoicingRefusal.field('amount-over-due', { due: available.toFixed() })
          : invoicingRefusal.field('refund-over-paid', { paid: available.toFixed() }),
      );
    }
    allocations.push({ invoice_id: invoice.id, amount: allocation.amount.toFixed() });
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { customerName: customer?.name ?? '', allocations };
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
      WHERE i.tenant_id = $1 AND i.customer_id = $2 AND i.stage = 'confirmed' AND i.deleted_at IS NULL AND NOT b.reversed
        AND (b.grand_total - b.paid + b.refunded > 0 OR b.paid - b.refunded > 0)
      ORDER BY i.date, i.code LIMIT 500`,
    [tenantId, customerId],
  );
}
