import fc from 'fast-check';
import type { PostingLine } from '../accounting/accounts';
import { MoneyDecimal } from '../money/decimal';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { documentContent, line, percentOff, SSCL, valueOff, VAT } from './invoicing.fixtures';
import { isDomainError } from '../shared/domain-error';
import { decideInvoice, type InvoiceCommand } from './invoice.decide';
import type { InvoiceConfirmed, InvoiceEvent } from './invoice.events';
import { confirmationPostings, invoicePostings, negatePostings, toLedgerEvents } from './invoice.posting';
import { evolveInvoice, foldInvoice, initialInvoiceState, invoiceAmounts, type InvoiceState } from './invoice.state';
import { computeDocumentTotals, NO_DISCOUNT, type DocumentContent, type DocumentLine } from './invoice.totals';
import { TAX_TREATMENTS } from '../tax/tax-treatment';

const NOW = new Date('2025-03-05T08:00:00.000Z');

function confirm(content: DocumentContent): InvoiceConfirmed {
  const [event] = decideInvoice({ type: 'ConfirmInvoice', data: { invoiceId: 'i1', code: 'INV-000001', quotationId: null, content } }, initialInvoiceState(), NOW);
  if (event?.type !== 'InvoiceConfirmed') throw new Error('no confirmation');
  return event;
}

/** Σ debit − credit per account|party, and Σ quantity per account|commodity; zeros dropped. */
function net(lines: readonly PostingLine[]): Record<string, string> {
  const sums = new Map<string, MoneyDecimal>();
  const add = (key: string, v: MoneyDecimal): void => {
    sums.set(key, (sums.get(key) ?? new MoneyDecimal(0)).plus(v));
  };
  for (const l of lines) {
    add(`${l.account}|${l.party ?? ''}`, new MoneyDecimal(l.debit ?? '0').minus(l.credit ?? '0'));
    if (l.commodity) add(`${l.account}|${l.commodity}`, new MoneyDecimal(l.quantity ?? '0'));
  }
  return Object.fromEntries([...sums].filter(([, v]) => !v.isZero()).map(([k, v]) => [k, v.toFixed()]));
}

function expectBalanced(lines: readonly PostingLine[]): void {
  expect(Money.sum(lines.map((l) => l.debit ?? '0')).toFixed()).toBe(Money.sum(lines.map((l) => l.credit ?? '0')).toFixed());
  const perCommodity = new Map<string, Quantity>();
  for (const l of lines) {
    expect(l.debit && l.credit).toBeFalsy();
    expect(l.debit === '0.00' || l.credit === '0.00').toBe(false);
    if (l.commodity) perCommodity.set(l.commodity, (perCommodity.get(l.commodity) ?? Quantity.ZERO).plus(l.quantity ?? '0'));
  }
  for (const total of perCommodity.values()) expect(total.toFixed()).toBe('0.000');
}

