import { Money } from '../money/money';
import { DEFAULT_TAX_TREATMENT, type TaxTreatment } from '../tax/tax-treatment';
import { apportion, type DiscountType, type DocumentContent, type DocumentTotals, type InvoiceCustomer } from './invoice.totals';

/*
 * Event data is what the ledger stores as the payload: JSON only (amounts as "1250.00",
 * quantities as "2.500", rates as "12.5"), so these are type aliases of plain values.
 */

export type RefundKind = 'Credit Refund' | 'Cash Refund';
export const REFUND_KINDS: readonly RefundKind[] = ['Credit Refund', 'Cash Refund'];

export type InvoiceLineSnapshot = {
  productId: string | null;
  description: string;
  unit: string | null;
  unitPrice: string;
  quantity: string;
  discountType: DiscountType;
  /** The amount for a value discount, the rate for a percentage one. */
  discountValue: string;
  unitCost: string | null;
  stockable: boolean;
  /**
   * A stockable line's value at moving-average cost, decided at confirm time from the stock
   * on hand then; absent on events confirmed before stock carried value.
   */
  costOfSales?: string;
  gross: string;
  discount: string;
  total: string;
  profit: string | null;
  /*
   * A line's tax: absent on events confirmed before lines had a treatment, whose lines are all
   * standard-rated and whose VAT was only the document's.
   */
  taxTreatment?: TaxTreatment;
  /** Its value after every discount, excluding VAT. */
  value?: string;
  /** Its share of the document's VAT. */
  tax?: string;
};

/** One treatment's supplies: what its confirmation credits to sales and debits to discounts (see TreatmentSupplies). */
export type SuppliesSnapshot = { treatment: TaxTreatment; sales: string; discounts: string; value: string };

export type InvoiceConfirmedData = {
  invoiceId: string;
  code: string;
  /** The quotation this invoice was made from, if any. */
  quotationId: string | null;
  customer: InvoiceCustomer;
  date: string;
  dueDate: string;
  projectRef: string | null;
  note: string | null;
  lines: InvoiceLineSnapshot[];
  grossSales: string;
  lineDiscounts: string;
  subTotal: string;
  otherDiscount: { type: DiscountType; value: string; amount: string };
  taxableAmount: string;
  taxes: { taxId: string; name: string; abbreviation: string; rate: string; amount: string }[];
  parameters: { parameterId: string | null; name: string; amount: string }[];
  grandTotal: string;
  /*
   * Absent on events confirmed before lines had a treatment: their prices excluded tax, and
   * their one supply was standard-rated sales of grossSales less every discount.
   */
  pricesIncludeTax?: boolean;
  supplies?: SuppliesSnapshot[];
  /** The taxes the prices included (absent: none). */
  includedTax?: string;
  confirmedAt: string;
};

/** A receipt's money applied to this invoice; `account` is where the money went (`bank:<id>`, `cash`, `customer-credit`). */
export type PaymentAppliedData = { receiptId: string; amount: string; account: string; date: string; appliedAt: string };
/** The receipt was deleted or reversed: its application is taken back in full. */
export type PaymentReversedData = { receiptId: string; amount: string; account: string; date: string; reversedAt: string };
/** Money paid on this invoice given back; `account` is where it left from. */
export type RefundAppliedData = { refundId: string; amount: string; kind: RefundKind; account: string; date: string; appliedAt: string };
export type RefundReversedData = { refundId: string; amount: string; kind: RefundKind; account: string; date: string; reversedAt: string };
/** A confirmed invoice cancelled: its confirmation's postings are negated on `date`. */
export type InvoiceReversedData = { invoiceId: string; date: string; reason: string | null; reversedAt: string };

export type InvoiceConfirmed = { type: 'InvoiceConfirmed'; data: InvoiceConfirmedData };
export type PaymentApplied = { type: 'PaymentApplied'; data: PaymentAppliedData };
export type PaymentReversed = { type: 'PaymentReversed'; data: PaymentReversedData };
export type RefundApplied = { type: 'RefundApplied'; data: RefundAppliedData };
export type RefundReversed = { type: 'RefundReversed'; data: RefundReversedData };
export type InvoiceReversed = { type: 'InvoiceReversed'; data: InvoiceReversedData };

export type InvoiceEvent = InvoiceConfirmed | PaymentApplied | PaymentReversed | RefundApplied | RefundReversed | InvoiceReversed;
export type InvoiceEventType = InvoiceEvent['type'];

export const INVOICE_EVENT_TYPES: readonly InvoiceEventType[] = [
  'InvoiceConfirmed',
  'PaymentApplied',
  'PaymentReversed',
  'RefundApplied',
  'RefundReversed',
  'InvoiceReversed',
];
export const INVOICE_EVENT_SCHEMA_VERSION = 1;

