import fc from 'fast-check';
import { MoneyDecimal } from '../money/decimal';
import { Money } from '../money/money';
import { TAX_TREATMENTS } from '../tax/tax-treatment';
import { messagesOf } from '../shared/domain-error.testing';
import { FILL_CUSTOMER_AND_ITEMS } from './invoicing.errors';
import { documentContent, line, percentOff, SSCL, valueOff, VAT } from './invoicing.fixtures';
import { apportion, computeDocumentTotals, computeLineTotals, documentRuleErrors, NO_DISCOUNT, type DocumentContent } from './invoice.totals';

const value = valueOff;
const pct = percentOff;
const content = documentContent;

const fixed = (m: Money | null): string | null => m?.toFixed() ?? null;

describe('computeLineTotals', () => {
  it.each([
    // price, qty, discount, gross, discount, total
    ['100.00', '2', NO_DISCOUNT, '200.00', '0.00', '200.00'],
    ['0.01', '0.5', NO_DISCOUNT, '0.01', '0.00', '0.01'], // 0.005 rounds half up
    ['0.03', '0.5', NO_DISCOUNT, '0.02', '0.00', '0.02'], // 0.015 → 0.02
    ['10.01', '0.333', NO_DISCOUNT, '3.33', '0.00', '3.33'], // 3.33333
    ['19.99', '3', pct('10'), '59.97', '6.00', '53.97'], // 5.997 → 6.00
    ['33.33', '1.5', pct('12.5'), '50.00', '6.25', '43.75'], // 49.995 → 50.00
    ['1.11', '0.005', pct('50'), '0.01', '0.01', '0.00'], // gross 0.00555 → 0.01; 50% = 0.005 → 0.01
    ['250.00', '4', pct('100'), '1000.00', '1000.00', '0.00'],
    ['250.00', '4', value('1000.00'), '1000.00', '1000.00', '0.00'],
    ['250.00', '4', value('1500.00'), '1000.00', '1000.00', '0.00'], // capped; validation reports it
    ['999999999.99', '1000', NO_DISCOUNT, '999999999990.00', '0.00', '999999999990.00'],
    ['0.00', '3', NO_DISCOUNT, '0.00', '0.00', '0.00'],
  ])('%s × %s with %j → gross %s, discount %s, total %s', (price, qty, discount, gross, disc, total) => {
    const t = computeLineTotals(line(price, qty, discount));
    expect([t.gross.toFixed(), t.discount.toFixed(), t.total.toFixed()]).toEqual([gross, disc, total]);
  });

  it('computes cost and profit from the unit cost, rounded once', () => {
    const t = computeLineTotals(line('12.50', '2.333', NO_DISCOUNT, { unitCost: Money.of('7.77') }));
    // gross 29.1625 → 29.16; cost 18.12741 → 18.13
    expect([fixed(t.total), fixed(t.cost), fixed(t.profit)]).toEqual(['29.16', '18.13', '11.03']);
  });

  it('has no profit without a unit cost, and a negative one below cost', () => {
    expect(computeLineTotals(line('5.00', '1')).profit).toBeNull();
    expect(fixed(computeLineTotals(line('5.00', '2', NO_DISCOUNT, { unitCost: Money.of('6.00') })).profit)).toBe('-2.00');
  });
});

