import { ACCOUNTS, partyOf, type PostingLine } from '../accounting/accounts';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import {
  INVOICE_EVENT_SCHEMA_VERSION,
  invoiceEventDate,
  type InvoiceConfirmedData,
  type InvoiceEvent,
} from './invoice.events';
import { evolveInvoice, type InvoiceState } from './invoice.state';
import type { InvoiceCustomer } from './invoice.totals';
import { supplyParty } from '../tax/tax-treatment';

export const INVOICING_ACCOUNTS = {
  /** Invoice parameters (delivery charges, adjustments): credited when positive, debited when negative. */
  invoiceParameters: 'invoice-parameters',
  /** Where sold stock goes, in quantity and (from the line's costOfSales) in value at cost. */
  costOfSales: 'cost-of-sales',
} as const;

/** Walk-in cash customers share one receivable party; each invoice still has its own due. */
export const CASH_CUSTOMER_PARTY = 'cash-customer';

export function customerParty(customer: InvoiceCustomer): string {
  return customer.kind === 'company' ? partyOf('customer', customer.customerId) : CASH_CUSTOMER_PARTY;
}

/** Tax payable is one account with a party per tax of the registry (by id: abbreviations can be edited). */
export function taxParty(taxId: string): string {
  return partyOf('tax', taxId);
}

/** A signed entry: + debit, − credit. Rules are written as lists of these. */
interface Entry {
  account: string;
  party: string | null;
  amount: Money;
}

const debit = (account: string, party: string | null, amount: Money | string): Entry => ({
  account,
  party,
  amount: typeof amount === 'string' ? Money.of(amount) : amount,
});
const credit = (account: string, party: string | null, amount: Money | string): Entry => {
  const d = debit(account, party, amount);
  return { ...d, amount: d.amount.negated() };
};
const stock = (account: string, productId: string, quantity: Quantity): PostingLine => ({
  account,
  party: null,
  commodity: partyOf('product', productId),
  quantity: quantity.toFixed(),
});

/**
 * An invoice's confirmation as a journal entry:
 *   Dr receivable (customer)          grand total
 *   Dr discounts (supply party)       per treatment: line discounts + their share of the other discount
 *   Cr sales (supply party)           per treatment: Σ line gross (less the taxes prices included)
 *   Cr tax-payable (tax:<id>)         each tax
 *   Cr/Dr invoice-parameters          each parameter (a negative one is a debit)
 * and per stockable line: inventory −qty, cost-of-sales +qty of product:<id>, and its value at
 * cost: Dr cost-of-sales, Cr inventory (party product:<id>).
 * It balances because grand total = gross − discounts + taxes − included taxes + parameters.
 * Standard-rated supplies post with no party, as every sale did before treatments; an invoice
 * confirmed then has no `supplies` and posts as one standard supply.
 */
export function confirmationPostings(
  invoice: Pick<InvoiceConfirmedData, 'customer' | 'grandTotal' | 'lineDiscounts' | 'otherDiscount' | 'grossSales' | 'taxes' | 'parameters' | 'lines' | 'supplies'>,
): PostingLine[] {
  const customer = customerParty(invoice.customer);
  const supplies = invoice.supplies ?? [
    { treatment: 'standard' as const, sales: invoice.grossSales, discounts: Money.of(invoice.lineDiscounts).plus(invoice.otherDiscount.amount).toFixed() },
  ];
  const money = [
    debit(ACCOUNTS.receivable, customer, invoice.grandTotal),
    ...supplies.flatMap((s) => [debit(ACCOUNTS.discounts, supplyParty(s.treatment), s.discounts), credit(ACCOUNTS.sales, supplyParty(s.treatment), s.sales)]),
    ...invoice.taxes.map((t) => credit(ACCOUNTS.taxPayable, taxParty(t.taxId), t.amount)),
    ...invoice.parameters.map((p) =>
      credit(INVOICING_ACCOUNTS.invoiceParameters, p.parameterId ? partyOf('parameter', p.parameterId) : null, p.amount),
    ),
    ...invoice.lines.flatMap((line) =>
      line.stockable && line.productId && line.costOfSales
        ? [
            debit(INVOICING_ACCOUNTS.costOfSales, partyOf('product', line.productId), line.costOfSales),
            credit(ACCOUNTS.inventory, partyOf('product', line.productId), line.costOfSales),
          ]
        : [],
    ),
  ];
  const stockLines = invoice.lines.flatMap((line) =>
    line.stockable && line.productId
      ? [stock(ACCOUNTS.inventory, line.productId, Quantity.of(line.quantity).negated()), stock(INVOICING_ACCOUNTS.costOfSales, line.productId, Quantity.of(line.quantity))]
      : [],
  );
  return [...toPostingLines(money), ...stockLines];
}

