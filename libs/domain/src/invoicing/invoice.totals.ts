import { MoneyDecimal } from '../money/decimal';
import { Money } from '../money/money';
import type { Quantity } from '../money/quantity';
import type { FieldErrors } from '../shared/domain-error';
import { invoicingRefusal, type InvoicingErrorCode } from './invoicing.errors';

export type DiscountType = 'value' | 'percentage';

/** A discount as entered: an amount, or a rate in percent (0–100) of what it applies to. */
export type Discount = { type: 'value'; value: Money } | { type: 'percentage'; rate: string };

export const NO_DISCOUNT: Discount = { type: 'value', value: Money.ZERO };

/** A customer record (the "company" of the invoice screen, with a contact person) or a walk-in cash customer. */
export type InvoiceCustomer =
  | { kind: 'company'; customerId: string; contactPerson: string | null }
  | { kind: 'cash'; name: string };

export interface DocumentLine {
  productId: string | null;
  description: string;
  unit: string | null;
  unitPrice: Money;
  quantity: Quantity;
  discount: Discount;
  unitCost: Money | null;
  /** Stockable products leave inventory when the invoice is confirmed. */
  stockable: boolean;
}

/** A tax of the registry as applied to one document: its rate is copied, not referenced. */
export type AppliedTax = { taxId: string; name: string; abbreviation: string; rate: string };

/** An invoice parameter: a named adjustment added after tax (delivery charge +, rounding −). */
export interface DocumentParameter {
  parameterId: string | null;
  name: string;
  amount: Money;
}

/** What an invoice or a quotation says, before any totals; shared by both documents. */
export interface DocumentContent {
  customer: InvoiceCustomer | null;
  date: string;
  dueDate: string;
  projectRef: string | null;
  note: string | null;
  lines: readonly DocumentLine[];
  otherDiscount: Discount;
  taxes: readonly AppliedTax[];
  parameters: readonly DocumentParameter[];
}

export interface LineTotals {
  /** price × quantity */
  gross: Money;
  discount: Money;
  /** gross − discount */
  total: Money;
  /** unit cost × quantity; null when the line has no unit cost */
  cost: Money | null;
  /** total − cost */
  profit: Money | null;
}

export type TaxTotal = AppliedTax & { amount: Money };

export interface DocumentTotals {
  lines: LineTotals[];
  /** Σ line gross: what the sales account is credited with. */
  grossSales: Money;
  lineDiscounts: Money;
  /** Σ line totals */
  subTotal: Money;
  otherDiscount: Money;
  /** sub total − other discount: the base of every tax. */
  taxableAmount: Money;
  taxes: TaxTotal[];
  taxTotal: Money;
  parameterTotal: Money;
  /** taxable amount + Σ taxes + Σ parameters */
  grandTotal: Money;
}

/*
 * Rounding rule: every figure that can have more than two decimals (a line's gross, a
 * percentage discount, a line's cost, each tax) is rounded ROUND_HALF_UP to the cent on its
 * own; sums only ever add figures already rounded, so the printed document adds up.
 * Taxes do not compound: each tax is its rate of the same base (sub total − other
 * discount), never of a base that includes another tax.
 * A discount never exceeds what it applies to (line gross, or sub total); validation
 * reports one that would, the computation caps it.
 */
export function computeDocumentTotals(
  content: Pick<DocumentContent, 'lines' | 'otherDiscount' | 'taxes' | 'parameters'>,
): DocumentTotals {
  const lines = content.lines.map(computeLineTotals);
  const grossSales = Money.sum(lines.map((l) => l.gross));
  const lineDiscounts = Money.sum(lines.map((l) => l.discount));
  const subTotal = Money.sum(lines.map((l) => l.total));
  const otherDiscount = discountOf(subTotal, content.otherDiscount);
  const taxableAmount = subTotal.minus(otherDiscount);
  const taxes = content.taxes.map((t) => ({ ...t, amount: taxableAmount.percent(t.rate) }));
  const taxTotal = Money.sum(taxes.map((t) => t.amount));
  const parameterTotal = Money.sum(content.parameters.map((p) => p.amount));
  const grandTotal = taxableAmount.plus(taxTotal).plus(parameterTotal);
  return { lines, grossSales, lineDiscounts, subTotal, otherDiscount, taxableAmount, taxes, taxTotal, parameterTotal, grandTotal };
}

export function computeLineTotals(line: DocumentLine): LineTotals {
  const gross = line.unitPrice.times(line.quantity);
  const discount = discountOf(gross, line.discount);
  const total = gross.minus(discount);
  const cost = line.unitCost ? line.unitCost.times(line.quantity) : null;
  return { gross, discount, total, cost, profit: cost ? total.minus(cost) : null };
}

/** The discount's amount on `base`, rounded to the cent and capped at the base. */
export function discountOf(base: Money, discount: Discount): Money {
  const amount = discount.type === 'value' ? discount.value : base.percent(discount.rate);
  return Money.max(Money.ZERO, Money.min(amount, base));
}

function discountError(base: Money, discount: Discount, over: InvoicingErrorCode): InvoicingErrorCode | null {
  if (discount.type === 'percentage') {
    const rate = new MoneyDecimal(discount.rate);
    return rate.isNegative() || rate.greaterThan(100) ? 'discount-percentage-range' : null;
  }
  if (discount.value.isNegative()) return 'discount-negative';
  return discount.value.greaterThan(base) ? over : null;
}

/**
 * The business rules a complete document must meet, as field errors keyed like the API body
 * (`lines.0.quantity`). Used by input validation and again when an invoice is confirmed, so
 * a stored draft that no longer holds (a product's price changed…) cannot be confirmed.
 */
export function documentRuleErrors(content: DocumentContent, totals: DocumentTotals = computeDocumentTotals(content)): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, code: InvoicingErrorCode): void => {
    (errors[field] ??= []).push(invoicingRefusal.field(code));
  };
  if (!content.customer) add('customer_id', 'customer-and-items-required');
  if (content.lines.length === 0) add('lines', 'customer-and-items-required');
  if (content.dueDate < content.date) add('due_date', 'due-before-date');
  content.lines.forEach((line, i) => {
    const t = totals.lines[i];
    if (!t) return;
    if (!line.quantity.toDecimal().greaterThan(0)) add(`lines.${i}.quantity`, 'quantity-not-positive');
    if (line.unitPrice.isNegative()) add(`lines.${i}.price`, 'price-negative');
    if (t.gross.isOutOfRange()) add(`lines.${i}.quantity`, 'line-too-large');
    const discount = discountError(t.gross, line.discount, 'discount-over-line');
    if (discount) add(`lines.${i}.discount_value`, discount);
  });
  const other = discountError(totals.subTotal, content.otherDiscount, 'other-discount-over-sub-total');
  if (other) add('other_discount', other);
  if (totals.grandTotal.isNegative()) add('grand_total', 'grand-total-negative');
  if (totals.grandTotal.isOutOfRange() || totals.grossSales.isOutOfRange()) {
    add('grand_total', 'grand-total-too-large');
  }
  return errors;
}
