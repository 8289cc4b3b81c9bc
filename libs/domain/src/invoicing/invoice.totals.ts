import { MoneyDecimal } from '../money/decimal';
import { Money } from '../money/money';
import type { Quantity } from '../money/quantity';
import type { FieldErrors } from '../shared/domain-error';
import { DEFAULT_TAX_TREATMENT, TAX_TREATMENTS, type TaxTreatment } from '../tax/tax-treatment';
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
  /** Left out: standard (see TAX_TREATMENTS). */
  taxTreatment?: TaxTreatment;
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
  /** Whether the lines' prices include the taxes of their standard-rated lines; left out: they do not. */
  pricesIncludeTax?: boolean;
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

/** A line's part in the document's VAT: what it is worth after every discount, without VAT, and the VAT on it. */
export interface LineTax {
  treatment: TaxTreatment;
  /** The line's share of the other discount. */
  otherDiscount: Money;
  /** total − its share of the other discount − its VAT when prices include it */
  value: Money;
  /** Its share of the document's taxes (standard-rated lines only). */
  tax: Money;
}

/** One treatment's supplies on a document, as the ledger takes them: sales credited, discounts debited, and the value between them. */
export interface TreatmentSupplies {
  treatment: TaxTreatment;
  /** Σ line gross, less the taxes the prices included (standard only) */
  sales: Money;
  /** Σ line discounts + Σ their shares of the other discount */
  discounts: Money;
  /** sales − discounts: the value of these supplies excluding VAT */
  value: Money;
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
  /** sub total − other discount: what the lines come to after discounts (taxes included when the prices include them). */
  taxableAmount: Money;
  /** Each line's value excluding VAT and its VAT, in the order of `lines`. */
  lineTaxes: LineTax[];
  /** The supplies of each treatment the document has a line of, in TAX_TREATMENTS' order. */
  supplies: TreatmentSupplies[];
  pricesIncludeTax: boolean;
  taxes: TaxTotal[];
  taxTotal: Money;
  /** The part of the taxes the prices already included (zero unless they do). */
  includedTax: Money;
  parameterTotal: Money;
  /** taxable amount + Σ taxes − included taxes + Σ parameters */
  grandTotal: Money;
}

/*
 * Rounding rule: every figure that can have more than two decimals (a line's gross, a
 * percentage discount, a line's cost, each tax) is rounded ROUND_HALF_UP to the cent on its
 * own; sums only ever add figures already rounded, so the printed document adds up.
 * Taxes do not compound: each tax is its rate of the same base, never of a base that includes
 * another tax. A discount never exceeds what it applies to (line gross, or sub total);
 * validation reports one that would, the computation caps it.
 *
 * VAT is computed per document, not per line: the base is the standard-rated lines' value
 * after their share of the other discount (the other discount is shared over the lines in
 * proportion to their totals, see `apportion`), and each tax is its rate of that base, rounded
 * half-up to the cent as the document prints it. When the prices include tax, the base is that
 * value less the taxes in it: net = value × 100 / (100 + Σ rates), rounded half-up, and the
 * residue (value − net − the other taxes) is put on the last tax (the VAT, with one tax), so
 * net + VAT is exactly what the customer was quoted. The document's VAT is then shared over its
 * standard-rated lines in proportion to their value, only so that each printed line shows its
 * VAT; the lines' VAT adds up to the document's.
 * With every line standard and prices excluding tax (every document made before treatments),
 * the base is sub total − other discount and the figures are what they always were.
 */