describe('confirmationPostings', () => {
  it('posts receivable, discounts, sales, each tax, parameters by sign, and stock quantities', () => {
    const content = documentContent({
      lines: [
        line('1250.00', '2', percentOff('10'), { productId: 'p1', stockable: true }),
        line('100.00', '1.5', valueOff('10.00'), { productId: 'p2', stockable: false }),
      ],
      otherDiscount: valueOff('40.00'),
      taxes: [VAT, SSCL],
      parameters: [
        { parameterId: 'd1', name: 'Delivery', amount: Money.of('350.00') },
        { parameterId: null, name: 'Rounding', amount: Money.of('-0.25') },
      ],
    });
    // gross 2500 + 150; discounts 250 + 10 + 40; taxable 2350; VAT 423, SSCL 58.75
    expect(confirmationPostings(confirm(content).data)).toEqual([
      { account: 'receivable', party: 'customer:c1', debit: '3181.50' },
      { account: 'discounts', party: null, debit: '300.00' },
      { account: 'sales', party: null, credit: '2650.00' },
      { account: 'tax-payable', party: 'tax:t-vat', credit: '423.00' },
      { account: 'tax-payable', party: 'tax:t-sscl', credit: '58.75' },
      { account: 'invoice-parameters', party: 'parameter:d1', credit: '350.00' },
      { account: 'invoice-parameters', party: null, debit: '0.25' },
      { account: 'inventory', party: null, commodity: 'product:p1', quantity: '-2.000' },
      { account: 'cost-of-sales', party: null, commodity: 'product:p1', quantity: '2.000' },
    ]);
  });

  it('posts a stockable line\'s value at cost decided at confirm time, and a reversal returns it', () => {
    const data = confirm(documentContent({ lines: [line('10.00', '3', NO_DISCOUNT, { productId: 'p1', stockable: true })] })).data;
    const withCost = { ...data, lines: data.lines.map((l) => ({ ...l, costOfSales: '21.00' })) };
    const posted = confirmationPostings(withCost);
    expect(posted).toEqual([
      { account: 'receivable', party: 'customer:c1', debit: '30.00' },
      { account: 'sales', party: null, credit: '30.00' },
      { account: 'cost-of-sales', party: 'product:p1', debit: '21.00' },
      { account: 'inventory', party: 'product:p1', credit: '21.00' },
      { account: 'inventory', party: null, commodity: 'product:p1', quantity: '-3.000' },
      { account: 'cost-of-sales', party: null, commodity: 'product:p1', quantity: '3.000' },
    ]);
    expect(negatePostings(posted)).toContainEqual({ account: 'inventory', party: 'product:p1', debit: '21.00' });
  });

  it('posts a cash customer to the cash-customer party and skips zero amounts', () => {
    const content = documentContent({ customer: { kind: 'cash', name: 'Walk-in' }, lines: [line('10.00', '1')] });
    expect(confirmationPostings(confirm(content).data)).toEqual([
      { account: 'receivable', party: 'cash-customer', debit: '10.00' },
      { account: 'sales', party: null, credit: '10.00' },
    ]);
  });

  it('a 100% discount leaves sales and discounts but no receivable', () => {
    const content = documentContent({ lines: [line('10.00', '1', percentOff('100'))] });
    expect(confirmationPostings(confirm(content).data)).toEqual([
      { account: 'discounts', party: null, debit: '10.00' },
      { account: 'sales', party: null, credit: '10.00' },
    ]);
  });
});

describe('confirmationPostings by tax treatment', () => {
  it('posts each treatment\'s sales and discounts under its supply party, standard under none, and VAT on standard lines only', () => {
    const { data } = confirm(
      documentContent({
        lines: [line('1000.00', '1'), line('500.00', '1', NO_DISCOUNT, { taxTreatment: 'zero_rated' }), line('200.00', '1', valueOff('20.00'), { taxTreatment: 'exempt' })],
        otherDiscount: percentOff('10'),
        taxes: [VAT],
      }),
    );
    const postings = confirmationPostings(data);
    expectBalanced(postings);
    // Other discount 168.00 shared 1000 : 500 : 180 → 100.00, 50.00, 18.00; VAT 18% of 900.00.
    expect(net(postings)).toEqual({
      'receivable|customer:c1': '1674',
      'discounts|': '100',
      'sales|': '-1000',
      'discounts|supply:zero_rated': '50',
      'sales|supply:zero_rated': '-500',
      'discounts|supply:exempt': '38',
      'sales|supply:exempt': '-200',
      'tax-payable|tax:t-vat': '-162',
    });
  });

  it('credits sales without the VAT that prices included', () => {
    const { data } = confirm(documentContent({ lines: [line('118.00', '1'), line('50.00', '1', NO_DISCOUNT, { taxTreatment: 'exempt' })], taxes: [VAT], pricesIncludeTax: true }));
    expect(net(confirmationPostings(data))).toEqual({
      'receivable|customer:c1': '168',
      'sales|': '-100',
      'sales|supply:exempt': '-50',
      'tax-payable|tax:t-vat': '-18',
    });
  });

  it('posts an invoice confirmed before treatments (no supplies) exactly as one of standard lines does now', () => {
    const { data } = confirm(documentContent({ lines: [line('19.99', '3', percentOff('10')), line('100.00', '1')], otherDiscount: valueOff('7.00'), taxes: [VAT, SSCL] }));
    const { supplies: _supplies, pricesIncludeTax: _inclusive, includedTax: _included, ...legacy } = data;
    expect(confirmationPostings(legacy)).toEqual(confirmationPostings(data));
  });
});

