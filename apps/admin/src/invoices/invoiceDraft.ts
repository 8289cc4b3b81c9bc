import {
  computeDocumentTotals,
  Money,
  parseMoney,
  parseQuantity,
  Quantity,
  type Discount,
  type DocumentLine,
  type DiscountType,
  type DocumentTotals,
  type InvoiceRequest,
  type TaxTreatment,
} from '@ginuma/domain';
import type { FieldErrors } from '../providers/apiErrors';
import { isInvoice, type SalesDocument } from './documentKind';

/** One line as typed: strings until saved, so a half-typed "12." stays as the user left it. */
export interface DraftLine {
  key: string;
  product_id: string | null;
  product_name: string;
  description: string;
  unit: string | null;
  price: string;
  quantity: string;
  discount_type: DiscountType;
  discount_value: string;
  unit_cost: string;
  stockable: boolean;
  tax_treatment: TaxTreatment;
}

export interface DraftTax {
  tax_id: string;
  name: string;
  abbreviation: string;
  rate: string;
}

export interface DraftParameter {
  key: string;
  parameter_id: string | null;
  name: string;
  amount: string;
}

export interface InvoiceDraft {
  cash: boolean;
  customer_id: string | null;
  customer_name: string;
  cash_customer: string;
  contact_person: string;
  date: string;
  due_date: string;
  project_ref: string;
  note: string;
  lines: DraftLine[];
  other_discount_type: DiscountType;
  other_discount: string;
  taxes: DraftTax[];
  /** The prices include the taxes of the standard-rated lines. */
  prices_include_tax: boolean;
  parameters: DraftParameter[];
  recurring: boolean;
  recurring_every_months: string;
  recurring_date: string;
  recurring_till: string;
}

let nextKey = 0;
export const newKey = (): string => `k${(nextKey += 1)}`;

export function emptyLine(): DraftLine {
  return {
    key: newKey(),
    product_id: null,
    product_name: '',
    description: '',
    unit: null,
    price: '',
    quantity: '1',
    discount_type: 'value',
    discount_value: '',
    unit_cost: '',
    stockable: false,
    tax_treatment: 'standard',
  };
}

export function newDraft(today: string): InvoiceDraft {
  return {
    cash: false,
    customer_id: null,
    customer_name: '',
    cash_customer: '',
    contact_person: '',
    date: today,
    // Empty: the server sets it from the customer's payment terms.
    due_date: '',
    project_ref: '',
    note: '',
    lines: [emptyLine()],
    other_discount_type: 'value',
    other_discount: '',
    taxes: [],
    prices_include_tax: false,
    parameters: [],
    recurring: false,
    recurring_every_months: '1',
    recurring_date: '',
    recurring_till: '',
  };
}

export function draftOf(invoice: SalesDocument): InvoiceDraft {
  // A quotation has no schedule: it keeps the new draft's.
  const schedule = isInvoice(invoice) ? invoice : { recurring: false, recurring_every_months: null, recurring_date: null, recurring_till: null };
  return {
    cash: invoice.cash_customer !== null && invoice.customer_id === null,
    customer_id: invoice.customer_id,
    customer_name: invoice.customer_name ?? '',
    cash_customer: invoice.cash_customer ?? '',
    contact_person: invoice.contact_person ?? '',
    date: invoice.date,
    due_date: invoice.due_date ?? '',
    project_ref: invoice.project_ref ?? '',
    note: invoice.note ?? '',
    lines: invoice.lines.map((line) => ({
      key: newKey(),
      product_id: line.product_id,
      product_name: '',
      description: line.description,
      unit: line.unit,
      price: line.price,
      quantity: line.quantity,
      discount_type: line.discount_type,
      discount_value: line.discount_value,
      unit_cost: line.unit_cost ?? '',
      stockable: line.stockable,
      tax_treatment: line.tax_treatment,
    })),
    other_discount_type: invoice.other_discount_type,
    other_discount: invoice.other_discount,
    taxes: invoice.taxes.map(({ tax_id, name, abbreviation, rate }) => ({ tax_id, name, abbreviation, rate })),
    prices_include_tax: invoice.prices_include_tax,
    parameters: invoice.parameters.map((p) => ({ key: newKey(), ...p })),
    recurring: schedule.recurring,
    recurring_every_months: String(schedule.recurring_every_months ?? 1),
    recurring_date: schedule.recurring_date ?? '',
    recurring_till: schedule.recurring_till ?? '',
  };
}