describe('computeDocumentTotals', () => {
  const vat = VAT;
  const ssl = SSCL;

  it('sums rounded lines, takes the other discount, then each tax on the same base, then parameters', () => {
    const t = computeDocumentTotals(
      content({
        lines: [line('19.99', '3', pct('10')), line('33.33', '1.5', pct('12.5')), line('100.00', '1', value('5.00'))],
        otherDiscount: pct('5'),
        taxes: [vat, ssl],
        parameters: [
          { parameterId: 'p1', name: 'Delivery', amount: Money.of('350.00') },
          { parameterId: null, name: 'Rounding', amount: Money.of('-0.39') },
        ],
      }),
    );
    expect({
      grossSales: t.grossSales.toFixed(),
      lineDiscounts: t.lineDiscounts.toFixed(),
      subTotal: t.subTotal.toFixed(),
      otherDiscount: t.otherDiscount.toFixed(),
      taxable: t.taxableAmount.toFixed(),
      taxes: t.taxes.map((x) => x.amount.toFixed()),
      taxTotal: t.taxTotal.toFixed(),
      parameters: t.parameterTotal.toFixed(),
      grandTotal: t.grandTotal.toFixed(),
    }).toEqual({
      grossSales: '209.97', // 59.97 + 50.00 + 100.00
      lineDiscounts: '17.25', // 6.00 + 6.25 + 5.00
      subTotal: '192.72',
      otherDiscount: '9.64', // 9.636
      taxable: '183.08',
      taxes: ['32.95', '4.58'], // 32.9544 and 4.577, each on 183.08: not compounded
      taxTotal: '37.53',
      parameters: '349.61',
      grandTotal: '570.22',
    });
  });

  it('never rounds a sum of unrounded values: three lines of 0.005 are 0.03, not 0.02', () => {
    const t = computeDocumentTotals(content({ lines: [line('0.01', '0.5'), line('0.01', '0.5'), line('0.01', '0.5')] }));
    expect(t.subTotal.toFixed()).toBe('0.03');
  });

  it('rounds each tax half up at 0.005', () => {
    const t = computeDocumentTotals(content({ lines: [line('0.50', '1')], taxes: [{ ...vat, rate: '1' }] }));
    expect(t.taxes[0]?.amount.toFixed()).toBe('0.01');
  });

  it('adds up over many lines exactly', () => {
    const lines = Array.from({ length: 500 }, () => line('0.07', '1.001', pct('3')));
    const t = computeDocumentTotals(content({ lines }));
    // each: gross 0.07007 → 0.07, discount 0.0021 → 0.00
    expect(t.subTotal.toFixed()).toBe('35.00');
  });

  it('a 100% other discount leaves nothing to tax', () => {
    const t = computeDocumentTotals(content({ lines: [line('80.00', '1')], otherDiscount: pct('100'), taxes: [vat] }));
    expect([t.taxableAmount.toFixed(), t.taxTotal.toFixed(), t.grandTotal.toFixed()]).toEqual(['0.00', '0.00', '0.00']);
  });

  it('an empty document totals zero', () => {
    expect(computeDocumentTotals(content({ lines: [] })).grandTotal.toFixed()).toBe('0.00');
  });
});

