import { ACCOUNTS, partyOf, type PostingLine } from '../accounting/accounts';
import type { InvoiceConfirmedData, InvoiceLineSnapshot } from '../invoicing/invoice.events';
import { invoiceSnapshot } from '../invoicing/invoice.events';
import { confirmationPostings, negatePostings } from '../invoicing/invoice.posting';
import { computeDocumentTotals, NO_DISCOUNT, type AppliedTax, type Discount, type DocumentContent, type DocumentLine } from '../invoicing/invoice.totals';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';

/*
 * A customer credit note: what the business gives back to a customer for goods returned from one
 * of its invoices, or for a price reduction. Confirmed, it takes the sale back out of the books for
 * what it covers and owes that to the customer as credit, which is then spent on the customer's
 * open invoices like any other credit. Event data is JSON only ("1250.00", "2.500", "8").
 */

/** A line returning `quantity` of the invoice's line at index `invoiceLine`. */
export interface ReturnLine {
  invoiceLine: number;
  quantity: string;
}

/** A line of a price reduction: what is credited, at what price, how many times. */
export interface ReductionLine {
  description: string;
  unitPrice: string;
  quantity: string;
}

/**
 * Goods returned from a confirmed invoice: the invoice as its stream holds it, and what earlier
 * confirmed credit notes already returned of each of its lines (quantities by line index), read
 * by the caller under the invoice's row lock so two returns of one invoice queue.
 */
export interface InvoiceReturn {
  kind: 'return';
  invoice: InvoiceConfirmedData;
  /** Whether the invoice was reversed: nothing of a reversed sale can be returned. */
  invoiceReversed: boolean;
  returned: Readonly<Record<number, string>>;
  lines: readonly ReturnLine[];
}

/** A price reduction with no invoice: its lines and the taxes it takes back, at their rates now. */
export interface PriceReduction {
  kind: 'reduction';
  lines: readonly ReductionLine[];
  taxes: readonly AppliedTax[];
}

/** A pending credit note as the decider confirms it. */
export interface PendingCreditNote {
  creditNoteId: string;
  code: string;
  customerId: string;
  date: string;
  note: string | null;
  source: InvoiceReturn | PriceReduction;
}

/** A credited line: the invoice's own line figures, and for a return the index of the invoice line it returns. */
export type CreditNoteLineSnapshot = InvoiceLineSnapshot & { invoiceLine: number | null };

export type CreditNoteConfirmedData = {
  creditNoteId: string;
  code: string;
  customerId: string;
  invoiceId: string | null;
  date: string;
  note: string | null;
  lines: CreditNoteLineSnapshot[];
  grossSales: string;
  lineDiscounts: string;
  subTotal: string;
  otherDiscount: InvoiceConfirmedData['otherDiscount'];
  taxableAmount: string;
  taxes: InvoiceConfirmedData['taxes'];
  grandTotal: string;
  /** Absent on notes confirmed before lines had a treatment (see InvoiceConfirmedData). */
  pricesIncludeTax?: boolean;
  supplies?: InvoiceConfirmedData['supplies'];
  includedTax?: string;
  confirmedAt: string;
};

/** A confirmed credit note cancelled on `reversedOn`: its confirmation's postings negated on that business date. */
export type CreditNoteReversedData = { creditNoteId: string; code: string; reversedOn: string; reversedAt: string };

export type CreditNoteConfirmed = { type: 'CreditNoteConfirmed'; data: CreditNoteConfirmedData };
export type CreditNoteReversed = { type: 'CreditNoteReversed'; data: CreditNoteReversedData };
export type CreditNoteEvent = CreditNoteConfirmed | CreditNoteReversed;
export const CREDIT_NOTE_EVENT_TYPES: readonly CreditNoteEvent['type'][] = ['CreditNoteConfirmed', 'CreditNoteReversed'];
export const CREDIT_NOTE_EVENT_SCHEMA_VERSION = 1;

export function creditNoteStream(creditNoteId: string): string {
  return `credit-note-${creditNoteId}`;
}

/** `part` of `whole` of an amount, rounded half-up to the cent once. */
function share(amount: Money, part: Quantity | Money, whole: Quantity | Money): Money {
  return Money.rounded(amount.toDecimal().times(part.toDecimal()).dividedBy(whole.toDecimal()));
}

/**
 * A returned line priced as it was sold: the invoice line's unit price and percentage discount,
 * a value discount in proportion to the quantity returned, and its cost of sales in the same
 * proportion, so the goods go back into stock at the cost they left at.
 */
function returnedLine(sold: InvoiceLineSnapshot, quantity: Quantity): { line: DocumentLine; costOfSales: string | undefined } {
  const soldQuantity = Quantity.of(sold.quantity);
  const discount: Discount =
    sold.discountType === 'percentage' ? { type: 'percentage', rate: sold.discountValue } : { type: 'value', value: share(Money.of(sold.discountValue), quantity, soldQuantity) };
  return {
    line: {
      productId: sold.productId,
      description: sold.description,
      unit: sold.unit,
      unitPrice: Money.of(sold.unitPrice),
      quantity,
      discount,
      unitCost: sold.unitCost === null ? null : Money.of(sold.unitCost),
      stockable: sold.stockable,
      ...(sold.taxTreatment ? { taxTreatment: sold.taxTreatment } : {}),
    },
    costOfSales: sold.costOfSales === undefined ? undefined : share(Money.of(sold.costOfSales), quantity, soldQuantity).toFixed(),
  };
}

