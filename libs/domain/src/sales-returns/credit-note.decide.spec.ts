import type { PostingLine } from '../accounting/accounts';
import { decideInvoice } from '../invoicing/invoice.decide';
import type { InvoiceConfirmedData } from '../invoicing/invoice.events';
import { initialInvoiceState } from '../invoicing/invoice.state';
import { documentContent, line, valueOff, VAT } from '../invoicing/invoicing.fixtures';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { deciderSpec } from '../shared/decider.testing';
import { returnedQuantities } from '../shared/returns';
import { stockRefusal } from '../stock/stock';
import { creditNoteConfirmationPostings, type CreditNoteConfirmedData, type CreditNoteEvent, type PendingCreditNote } from './credit-note';
import { creditNoteDecider, type CreditNoteCommand } from './credit-note.decide';
import { creditNotesRefusal } from './credit-notes.refusals';

const NOW = new Date('2026-11-22T08:00:00.000Z');
const given = deciderSpec(creditNoteDecider, NOW);

/*
 * The sale: 4 of product p1 at 450 less 100 (costed at 100 each from a shelf of 10 worth 1,000),
 * a service at 250, 195 off the whole, VAT 18 %: 1,950.00 − 195.00 = 1,755.00 + 315.90 = 2,070.90.
 */
const [sold] = decideInvoice(
  {
    type: 'ConfirmInvoice',
    data: {
      invoiceId: 'i1',
      code: 'INV-000001',
      quotationId: null,
      content: documentContent({
        date: '2026-11-10',
        dueDate: '2026-11-30',
        lines: [line('450.00', '4', valueOff('100.00'), { productId: 'p1', stockable: true, description: 'Tea 100g' }), line('250.00', '1')],
        otherDiscount: valueOff('195.00'),
        taxes: [VAT],
      }),
      stock: new Map([['p1', { onHand: Quantity.of('10'), value: Money.of('1000.00'), lowest: { amount: Quantity.of('10'), on: '2026-11-10' } }]]),
    },
  },
  initialInvoiceState(),
  NOW,
);
const invoice = sold?.data as InvoiceConfirmedData;

const returning = (lines: { invoiceLine: number; quantity: string }[], over: Partial<PendingCreditNote> & { returned?: Record<number, string>; invoiceReversed?: boolean } = {}): PendingCreditNote => ({
  creditNoteId: 'n1',
  code: 'CN-000001',
  customerId: 'c1',
  date: '2026-11-20',
  note: null,
  source: { kind: 'return', invoice, invoiceReversed: over.invoiceReversed ?? false, returned: over.returned ?? {}, lines },
  ...over,
});
const confirm = (note: PendingCreditNote): CreditNoteCommand => ({ type: 'ConfirmCreditNote', data: { note } });
const confirmedEvent = (note: PendingCreditNote): CreditNoteEvent => {
  const [event] = creditNoteDecider.decide(confirm(note), creditNoteDecider.initialState(), NOW);
  return event as CreditNoteEvent;
};
const oneBack = confirmedEvent(returning([{ invoiceLine: 0, quantity: '1' }]));
const oneBackData = oneBack.data as CreditNoteConfirmedData;

const reverse = (creditBalance: string, lowest = '5'): CreditNoteCommand => ({
  type: 'ReverseCreditNote',
  data: { date: '2026-11-22', creditBalance: Money.of(creditBalance), stock: new Map([['p1', { amount: Quantity.of(lowest), on: '2026-11-22' }]]) },
});

const sums = (lines: PostingLine[]) => ({
  debit: Money.sum(lines.map((l) => l.debit ?? '0')).toFixed(),
  credit: Money.sum(lines.map((l) => l.credit ?? '0')).toFixed(),
});