export function invoiceStream(invoiceId: string): string {
  return `invoice-${invoiceId}`;
}

export function isInvoiceEventType(type: string): type is InvoiceEventType {
  return (INVOICE_EVENT_TYPES as readonly string[]).includes(type);
}

/**
 * An event read back from the ledger. Its payload was written from these types by this
 * module, so only the type name and schema version are checked.
 */
export function invoiceEventOf(stored: { type: string; schemaVersion: number; payload: unknown }): InvoiceEvent {
  if (!isInvoiceEventType(stored.type)) throw new TypeError(`Not an invoice event: ${stored.type}`);
  if (stored.schemaVersion !== INVOICE_EVENT_SCHEMA_VERSION) {
    throw new TypeError(`${stored.type} schema version ${stored.schemaVersion} is not ${INVOICE_EVENT_SCHEMA_VERSION}`);
  }
  return { type: stored.type, data: stored.payload } as InvoiceEvent;
}

/** The business date an event counts on in the ledger. */
export function invoiceEventDate(event: InvoiceEvent): string {
  return event.data.date;
}

export function invoiceSnapshot(
  invoice: { invoiceId: string; code: string; quotationId: string | null; confirmedAt: string },
  content: DocumentContent & { customer: InvoiceCustomer },
  totals: DocumentTotals,
): InvoiceConfirmedData {
  const other = content.otherDiscount;
  return {
    invoiceId: invoice.invoiceId,
    code: invoice.code,
    quotationId: invoice.quotationId,
    customer: content.customer,
    date: content.date,
    dueDate: content.dueDate,
    projectRef: content.projectRef,
    note: content.note,
    lines: content.lines.map((line, i) => {
      const t = totals.lines[i];
      const lineTax = totals.lineTaxes[i];
      if (!t || !lineTax) throw new RangeError(`No totals for line ${i}`);
      return {
        productId: line.productId,
        description: line.description,
        unit: line.unit,
        unitPrice: line.unitPrice.toFixed(),
        quantity: line.quantity.toFixed(),
        discountType: line.discount.type,
        discountValue: line.discount.type === 'value' ? line.discount.value.toFixed() : line.discount.rate,
        unitCost: line.unitCost?.toFixed() ?? null,
        stockable: line.stockable,
        gross: t.gross.toFixed(),
        discount: t.discount.toFixed(),
        total: t.total.toFixed(),
        profit: t.profit?.toFixed() ?? null,
        taxTreatment: lineTax.treatment,
        value: lineTax.value.toFixed(),
        tax: lineTax.tax.toFixed(),
      };
    }),
    grossSales: totals.grossSales.toFixed(),
    lineDiscounts: totals.lineDiscounts.toFixed(),
    subTotal: totals.subTotal.toFixed(),
    otherDiscount: {
      type: other.type,
      value: other.type === 'value' ? other.value.toFixed() : other.rate,
      amount: totals.otherDiscount.toFixed(),
    },
    taxableAmount: totals.taxableAmount.toFixed(),
    taxes: totals.taxes.map((t) => ({ taxId: t.taxId, name: t.name, abbreviation: t.abbreviation, rate: t.rate, amount: t.amount.toFixed() })),
    parameters: content.parameters.map((p) => ({ parameterId: p.parameterId, name: p.name, amount: p.amount.toFixed() })),
    grandTotal: totals.grandTotal.toFixed(),
    pricesIncludeTax: totals.pricesIncludeTax,
    supplies: totals.supplies.map((s) => ({ treatment: s.treatment, sales: s.sales.toFixed(), discounts: s.discounts.toFixed(), value: s.value.toFixed() })),
    includedTax: totals.includedTax.toFixed(),
    confirmedAt: invoice.confirmedAt,
  };
}

/**
 * Each line's treatment, value excluding VAT and VAT, as a stored document says them. A document
 * confirmed or saved before lines had a treatment (no `supplies`) is standard-rated throughout:
 * its other discount and its VAT are shared over its lines as the totals share them now.
 */
export function lineTaxesOf(content: Pick<InvoiceConfirmedData, 'lines' | 'taxes' | 'otherDiscount' | 'supplies'>): { treatment: TaxTreatment; value: string; tax: string }[] {
  const totals = content.lines.map((l) => Money.of(l.total));
  const legacy = content.supplies === undefined;
  const others = legacy ? apportion(Money.of(content.otherDiscount.amount), totals) : [];
  const taxes = legacy ? apportion(Money.sum(content.taxes.map((t) => t.amount)), totals) : [];
  return content.lines.map((line, i) => ({
    treatment: line.taxTreatment ?? DEFAULT_TAX_TREATMENT,
    value: line.value ?? (totals[i] as Money).minus(others[i] ?? Money.ZERO).toFixed(),
    tax: line.tax ?? (taxes[i] ?? Money.ZERO).toFixed(),
  }));
}