/**
 * The content of a return: the returned lines, the invoice's other discount in proportion to
 * what they come to (a percentage one as it was), and the invoice's own taxes, so the invoice's
 * totals rules price the return exactly as they priced the sale. Parameters (a delivery charge)
 * are not returned.
 */
function returnContent(source: InvoiceReturn): ReturnedContent {
  const { invoice } = source;
  const priced = source.lines.map((l) => returnedLine(invoice.lines[l.invoiceLine] as InvoiceLineSnapshot, Quantity.of(l.quantity)));
  const lines = priced.map((p) => p.line);
  const taxes = invoice.taxes.map(({ taxId, name, abbreviation, rate }) => ({ taxId, name, abbreviation, rate }));
  const other = invoice.otherDiscount;
  let otherDiscount: Discount = NO_DISCOUNT;
  if (other.type === 'percentage') otherDiscount = { type: 'percentage', rate: other.value };
  else if (Money.of(invoice.subTotal).isPositive()) {
    const returnedSubTotal = computeDocumentTotals({ lines, otherDiscount: NO_DISCOUNT, taxes: [], parameters: [] }).subTotal;
    otherDiscount = { type: 'value', value: share(Money.of(other.amount), returnedSubTotal, Money.of(invoice.subTotal)) };
  }
  return { lines, otherDiscount, taxes, costs: priced.map((p) => p.costOfSales), pricesIncludeTax: invoice.pricesIncludeTax ?? false };
}

function reductionContent(source: PriceReduction): ReturnedContent {
  const lines = source.lines.map(
    (l): DocumentLine => ({
      productId: null,
      description: l.description,
      unit: null,
      unitPrice: Money.of(l.unitPrice),
      quantity: Quantity.of(l.quantity),
      discount: NO_DISCOUNT,
      unitCost: null,
      stockable: false,
    }),
  );
  return { lines, otherDiscount: NO_DISCOUNT, taxes: [...source.taxes], costs: lines.map(() => undefined), pricesIncludeTax: false };
}

/** What a credit note credits, priced by the invoice's totals rules. */
interface ReturnedContent {
  lines: DocumentLine[];
  otherDiscount: Discount;
  taxes: AppliedTax[];
  costs: (string | undefined)[];
  pricesIncludeTax: boolean;
}

/**
 * What the ledger stores for a pending credit note's confirmation. Its figures are an invoice's,
 * computed by the invoice's own totals and snapshot, so a return is priced by the rules that
 * priced the sale; totals are never the client's.
 */
export function creditNoteSnapshot(note: PendingCreditNote, confirmedAt: string): CreditNoteConfirmedData {
  const { source } = note;
  const content = source.kind === 'return' ? returnContent(source) : reductionContent(source);
  const document: DocumentContent = {
    customer: null,
    date: note.date,
    dueDate: note.date,
    projectRef: null,
    note: note.note,
    lines: content.lines,
    otherDiscount: content.otherDiscount,
    taxes: content.taxes,
    parameters: [],
    pricesIncludeTax: content.pricesIncludeTax,
  };
  const customer = { kind: 'company' as const, customerId: note.customerId, contactPerson: null };
  const figures = invoiceSnapshot({ invoiceId: note.creditNoteId, code: note.code, quotationId: null, confirmedAt }, { ...document, customer }, computeDocumentTotals(document));
  return {
    creditNoteId: note.creditNoteId,
    code: note.code,
    customerId: note.customerId,
    invoiceId: source.kind === 'return' ? source.invoice.invoiceId : null,
    date: note.date,
    note: note.note,
    lines: figures.lines.map((line, i) => {
      const cost = content.costs[i];
      const invoiceLine = source.kind === 'return' ? (source.lines[i] as ReturnLine).invoiceLine : null;
      return { ...line, ...(cost === undefined ? {} : { costOfSales: cost, profit: Money.of(line.total).minus(cost).toFixed() }), invoiceLine };
    }),
    grossSales: figures.grossSales,
    lineDiscounts: figures.lineDiscounts,
    subTotal: figures.subTotal,
    otherDiscount: figures.otherDiscount,
    taxableAmount: figures.taxableAmount,
    taxes: figures.taxes,
    grandTotal: figures.grandTotal,
    pricesIncludeTax: figures.pricesIncludeTax,
    supplies: figures.supplies,
    includedTax: figures.includedTax,
    confirmedAt,
  };
}

export function customerCreditParty(customerId: string): string {
  return partyOf('customer', customerId);
}

/**
 * A credit note's confirmation as a journal entry: the sale's own entry for what it covers,
 * negated (Dr sales, Cr discounts, Dr tax-payable per tax; returned goods back into inventory at
 * their cost, out of cost of sales), owed to the customer as credit (Cr customer-credit,
 * customer:<id>) rather than taken off one invoice: applying it to an invoice later spends that
 * credit as a payment.
 */
export function creditNoteConfirmationPostings(note: CreditNoteConfirmedData): PostingLine[] {
  const sale = { ...note, customer: { kind: 'company' as const, customerId: note.customerId, contactPerson: null }, parameters: [] };
  return negatePostings(confirmationPostings(sale)).map((line) => (line.account === ACCOUNTS.receivable ? { ...line, account: ACCOUNTS.customerCredit } : line));
}