describe('creditNoteDecider: returning goods of an invoice', () => {
  it('prices one returned unit as it was sold: its share of the line and other discounts, the invoice’s VAT, its cost of sales', () => {
    expect(oneBackData).toMatchObject({
      invoiceId: 'i1',
      customerId: 'c1',
      grossSales: '450.00',
      // 100 off four units: 25 off one.
      lineDiscounts: '25.00',
      subTotal: '425.00',
      // 195 × 425 / 1,950 = 42.50
      otherDiscount: { type: 'value', amount: '42.50' },
      taxableAmount: '382.50',
      taxes: [expect.objectContaining({ taxId: 't-vat', rate: '18', amount: '68.85' })],
      grandTotal: '451.35',
    });
    expect(oneBackData.lines).toEqual([expect.objectContaining({ invoiceLine: 0, productId: 'p1', quantity: '1.000', total: '425.00', costOfSales: '100.00', stockable: true })]);
  });

  it('takes the sale back out of the books for what it covers and owes it to the customer as credit; the goods come back at cost', () => {
    const postings = creditNoteConfirmationPostings(oneBackData);
    expect(postings).toEqual(
      expect.arrayContaining([
        { account: 'sales', party: null, debit: '450.00' },
        { account: 'discounts', party: null, credit: '67.50' },
        { account: 'tax-payable', party: 'tax:t-vat', debit: '68.85' },
        { account: 'customer-credit', party: 'customer:c1', credit: '451.35' },
        { account: 'inventory', party: 'product:p1', debit: '100.00' },
        { account: 'cost-of-sales', party: 'product:p1', credit: '100.00' },
        { account: 'inventory', party: null, commodity: 'product:p1', quantity: '1.000' },
        { account: 'cost-of-sales', party: null, commodity: 'product:p1', quantity: '-1.000' },
      ]),
    );
    expect(postings).toHaveLength(8);
    expect(postings.some((l) => l.account === 'receivable')).toBe(false);
    const { debit, credit } = sums(postings);
    expect(debit).toBe(credit);
  });

  it('refuses to return more than was sold less what earlier notes returned, line by line', () => {
    const earlier = returnedQuantities([{ lines: [oneBackData.lines[0] as CreditNoteConfirmedData['lines'][number]] }, { lines: [{ invoiceLine: 0, quantity: '2.000' }] }], 'invoiceLine');
    expect(earlier).toEqual({ 0: '3.000' });
    const refusal = given().when(confirm(returning([{ invoiceLine: 0, quantity: '2' }], { returned: earlier }))).thenFails('returns-exceed-sold');
    expect(refusal.status).toBe(422);
    expect(refusal.details.errors).toEqual({ 'lines.0.quantity': [creditNotesRefusal.field('return-exceeds-sold', { left: '1.000' })] });
    given().when(confirm(returning([{ invoiceLine: 0, quantity: '1' }], { returned: earlier }))).then([expect.objectContaining({ type: 'CreditNoteConfirmed' }) as CreditNoteEvent]);
  });

  it('counts two lines of one invoice line together, and names a line the invoice does not have', () => {
    const twice = given().when(confirm(returning([{ invoiceLine: 0, quantity: '3' }, { invoiceLine: 0, quantity: '2' }]))).thenFails('returns-exceed-sold');
    expect(Object.keys(twice.details.errors ?? {})).toEqual(['lines.1.quantity']);
    const unknown = given().when(confirm(returning([{ invoiceLine: 5, quantity: '1' }]))).thenFails('returns-exceed-sold');
    expect(Object.keys(unknown.details.errors ?? {})).toEqual(['lines.0.invoice_line']);
  });

  it('returns nothing of a reversed invoice, of another customer’s, or before the invoice’s date', () => {
    given().when(confirm(returning([{ invoiceLine: 0, quantity: '1' }], { invoiceReversed: true }))).thenFails('invoice-not-returnable');
    given().when(confirm(returning([{ invoiceLine: 0, quantity: '1' }], { customerId: 'c2' }))).thenFails('invoice-not-returnable');
    const early = given().when(confirm(returning([{ invoiceLine: 0, quantity: '1' }], { date: '2026-11-09' }))).thenFails('before-invoice');
    expect(early.details.errors).toEqual({ date: [creditNotesRefusal.field('before-invoice', { date: '2026-11-10' })] });
  });

  it('refuses a note without lines, and confirms only a pending one', () => {
    expect(given().when(confirm(returning([]))).thenFails('lines-required').status).toBe(422);
    expect(given(oneBack).when(confirm(returning([{ invoiceLine: 1, quantity: '1' }]))).thenFails('credit-note-not-pending').status).toBe(409);
  });
});

