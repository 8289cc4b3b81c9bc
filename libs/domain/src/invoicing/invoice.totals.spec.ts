import { Money } from '../money/money';
import { messagesOf } from '../shared/domain-error.testing';
import { FILL_CUSTOMER_AND_ITEMS } from './invoicing.errors';
import { documentContent, line, percentOff, SSCL, valueOff, VAT } from './invoicing.fixtures';
import { computeDocumentTotals, computeLineTotals, documentRuleErrors, NO_DISCOUNT } from './invoice.totals';

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