export function computeDocumentTotals(
  content: Pick<DocumentContent, 'lines' | 'otherDiscount' | 'taxes' | 'parameters' | 'pricesIncludeTax'>,
): DocumentTotals {
  const lines = content.lines.map(computeLineTotals);
  const treatments = content.lines.map((l) => l.taxTreatment ?? DEFAULT_TAX_TREATMENT);
  const pricesIncludeTax = content.pricesIncludeTax ?? false;
  const grossSales = Money.sum(lines.map((l) => l.gross));
  const lineDiscounts = Money.sum(lines.map((l) => l.discount));
  const subTotal = Money.sum(lines.map((l) => l.total));
  const otherDiscount = discountOf(subTotal, content.otherDiscount);
  const taxableAmount = subTotal.minus(otherDiscount);

  const otherShares = apportion(otherDiscount, lines.map((l) => l.total));
  const afterDiscount = lines.map((l, i) => l.total.minus(otherShares[i] as Money));
  const standard = treatments.map((t) => t === 'standard');
  const standardValue = Money.sum(afterDiscount.filter((_, i) => standard[i]));
  const taxes = documentTaxes(standardValue, content.taxes, pricesIncludeTax);
  const taxTotal = Money.sum(taxes.map((t) => t.amount));
  const includedTax = pricesIncludeTax ? taxTotal : Money.ZERO;
  const lineTaxAmounts = apportion(taxTotal, afterDiscount.map((v, i) => (standard[i] ? v : Money.ZERO)));
  const lineTaxes = lines.map((_, i): LineTax => {
    const tax = standard[i] ? (lineTaxAmounts[i] as Money) : Money.ZERO;
    const value = afterDiscount[i] as Money;
    return { treatment: treatments[i] as TaxTreatment, otherDiscount: otherShares[i] as Money, value: pricesIncludeTax ? value.minus(tax) : value, tax };
  });
  const supplies = TAX_TREATMENTS.flatMap((treatment): TreatmentSupplies[] => {
    const at = lines.map((_, i) => i).filter((i) => treatments[i] === treatment);
    if (at.length === 0) return [];
    const included = treatment === 'standard' ? includedTax : Money.ZERO;
    const sales = Money.sum(at.map((i) => (lines[i] as LineTotals).gross)).minus(included);
    const discounts = Money.sum(at.map((i) => (lines[i] as LineTotals).discount.plus(otherShares[i] as Money)));
    return [{ treatment, sales, discounts, value: sales.minus(discounts) }];
  });
  const parameterTotal = Money.sum(content.parameters.map((p) => p.amount));
  const grandTotal = taxableAmount.plus(taxTotal).minus(includedTax).plus(parameterTotal);
  return {
    lines,
    grossSales,
    lineDiscounts,
    subTotal,
    otherDiscount,
    taxableAmount,
    lineTaxes,
    supplies,
    pricesIncludeTax,
    taxes,
    taxTotal,
    includedTax,
    parameterTotal,
    grandTotal,
  };
}

/** Each tax on the standard-rated value: its rate of it, or, when prices include the taxes, its part of it (residue on the last tax). */
function documentTaxes(value: Money, applied: readonly AppliedTax[], pricesIncludeTax: boolean): TaxTotal[] {
  if (!pricesIncludeTax || applied.length === 0) return applied.map((t) => ({ ...t, amount: value.percent(t.rate) }));
  const rates = applied.reduce((sum, t) => sum.plus(t.rate), new MoneyDecimal(0));
  const net = Money.rounded(value.toDecimal().times(100).dividedBy(rates.plus(100)));
  const amounts = applied.map((t) => net.percent(t.rate));
  const last = amounts.length - 1;
  amounts[last] = value.minus(net).minus(Money.sum(amounts.slice(0, last)));
  return applied.map((t, i) => ({ ...t, amount: amounts[i] as Money }));
}

/**
 * `amount` shared over `weights` in proportion, each share rounded half-up to the cent and the
 * rounding residue put on the last share that has a weight, so the shares add up to `amount`
 * exactly. With no weight at all, the last share takes everything.
 */
export function apportion(amount: Money, weights: readonly Money[]): Money[] {
  if (weights.length === 0) return [];
  const whole = Money.sum(weights);
  let last = weights.length - 1;
  if (!whole.isZero()) while (last > 0 && (weights[last] as Money).isZero()) last -= 1;
  const shares = weights.map((w, i) => (i === last || whole.isZero() ? Money.ZERO : Money.rounded(amount.toDecimal().times(w.toDecimal()).dividedBy(whole.toDecimal()))));
  shares[last] = amount.minus(Money.sum(shares));
  return shares;
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