/** A line the user has not touched is not sent: an empty grid row is no item. */
function isBlank(line: DraftLine): boolean {
  return !line.product_id && line.description.trim() === '' && line.price.trim() === '';
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The request body (`recurs`: the kind has a schedule, as invoices do); totals are left to the server, which recomputes them. */
export function bodyOf(draft: InvoiceDraft, recurs: boolean): InvoiceRequest {
  return {
    ...(draft.cash ? { cash_customer: orNull(draft.cash_customer) } : { customer_id: draft.customer_id }),
    contact_person: draft.cash ? null : orNull(draft.contact_person),
    date: draft.date,
    due_date: orNull(draft.due_date),
    project_ref: orNull(draft.project_ref),
    note: orNull(draft.note),
    lines: draft.lines
      .filter((line) => !isBlank(line))
      .map((line) => ({
        product_id: line.product_id,
        description: line.description,
        price: orNull(line.price),
        quantity: line.quantity,
        discount_type: line.discount_type,
        discount_value: orNull(line.discount_value) ?? '0',
        unit_cost: orNull(line.unit_cost),
        tax_treatment: line.tax_treatment,
      })),
    other_discount_type: draft.other_discount_type,
    other_discount: orNull(draft.other_discount) ?? '0',
    tax_ids: draft.taxes.map((t) => t.tax_id),
    prices_include_tax: draft.prices_include_tax,
    parameters: draft.parameters.map(({ parameter_id, name, amount }) => ({ parameter_id, name, amount: orNull(amount) ?? '0' })),
    ...(recurs ? { recurring: draft.recurring } : {}),
    ...(recurs && draft.recurring
      ? {
          recurring_every_months: Number(draft.recurring_every_months),
          recurring_date: orNull(draft.recurring_date),
          recurring_till: orNull(draft.recurring_till),
        }
      : {}),
  };
}

/**
 * A 422's field errors keyed as the editor shows them. Line errors come keyed by the position
 * in the body, which skips blank rows: they are given the line's key (`<key>.<field>`); a list
 * field's `taxes.0`-style key is its own name.
 */
export function draftErrors(draft: InvoiceDraft, errors: FieldErrors): FieldErrors {
  const keyAt = draft.lines.filter((line) => !isBlank(line)).map((line) => line.key);
  const byField: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const line = /^lines\.(\d+)\.(.+)$/.exec(field);
    const key = line ? keyAt[Number(line[1])] : undefined;
    byField[line && key ? `${key}.${line[2]}` : field.replace(/\.\d+$/, '')] = message;
  }
  return byField;
}

// Half-typed or invalid input counts as zero while typing; the server's 422 names it on save.
const money = (text: string, sign: 'non-negative' | 'any' = 'non-negative'): Money => {
  const parsed = parseMoney(text.trim() === '' ? '0' : text.trim(), { sign });
  return parsed.ok ? parsed.value : Money.ZERO;
};
const quantity = (text: string): Quantity => {
  const parsed = parseQuantity(text.trim() === '' ? '0' : text.trim());
  return parsed.ok ? parsed.value : Quantity.of('0');
};
const discount = (type: DiscountType, text: string): Discount =>
  type === 'percentage' ? { type, rate: money(text).toFixed() } : { type, value: money(text) };

/** The same computation the server runs, on what is typed now (exact decimals). */
export function liveTotals(draft: InvoiceDraft): DocumentTotals {
  const lines: DocumentLine[] = draft.lines.map((line) => ({
    productId: line.product_id,
    description: line.description,
    unit: line.unit,
    unitPrice: money(line.price),
    quantity: quantity(line.quantity),
    discount: discount(line.discount_type, line.discount_value),
    unitCost: line.unit_cost.trim() === '' ? null : money(line.unit_cost),
    stockable: line.stockable,
    taxTreatment: line.tax_treatment,
  }));
  return computeDocumentTotals({
    lines,
    otherDiscount: discount(draft.other_discount_type, draft.other_discount),
    taxes: draft.taxes.map((t) => ({ taxId: t.tax_id, name: t.name, abbreviation: t.abbreviation, rate: t.rate })),
    parameters: draft.parameters.map((p) => ({ parameterId: p.parameter_id, name: p.name, amount: money(p.amount, 'any') })),
    pricesIncludeTax: draft.prices_include_tax,
  });
}