/**
 * The postings of one invoice event, given the invoice's state before it:
 *   PaymentApplied   Dr account (bank:<id> | cash | customer-credit)   Cr receivable (customer)
 *   PaymentReversed  the negation of that receipt's PaymentApplied
 *   RefundApplied    Dr receivable (customer)   Cr account
 *   RefundReversed   the negation of that RefundApplied
 *   InvoiceReversed  the negation of the confirmation
 * A customer-credit account takes the invoice's customer as party.
 */
export function invoicePostings(event: InvoiceEvent, before: InvoiceState): PostingLine[] {
  if (event.type === 'InvoiceConfirmed') return confirmationPostings(event.data);
  if (before.stage === 'draft') throw new RangeError(`${event.type} on an invoice that is not confirmed`);
  const customer = customerParty(before.invoice.customer);
  const accountParty = (account: string): string | null => (account === ACCOUNTS.customerCredit ? customer : null);
  switch (event.type) {
    case 'PaymentApplied':
      return paymentPostings(event.data.account, accountParty(event.data.account), customer, event.data.amount);
    case 'PaymentReversed':
      return negatePostings(paymentPostings(event.data.account, accountParty(event.data.account), customer, event.data.amount));
    case 'RefundApplied':
      return negatePostings(paymentPostings(event.data.account, accountParty(event.data.account), customer, event.data.amount));
    case 'RefundReversed':
      return paymentPostings(event.data.account, accountParty(event.data.account), customer, event.data.amount);
    case 'InvoiceReversed':
      return negatePostings(confirmationPostings(before.invoice));
    default: {
      const unknown: never = event;
      throw new TypeError(`Unknown invoice event ${JSON.stringify(unknown)}`);
    }
  }
}

function paymentPostings(account: string, party: string | null, customer: string, amount: string): PostingLine[] {
  return toPostingLines([debit(account, party, amount), credit(ACCOUNTS.receivable, customer, amount)]);
}

/** Debits become credits and quantities change sign: the entry that cancels `lines`. */
export function negatePostings(lines: readonly PostingLine[]): PostingLine[] {
  return lines.map((line) => {
    const negated: PostingLine = { account: line.account, party: line.party };
    if (line.credit) negated.debit = line.credit;
    if (line.debit) negated.credit = line.debit;
    if (line.commodity && line.quantity) {
      negated.commodity = line.commodity;
      negated.quantity = Quantity.of(line.quantity).negated().toFixed();
    }
    return negated;
  });
}

/** Zero amounts post nothing (the ledger refuses an empty line). */
function toPostingLines(entries: readonly Entry[]): PostingLine[] {
  return entries
    .filter((e) => !e.amount.isZero())
    .map((e) =>
      e.amount.isNegative()
        ? { account: e.account, party: e.party, credit: e.amount.negated().toFixed() }
        : { account: e.account, party: e.party, debit: e.amount.toFixed() },
    );
}

/** An event ready for the ledger's append (the ledger's NewEvent shape). */
export interface InvoiceLedgerEvent {
  type: InvoiceEvent['type'];
  schemaVersion: number;
  payload: InvoiceEvent['data'];
  occurredOn: string;
  postings: PostingLine[];
}

/** Decided events with their postings, each computed on the state the events before it left. */
export function toLedgerEvents(events: readonly InvoiceEvent[], state: InvoiceState): InvoiceLedgerEvent[] {
  let current = state;
  return events.map((event) => {
    const postings = invoicePostings(event, current);
    current = evolveInvoice(current, event);
    return {
      type: event.type,
      schemaVersion: INVOICE_EVENT_SCHEMA_VERSION,
      payload: event.data,
      occurredOn: invoiceEventDate(event),
      postings,
    };
  });
}
