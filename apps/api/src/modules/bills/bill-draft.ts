import {
  billsRefusal,
  billTotals,
  Money,
  Quantity,
  productsRefusal,
  validationRefusal,
  type FieldRefusal,
  type PendingBill,
  type PendingBillLine,
} from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { violatedConstraint } from '../../platform/database/sql';
import type { Principal } from '../../platform/auth/principal';
import { validationFailed, type FieldErrors } from '../../platform/http/app-errors';
import { validBody } from '../../platform/http/validation.pipe';
import { BillRequest } from './bill.requests';
import type { BillDetailRow } from './bill-rows';

/** A bill's body checked and its references read: what the create and update statements store. */
export interface BillInput {
  supplierId: string;
  billNumber: string;
  date: string;
  dueDate: string;
  note: string | null;
  lines: PendingBillLine[];
}

const blank = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

/**
 * A bill's body read by its DTO, then checked against the workspace: a live supplier (whose
 * payment terms give the due date when none is typed), each line exactly one of a live stockable
 * product or a live expense category, live taxes, and a bill number the supplier has not used on
 * another live bill. `billId` is the bill being saved (its own number is not taken).
 */
export async function validBill(tx: Tx, me: Principal, body: unknown, billId: string | null): Promise<BillInput> {
  const request = await validBody(BillRequest, body);
  const errors: FieldErrors = {};
  const add = (field: string, refusal: FieldRefusal) => (errors[field] ??= []).push(refusal);
  request.lines.forEach((line, i) => {
    if (!line.product_id === !line.expense_category_id) add(`lines.${i}.product_id`, billsRefusal.field('line-item-one-of'));
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const lower = (id: string | null | undefined) => (id ? id.toLowerCase() : null);
  const products = request.lines.map((l) => lower(l.product_id));
  const categories = request.lines.map((l) => lower(l.expense_category_id));
  const taxes = request.lines.map((l) => lower(l.tax_id));
  const billNumber = request.bill_number.trim();
  const [found] = await tx.query<{
    supplier: boolean;
    terms: number | null;
    missing_products: number[];
    unstockable: number[];
    missing_categories: number[];
    missing_taxes: number[];
    rates: Record<string, string>;
    number_taken: boolean;
  }>(
    `WITH l AS (SELECT * FROM unnest($3::uuid[], $4::uuid[], $5::uuid[]) WITH ORDINALITY AS l (product_id, category_id, tax_id, i))
     SELECT EXISTS (SELECT 1 FROM suppliers WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL) AS supplier,
            (SELECT payment_terms_days FROM suppliers WHERE tenant_id = $1 AND id = $2) AS terms,
            coalesce((SELECT array_agg((i - 1)::int ORDER BY i) FROM l WHERE product_id IS NOT NULL
                        AND NOT EXISTS (SELECT 1 FROM products p WHERE p.tenant_id = $1 AND p.id = l.product_id AND p.deleted_at IS NULL)), '{}') AS missing_products,
            coalesce((SELECT array_agg((i - 1)::int ORDER BY i) FROM l JOIN products p ON p.tenant_id = $1 AND p.id = l.product_id
                       WHERE p.deleted_at IS NULL AND p.type <> 'Stockable'), '{}') AS unstockable,
            coalesce((SELECT array_agg((i - 1)::int ORDER BY i) FROM l WHERE category_id IS NOT NULL
                        AND NOT EXISTS (SELECT 1 FROM expense_categories c WHERE c.tenant_id = $1 AND c.id = l.category_id AND c.deleted_at IS NULL)), '{}') AS missing_categories,
            coalesce((SELECT array_agg((i - 1)::int ORDER BY i) FROM l WHERE tax_id IS NOT NULL
                        AND NOT EXISTS (SELECT 1 FROM taxes x WHERE x.tenant_id = $1 AND x.id = l.tax_id AND x.deleted_at IS NULL)), '{}') AS missing_taxes,
            (SELECT coalesce(jsonb_object_agg(x.id, x.rate::text), '{}') FROM taxes x WHERE x.tenant_id = $1 AND x.id IN (SELECT tax_id FROM l)) AS rates,
            EXISTS (SELECT 1 FROM bills b WHERE b.tenant_id = $1 AND b.supplier_id = $2 AND lower(b.bill_number) = lower($6)
                      AND b.deleted_at IS NULL AND ($7::uuid IS NULL OR b.id <> $7)) AS number_taken`,
    [me.tenantId, request.supplier_id.toLowerCase(), products, categories, taxes, billNumber, billId],
  );
  if (!found.supplier) add('supplier_id', validationRefusal.field('choice', { label: 'supplier' }));
  for (const i of found.missing_products) add(`lines.${i}.product_id`, validationRefusal.field('choice', { label: 'product' }));
  for (const i of found.unstockable) add(`lines.${i}.product_id`, productsRefusal.field('not-stockable'));
  for (const i of found.missing_categories) add(`lines.${i}.expense_category_id`, validationRefusal.field('choice', { label: 'expense category' }));
  for (const i of found.missing_taxes) add(`lines.${i}.tax_id`, validationRefusal.field('choice', { label: 'tax' }));
  if (found.number_taken) add('bill_number', billsRefusal.field('bill-number-taken', { number: billNumber }));
  const dueDate = request.due_date ?? addDays(request.date, found.terms ?? 0);
  if (dueDate < request.date) add('due_date', billsRefusal.field('due-before-date'));
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  return {
    supplierId: request.supplier_id.toLowerCase(),
    billNumber,
    date: request.date,
    dueDate,
    note: blank(request.note),
    lines: request.lines.map((l, i) => {
      const taxId = taxes[i] ?? null;
      return {
        productId: products[i] ?? null,
        expenseCategoryId: categories[i] ?? null,
        description: blank(l.description),
        quantity: Quantity.of(String(l.quantity)).toFixed(),
        unitCost: Money.of(String(l.unit_cost)).toFixed(),
        tax: taxId ? { taxId, rate: found.rates[taxId] ?? '0' } : null,
      };
    }),
  };
}

/** A business date plus whole days, as a business date (calendar arithmetic in UTC, where no day is skipped). */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The draft's columns, supplier_id through grand_total, in the order the create and update statements name them. */
export function billColumns(input: BillInput): unknown[] {
  const totals = billTotals(input.lines);
  const lines = input.lines.map((l, i) => {
    const t = totals.lines[i];
    return {
      product_id: l.productId,
      expense_category_id: l.expenseCategoryId,
      description: l.description,
      quantity: l.quantity,
      unit_cost: l.unitCost,
      tax_id: l.tax?.taxId ?? null,
      tax_rate: l.tax?.rate ?? null,
      amount: t?.amount.toFixed() ?? '0.00',
      tax_amount: t?.tax.toFixed() ?? '0.00',
      total: t?.total.toFixed() ?? '0.00',
    };
  });
  return [input.supplierId, input.billNumber, input.date, input.dueDate, input.note, JSON.stringify(lines), totals.subTotal.toFixed(), totals.taxTotal.toFixed(), totals.grandTotal.toFixed()];
}

/** A unique-key race the check above lost (two saves of one number at once) answers as the check does. */
export function billNumberTaken(error: unknown, billNumber: string): never {
  const { code } = error as { code?: string };
  if (code === '23505' && violatedConstraint(error) === 'bills_supplier_number_key') throw validationFailed({ bill_number: [billsRefusal.field('bill-number-taken', { number: billNumber })] });
  throw error;
}

/** A saved draft as the body that saved it: confirming checks it again, as it stands now. */
export function billBody(row: BillDetailRow): Record<string, unknown> {
  return {
    supplier_id: row.supplier_id,
    bill_number: row.bill_number,
    date: row.date,
    due_date: row.due_date,
    note: row.note,
    lines: row.lines.map((l) => ({
      product_id: l.product_id,
      expense_category_id: l.expense_category_id,
      description: l.description,
      quantity: l.quantity,
      unit_cost: l.unit_cost,
      tax_id: l.tax_id,
    })),
  };
}

/** A draft, checked again as it stands now (its taxes at today's rates), as the bill decider confirms it. */
export function pendingBill(row: { id: string; code: string }, input: BillInput): PendingBill {
  return {
    billId: row.id,
    code: row.code,
    supplierId: input.supplierId,
    billNumber: input.billNumber,
    date: input.date,
    dueDate: input.dueDate,
    lines: input.lines,
  };
}