describe('invoicePostings', () => {
  const confirmed = confirm(documentContent({ lines: [line('500.00', '1')] }));
  const state = foldInvoice([confirmed]);

  it('posts a payment to the receiving account against the customer receivable; a refund the other way', () => {
    const payment: InvoiceEvent = { type: 'PaymentApplied', data: { receiptId: 'r1', amount: '200.00', account: 'bank:b1', date: '2025-01-11', appliedAt: '' } };
    expect(invoicePostings(payment, state)).toEqual([
      { account: 'bank:b1', party: null, debit: '200.00' },
      { account: 'receivable', party: 'customer:c1', credit: '200.00' },
    ]);
    const refund: InvoiceEvent = {
      type: 'RefundApplied',
      data: { refundId: 'f1', amount: '50.00', kind: 'Credit Refund', account: 'customer-credit', date: '2025-01-12', appliedAt: '' },
    };
    expect(invoicePostings(refund, evolveInvoice(state, payment))).toEqual([
      { account: 'customer-credit', party: 'customer:c1', credit: '50.00' },
      { account: 'receivable', party: 'customer:c1', debit: '50.00' },
    ]);
  });

  it('refuses to post a payment on a draft', () => {
    const payment: InvoiceEvent = { type: 'PaymentApplied', data: { receiptId: 'r1', amount: '1.00', account: 'cash', date: '2025-01-11', appliedAt: '' } };
    expect(() => invoicePostings(payment, initialInvoiceState())).toThrow(RangeError);
  });

  it('gives the ledger each event with its business date and schema version', () => {
    const [ledgerEvent] = toLedgerEvents([confirmed], initialInvoiceState());
    expect(ledgerEvent).toMatchObject({ type: 'InvoiceConfirmed', schemaVersion: 1, occurredOn: '2025-01-10', payload: confirmed.data });
  });
});

describe('negatePostings', () => {
  it('swaps debit and credit and negates quantities', () => {
    expect(
      negatePostings([
        { account: 'a', party: null, debit: '1.00' },
        { account: 'b', party: 'x', credit: '1.00' },
        { account: 'inventory', party: null, commodity: 'product:p', quantity: '-1.500' },
      ]),
    ).toEqual([
      { account: 'a', party: null, credit: '1.00' },
      { account: 'b', party: 'x', debit: '1.00' },
      { account: 'inventory', party: null, commodity: 'product:p', quantity: '1.500' },
    ]);
  });
});

// Random invoices: prices, odd quantities, both discount kinds, taxes, signed parameters.
const cents = (max: number): fc.Arbitrary<string> => fc.integer({ min: 0, max }).map((c) => Money.of(new MoneyDecimal(c).dividedBy(100)).toFixed());
const qty = fc.integer({ min: 1, max: 100_000 }).map((m) => Quantity.of(new MoneyDecimal(m).dividedBy(1000)).toFixed());
const rate = fc.integer({ min: 0, max: 10_000 }).map((r) => new MoneyDecimal(r).dividedBy(100).toFixed());
const discount = fc.oneof(fc.constant(NO_DISCOUNT), rate.map(percentOff), cents(500).map(valueOff));
const lineArb: fc.Arbitrary<DocumentLine> = fc
  .record({ price: cents(1_000_000), quantity: qty, discount, product: fc.constantFrom('p1', 'p2', 'p3', null), stockable: fc.boolean(), treatment: fc.constantFrom(...TAX_TREATMENTS) })
  .map((l) => line(l.price, l.quantity, l.discount, { productId: l.product, stockable: l.stockable, taxTreatment: l.treatment }));
const taxArb = fc.uniqueArray(
  fc.record({ taxId: fc.constantFrom('t1', 't2', 't3'), rate: fc.integer({ min: 0, max: 3000 }).map((r) => new MoneyDecimal(r).dividedBy(100).toFixed()) }),
  { maxLength: 3, selector: (t) => t.taxId },
);
const contentArb: fc.Arbitrary<DocumentContent> = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 12 }),
    other: fc.oneof(fc.constant(NO_DISCOUNT), fc.integer({ min: 0, max: 2000 }).map((r) => percentOff(new MoneyDecimal(r).dividedBy(100).toFixed()))),
    taxes: taxArb,
    parameters: fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 3 }),
    cash: fc.boolean(),
    inclusive: fc.boolean(),
  })
  .map((c) =>
    documentContent({
      pricesIncludeTax: c.inclusive,
      customer: c.cash ? { kind: 'cash', name: 'Walk-in' } : { kind: 'company', customerId: 'c1', contactPerson: null },
      // Value discounts are capped at the line by the rules; keep only lines the rules accept.
      lines: c.lines.map((l) => (l.discount.type === 'value' && l.discount.value.greaterThan(l.unitPrice.times(l.quantity)) ? { ...l, discount: NO_DISCOUNT } : l)),
      otherDiscount: c.other,
      taxes: c.taxes.map((t) => ({ ...t, name: t.taxId, abbreviation: t.taxId.toUpperCase() })),
      // Parameters from −10.00 to +190.00; documents whose grand total would go negative are left out.
      parameters: c.parameters.map((p, i) => ({ parameterId: `d${i}`, name: `P${i}`, amount: Money.of(new MoneyDecimal(p).dividedBy(100).toFixed(2)).minus('10.00') })),
    }),
  )
  .filter((c) => !computeDocumentTotals(c).grandTotal.isNegative());