describe('creditNoteDecider: a price reduction', () => {
  const reduction = (unitPrice: string): PendingCreditNote => ({
    creditNoteId: 'n2',
    code: 'CN-000002',
    customerId: 'c1',
    date: '2026-11-20',
    note: 'Late delivery',
    source: { kind: 'reduction', lines: [{ description: 'Late delivery allowance', unitPrice, quantity: '2' }], taxes: [VAT] },
  });

  it('credits its lines and their tax to the customer, moving no stock', () => {
    const data = confirmedEvent(reduction('500.00')).data as CreditNoteConfirmedData;
    expect(data).toMatchObject({ invoiceId: null, subTotal: '1000.00', grandTotal: '1180.00' });
    expect(data.lines).toEqual([expect.objectContaining({ invoiceLine: null, productId: null, stockable: false, total: '1000.00' })]);
    expect(creditNoteConfirmationPostings(data)).toEqual([
      { account: 'customer-credit', party: 'customer:c1', credit: '1180.00' },
      { account: 'sales', party: null, debit: '1000.00' },
      { account: 'tax-payable', party: 'tax:t-vat', debit: '180.00' },
    ]);
  });

  it('refuses a note that credits nothing', () => {
    given().when(confirm(reduction('0'))).thenFails('total-not-positive');
  });
});

describe('creditNoteDecider: reverse, delete, apply', () => {
  const reversed: CreditNoteEvent = { type: 'CreditNoteReversed', data: { creditNoteId: 'n1', code: 'CN-000001', reversedOn: '2026-11-22', reversedAt: NOW.toISOString() } };

  it('reverses a confirmed note whose credit is unspent and whose goods are still in stock, negating its postings', () => {
    given(oneBack).when(reverse('451.35')).then([reversed]);
    const stored = creditNoteDecider.toLedger(reversed, creditNoteDecider.evolve(creditNoteDecider.initialState(), oneBack));
    expect(stored.occurredOn).toBe('2026-11-22');
    expect(stored.postings).toEqual(
      expect.arrayContaining([
        { account: 'customer-credit', party: 'customer:c1', debit: '451.35' },
        { account: 'inventory', party: null, commodity: 'product:p1', quantity: '-1.000' },
      ]),
    );
  });

  it('refuses while the credit it gave is spent, or when its goods have left stock since', () => {
    expect(given(oneBack).when(reverse('451.34')).thenFails('credit-used').details.params).toEqual({ document: 'credit note' });
    const gone = given(oneBack).when(reverse('451.35', '0.5')).thenFails('goods-no-longer-in-stock');
    expect(gone.details.errors).toEqual({ 'lines.0.quantity': [stockRefusal.field('stock-out-exceeds-on-hand')] });
    expect(given().when(reverse('0')).thenFails('credit-note-not-confirmed').status).toBe(409);
    given(oneBack, reversed).when(reverse('451.35')).thenFails('credit-note-not-confirmed');
  });

  it('deletes a draft or a reversed note, never one in the books', () => {
    given().when({ type: 'DeleteCreditNote' }).then([]);
    given(oneBack, reversed).when({ type: 'DeleteCreditNote' }).then([]);
    expect(given(oneBack).when({ type: 'DeleteCreditNote' }).thenFails('credit-note-in-books').status).toBe(409);
  });

  it('is applied only once confirmed, and only to an invoice of its own customer', () => {
    given(oneBack).when({ type: 'ApplyCreditNote', data: { customerId: 'c1' } }).then([]);
    expect(given(oneBack).when({ type: 'ApplyCreditNote', data: { customerId: 'c2' } }).thenFails('apply-other-customer').status).toBe(422);
    given(oneBack).when({ type: 'ApplyCreditNote', data: { customerId: null } }).thenFails('apply-other-customer');
    expect(given().when({ type: 'ApplyCreditNote', data: { customerId: 'c1' } }).thenFails('credit-note-not-confirmed').status).toBe(409);
    given(oneBack, reversed).when({ type: 'ApplyCreditNote', data: { customerId: 'c1' } }).thenFails('credit-note-not-confirmed');
  });

  it('takes back no more than it applied to the invoice, and nothing off a reversed invoice', () => {
    const unapply = (amount: string, applied: string, invoiceReversed = false, customerId = 'c1') =>
      ({ type: 'UnapplyCreditNote', data: { customerId, amount: Money.of(amount), applied: Money.of(applied), invoiceReversed } }) as const;
    given(oneBack).when(unapply('100', '100')).then([]);
    expect(given(oneBack).when(unapply('100.01', '100')).thenFails('unapply-exceeds-applied').status).toBe(422);
    expect(given(oneBack).when(unapply('1', '0', true)).thenFails('unapply-invoice-reversed').status).toBe(409);
    given(oneBack).when(unapply('1', '1', false, 'c2')).thenFails('apply-other-customer');
    given().when(unapply('1', '1')).thenFails('credit-note-not-confirmed');
  });
});
