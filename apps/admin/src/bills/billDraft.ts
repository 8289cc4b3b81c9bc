import { billTotals, parseMoney, parseQuantity, type BillLineRequest, type BillRequest, type BillView } from '@ginuma/domain';
import type { FieldErrors } from '../providers/apiErrors';

/** A bill's live figures, as the domain computes them. */
export type BillTotals = ReturnType<typeof billTotals>;

/** What a line buys: goods into stock at its cost, or an expense charged to a category. */
export type BillLineKind = 'product' | 'expense';

/** One line as typed: strings until saved, so a half-typed "12." stays as the user left it. */
export interface BillDraftLine {
  key: string;
  kind: BillLineKind;
  product_id: string | null;
  expense_category_id: string | null;
  description: string;
  quantity: string;
  /** A product's price per unit; an expense line's amount (its quantity is 1). */
  unit_cost: string;
  tax_id: string | null;
}

export interface BillDraft {
  supplier_id: string | null;
  bill_number: string;
  date: string;
  /** Empty: the server sets it from the supplier's payment terms. */
  due_date: string;
  note: string;
  lines: BillDraftLine[];
}

let nextKey = 0;
const newKey = (): string => `b${(nextKey += 1)}`;

export function emptyBillLine(kind: BillLineKind = 'product'): BillDraftLine {
  return { key: newKey(), kind, product_id: null, expense_category_id: null, description: '', quantity: '1', unit_cost: '', tax_id: null };
}

export function newBillDraft(today: string): BillDraft {
  return { supplier_id: null, bill_number: '', date: today, due_date: '', note: '', lines: [emptyBillLine()] };
}

export function billDraftOf(bill: BillView): BillDraft {
  return {
    supplier_id: bill.supplier_id,
    bill_number: bill.bill_number,
    date: bill.date,
    due_date: bill.due_date ?? '',
    note: bill.note ?? '',
    lines: bill.lines.map((line) => ({
      key: newKey(),
      kind: line.expense_category_id ? 'expense' : 'product',
      product_id: line.product_id,
      expense_category_id: line.expense_category_id,
      description: line.description ?? '',
      quantity: line.quantity,
      unit_cost: line.unit_cost,
      tax_id: line.tax_id,
    })),
  };
}

/** What a line may buy, in its one picker: a stockable product or an expense category. */
export interface BillItem {
  kind: BillLineKind;
  id: string;
  name: string;
  /** A product's last cost; null for a category. */
  unit_cost: string | null;
}

/**
 * The line with `item` chosen: its kind follows the item and the other kind's reference goes (a
 * line is exactly one of the two); an expense is one of its amount; a product's last cost is where
 * its unit cost starts until the supplier's price is typed.
 */
export function lineWithItem(line: BillDraftLine, item: BillItem | null): BillDraftLine {
  if (!item) return { ...line, product_id: null, expense_category_id: null };
  if (item.kind === 'expense') return { ...line, kind: 'expense', product_id: null, expense_category_id: item.id, quantity: '1' };
  return { ...line, kind: 'product', product_id: item.id, expense_category_id: null, unit_cost: line.unit_cost || (item.unit_cost ?? '') };
}

/** A line the user has not touched is not sent: an empty row is no item. */
function isBlank(line: BillDraftLine): boolean {
  return !line.product_id && !line.expense_category_id && line.description.trim() === '' && line.unit_cost.trim() === '';
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * The request body. A line sends only its own kind's reference (the contract: exactly one of
 * the two), and an expense line is one of its amount. Totals are left to the server, which
 * computes them again; an empty due date is null, for the supplier's payment terms.
 */
export function billBodyOf(draft: BillDraft): BillRequest {
  return {
    supplier_id: draft.supplier_id ?? '',
    bill_number: draft.bill_number.trim(),
    date: draft.date,
    due_date: orNull(draft.due_date),
    note: orNull(draft.note),
    lines: draft.lines
      .filter((line) => !isBlank(line))
      .map(
        (line): BillLineRequest => ({
          product_id: line.kind === 'product' ? line.product_id : null,
          expense_category_id: line.kind === 'expense' ? line.expense_category_id : null,
          description: orNull(line.description),
          quantity: line.kind === 'expense' ? '1' : line.quantity.trim(),
          unit_cost: line.unit_cost.trim(),
          tax_id: line.tax_id,
        }),
      ),
  };
}

/**
 * A 422's field errors keyed as the editor shows them: a line's (`lines.2.unit_cost`, counted
 * in the body, which skips blank rows) gets the line's key, `<key>.<field>`.
 */
export function billDraftErrors(draft: BillDraft, errors: FieldErrors): FieldErrors {
  const keyAt = draft.lines.filter((line) => !isBlank(line)).map((line) => line.key);
  const byField: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const line = /^lines\.(\d+)\.(.+)$/.exec(field);
    const key = line ? keyAt[Number(line[1])] : undefined;
    byField[line && key ? `${key}.${line[2]}` : field] = message;
  }
  return byField;
}

// Half-typed or invalid input counts as zero while typing; the server's 422 names it on save.
const money = (text: string): string => {
  const parsed = parseMoney(text.trim() === '' ? '0' : text.trim(), { sign: 'non-negative' });
  return parsed.ok ? parsed.value.toFixed() : '0';
};
const quantity = (text: string): string => {
  const parsed = parseQuantity(text.trim() === '' ? '0' : text.trim());
  return parsed.ok ? parsed.value.toFixed() : '0';
};

/**
 * The bill's figures on what is typed now: the domain's own `billTotals`, which the API stores
 * on confirmation (each line's amount and tax rounded half-up on their own, totals summing
 * rounded figures), so the screen shows what the server will. An expense line is one of its
 * amount; `rates` is each tax's rate by id (a tax not loaded yet counts as none).
 */
export function liveBillTotals(draft: Pick<BillDraft, 'lines'>, rates: ReadonlyMap<string, string>): BillTotals {
  return billTotals(
    draft.lines.map((line) => {
      const rate = line.tax_id ? rates.get(line.tax_id) : undefined;
      return {
        quantity: line.kind === 'expense' ? '1' : quantity(line.quantity),
        unitCost: money(line.unit_cost),
        tax: line.tax_id && rate !== undefined ? { taxId: line.tax_id, rate } : null,
      };
    }),
  );
}