describe('tax per line', () => {
  const figures = (c: DocumentContent) => {
    const t = computeDocumentTotals(c);
    return {
      lines: t.lineTaxes.map((l) => [l.treatment, l.value.toFixed(), l.tax.toFixed()]),
      supplies: t.supplies.map((s) => [s.treatment, s.sales.toFixed(), s.discounts.toFixed(), s.value.toFixed()]),
      taxes: t.taxes.map((x) => x.amount.toFixed()),
      included: t.includedTax.toFixed(),
      grandTotal: t.grandTotal.toFixed(),
    };
  };

  it('taxes only standard-rated lines, after their share of the other discount', () => {
    const c = content({
      lines: [line('1000.00', '1'), line('500.00', '1', NO_DISCOUNT, { taxTreatment: 'zero_rated' }), line('200.00', '1', NO_DISCOUNT, { taxTreatment: 'exempt' }), line('100.00', '1', NO_DISCOUNT, { taxTreatment: 'out_of_scope' })],
      otherDiscount: value('90.00'),
      taxes: [VAT],
    });
    // 90.00 over 1000 : 500 : 200 : 100 → 50.00, 25.00, 10.00, 5.00; VAT 18% of 950.00 = 171.00.
    expect(figures(c)).toEqual({
      lines: [
        ['standard', '950.00', '171.00'],
        ['zero_rated', '475.00', '0.00'],
        ['exempt', '190.00', '0.00'],
        ['out_of_scope', '95.00', '0.00'],
      ],
      supplies: [
        ['standard', '1000.00', '50.00', '950.00'],
        ['zero_rated', '500.00', '25.00', '475.00'],
        ['exempt', '200.00', '10.00', '190.00'],
        ['out_of_scope', '100.00', '5.00', '95.00'],
      ],
      taxes: ['171.00'],
      included: '0.00',
      grandTotal: '1881.00',
    });
  });

  it.each([
    // gross incl. VAT, net = gross × 100/118 rounded half up, VAT = the residue
    ['118.00', '100.00', '18.00'],
    ['100.00', '84.75', '15.25'], // 84.7457… → 84.75
    ['0.01', '0.01', '0.00'], // 0.00847… → 0.01: the VAT never takes the customer below a cent
    ['1.00', '0.85', '0.15'], // 0.84745…
    ['999999999999.99', '847457627118.64', '152542372881.35'],
  ])('splits an inclusive %s into net %s and VAT %s, the residue on the VAT', (gross, net, vat) => {
    const t = computeDocumentTotals(content({ lines: [line(gross, '1')], taxes: [VAT], pricesIncludeTax: true }));
    expect([t.lineTaxes[0]?.value.toFixed(), t.taxTotal.toFixed(), t.grandTotal.toFixed()]).toEqual([net, vat, gross]);
  });

  it('with two taxes in the price, rates each tax on the net and puts the residue on the last', () => {
    // 120.50 × 100 / 120.5 = 100.00; VAT 18.00; SSCL the rest 2.50.
    expect(figures(content({ lines: [line('120.50', '1')], taxes: [VAT, SSCL], pricesIncludeTax: true })).taxes).toEqual(['18.00', '2.50']);
    // 100.00 / 1.205 = 82.99 (82.9875…): VAT 14.94 (14.938…), SSCL 100.00 − 82.99 − 14.94 = 2.07.
    expect(figures(content({ lines: [line('100.00', '1')], taxes: [VAT, SSCL], pricesIncludeTax: true })).taxes).toEqual(['14.94', '2.07']);
  });

  it('shares the document VAT over its standard lines so the lines add up to it', () => {
    const t = computeDocumentTotals(content({ lines: [line('0.10', '1'), line('0.10', '1'), line('0.10', '1')], taxes: [VAT] }));
    // 18% of 0.30 = 0.05 (0.054); per line 0.018 → 0.02, 0.02, and the last takes the residue 0.01.
    expect(t.lineTaxes.map((l) => l.tax.toFixed())).toEqual(['0.02', '0.02', '0.01']);
  });

  it('a line that names no treatment is standard, so documents made before treatments keep their figures', () => {
    const lines = [line('19.99', '3', pct('10')), line('33.33', '1.5', pct('12.5'))];
    const t = computeDocumentTotals(content({ lines, otherDiscount: pct('5'), taxes: [VAT, SSCL] }));
    expect(t.taxes.map((x) => x.amount.toFixed())).toEqual(t.taxes.map((x) => t.taxableAmount.percent(x.rate).toFixed()));
    expect(t.supplies.map((s) => [s.treatment, s.value.toFixed()])).toEqual([['standard', t.taxableAmount.toFixed()]]);
  });

  it('apportions an amount in proportion, the residue on the last weighted share', () => {
    const m = (...v: string[]) => v.map((x) => Money.of(x));
    const fixedAll = (xs: Money[]) => xs.map((x) => x.toFixed());
    expect(fixedAll(apportion(Money.of('10.00'), m('1.00', '1.00', '1.00')))).toEqual(['3.33', '3.33', '3.34']);
    expect(fixedAll(apportion(Money.of('10.00'), m('1.00', '1.00', '0.00')))).toEqual(['5.00', '5.00', '0.00']);
    expect(fixedAll(apportion(Money.of('0.00'), m('0.00', '0.00')))).toEqual(['0.00', '0.00']);
    expect(apportion(Money.of('1.00'), [])).toEqual([]);
  });

  const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => new MoneyDecimal(c).dividedBy(100).toFixed(2));
  const documentArb = fc
    .record({
      lines: fc.array(
        fc.record({ price: cents(100_000_000), quantity: fc.integer({ min: 1, max: 5000 }).map((q) => new MoneyDecimal(q).dividedBy(1000).toFixed(3)), off: fc.integer({ min: 0, max: 10_000 }), treatment: fc.constantFrom(...TAX_TREATMENTS) }),
        { minLength: 1, maxLength: 10 },
      ),
      other: fc.integer({ min: 0, max: 10_000 }),
      taxes: fc.subarray([VAT, SSCL]),
      inclusive: fc.boolean(),
    })
    .map((d) =>
      content({
        lines: d.lines.map((l) => line(l.price, l.quantity, pct(new MoneyDecimal(l.off).dividedBy(100).toFixed()), { taxTreatment: l.treatment })),
        otherDiscount: pct(new MoneyDecimal(d.other).dividedBy(100).toFixed()),
        taxes: d.taxes,
        pricesIncludeTax: d.inclusive,
      }),
    );

  it('property: net + VAT = gross for every document, per line and per treatment', () => {
    fc.assert(
      fc.property(documentArb, (c) => {
        const t = computeDocumentTotals(c);
        const net = Money.sum(t.lineTaxes.map((l) => l.value));
        const vat = Money.sum(t.lineTaxes.map((l) => l.tax));
        // What the customer owes for the lines: the taxable amount, plus the VAT when prices exclude it.
        expect(net.plus(vat).toFixed()).toBe(t.grandTotal.minus(t.parameterTotal).toFixed());
        expect(vat.toFixed()).toBe(t.taxTotal.toFixed());
        expect(Money.sum(t.supplies.map((s) => s.value)).toFixed()).toBe(net.toFixed());
        expect(Money.sum(t.lineTaxes.filter((l) => l.treatment !== 'standard').map((l) => l.tax)).isZero()).toBe(true);
        if (c.pricesIncludeTax) expect(net.plus(vat).toFixed()).toBe(t.taxableAmount.toFixed());
        for (const s of t.supplies) expect(s.sales.minus(s.discounts).toFixed()).toBe(s.value.toFixed());
      }),
      { numRuns: 300 },
    );
  });
});