// `percent` of what is due (or refundable), up to 110% so that some steps are refused.
type Step = { kind: 'pay' | 'refund' | 'reverse-payment' | 'reverse-refund' | 'reverse-invoice'; percent: number; pick: number };
const stepArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom('pay', 'pay', 'refund', 'reverse-payment', 'reverse-refund', 'reverse-invoice'),
  percent: fc.integer({ min: 0, max: 110 }),
  pick: fc.nat(),
});

function commandFor(step: Step, state: InvoiceState, n: number): InvoiceCommand {
  const amounts = invoiceAmounts(state);
  const base = !amounts ? Money.ZERO : step.kind === 'pay' ? amounts.due : amounts.paid.minus(amounts.refunded);
  const amount = Money.max(base.percent(step.percent), Money.of('0.01'));
  const date = '2025-02-01';
  const ids = (o: Readonly<Record<string, unknown>>): string[] => Object.keys(o);
  const payments = state.stage === 'draft' ? [] : ids(state.payments);
  const refunds = state.stage === 'draft' ? [] : ids(state.refunds);
  switch (step.kind) {
    case 'pay':
      return { type: 'ApplyPayment', data: { receiptId: `r${n}`, amount, account: n % 2 ? 'cash' : 'bank:b1', date } };
    case 'refund':
      return { type: 'ApplyRefund', data: { refundId: `f${n}`, amount, kind: n % 2 ? 'Cash Refund' : 'Credit Refund', account: n % 2 ? 'cash' : 'customer-credit', date } };
    case 'reverse-payment':
      return { type: 'ReversePayment', data: { receiptId: payments[step.pick % Math.max(1, payments.length)] ?? 'none', date } };
    case 'reverse-refund':
      return { type: 'ReverseRefund', data: { refundId: refunds[step.pick % Math.max(1, refunds.length)] ?? 'none', date } };
    case 'reverse-invoice':
      return { type: 'ReverseInvoice', data: { date, reason: null } };
  }
}

describe('posting properties', () => {
  it('every event of any invoice history balances, and receivable per customer equals the due amount', () => {
    fc.assert(
      fc.property(contentArb, fc.array(stepArb, { maxLength: 25 }), (content, steps) => {
        const all: PostingLine[] = [];
        let state = initialInvoiceState();
        const append = (events: InvoiceEvent[]): void => {
          for (const e of toLedgerEvents(events, state)) {
            expectBalanced(e.postings);
            all.push(...e.postings);
          }
          state = events.reduce(evolveInvoice, state);
        };
        append([confirm(content)]);
        steps.forEach((step, n) => {
          try {
            append(decideInvoice(commandFor(step, state, n), state, NOW));
          } catch (e) {
            if (!isDomainError(e, 'invoicing')) throw e;
          }
        });
        const amounts = invoiceAmounts(state);
        if (!amounts) throw new Error('not confirmed');
        expect(amounts.due.isNegative()).toBe(false);
        expect(amounts.due.greaterThan(amounts.grandTotal)).toBe(false);
        const party = content.customer?.kind === 'cash' ? 'cash-customer' : 'customer:c1';
        const receivable = net(all)[`receivable|${party}`] ?? '0';
        const expected = state.stage === 'reversed' ? amounts.due.minus(amounts.grandTotal) : amounts.due;
        expect(Money.of(new MoneyDecimal(receivable).toFixed(2)).toFixed()).toBe(expected.toFixed());
      }),
      { numRuns: 200 },
    );
  });

  it('a reversal and its original net to zero on every account, party and commodity', () => {
    fc.assert(
      fc.property(contentArb, (content) => {
        const confirmed = confirm(content);
        const reversed: InvoiceEvent = { type: 'InvoiceReversed', data: { invoiceId: 'i1', date: '2025-03-01', reason: null, reversedAt: '' } };
        const [original, reversal] = toLedgerEvents([confirmed, reversed], initialInvoiceState());
        expectBalanced(reversal?.postings ?? []);
        expect(net([...(original?.postings ?? []), ...(reversal?.postings ?? [])])).toEqual({});
      }),
      { numRuns: 200 },
    );
  });
});