describe('documentRuleErrors', () => {
  it('accepts a sound document', () => {
    expect(documentRuleErrors(content())).toEqual({});
  });

  it("uses the spec's message for a missing customer or no lines", () => {
    expect(messagesOf(documentRuleErrors(content({ customer: null, lines: [] })))).toEqual({
      customer_id: [FILL_CUSTOMER_AND_ITEMS],
      lines: [FILL_CUSTOMER_AND_ITEMS],
    });
  });

  it('refuses a discount above the line, an other discount above the sub total, and a negative grand total', () => {
    const errors = documentRuleErrors(
      content({
        lines: [line('10.00', '1', value('10.01')), line('10.00', '1', pct('100.01'))],
        otherDiscount: value('50.00'),
        parameters: [{ parameterId: null, name: 'Adjustment', amount: Money.of('-1.00') }],
      }),
    );
    expect(messagesOf(errors)).toEqual({
      'lines.0.discount_value': ['The discount may not exceed the line amount.'],
      'lines.1.discount_value': ['The discount percentage must be between 0 and 100.'],
      other_discount: ['The other discount may not exceed the sub total.'],
      grand_total: ['The grand total must not be negative.'],
    });
  });

  it('refuses a zero quantity, a due date before the date and a total out of range', () => {
    expect(
      messagesOf(documentRuleErrors(content({ lines: [line('999999999999.99', '2'), line('1.00', '0')], dueDate: '2025-01-09' }))),
    ).toEqual({
      due_date: ['The due date must be on or after the date.'],
      'lines.0.quantity': ['The line amount is too large.'],
      'lines.1.quantity': ['The quantity must be greater than zero.'],
      grand_total: ['The grand total must not exceed 999,999,999,999.99.'],
    });
  });
});
