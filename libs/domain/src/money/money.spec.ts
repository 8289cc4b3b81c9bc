import fc from 'fast-check';
import { Money } from './money';
import { Quantity } from './quantity';
import { parseMoney, parseQuantity } from './money.parse';
import { formatMoney, formatQuantity } from './money.format';

/** A parse's refusal: a generic field rule's code with its English text. */
const refused = (message: string) => ({ ok: false, refusal: expect.objectContaining({ code: expect.stringMatching(/^validation\./), message }) });

describe('parseMoney', () => {
  it.each([
    [1250, '1250.00'],
    ['1250', '1250.00'],
    ['1250.5', '1250.50'],
    [' 12.34 ', '12.34'],
    [0.1, '0.10'],
    ['.5', '0.50'],
    ['-0', '0.00'],
    ['999999999999.99', '999999999999.99'],
    [1e-2, '0.01'],
  ])('accepts %p as %s', (input, expected) => {
    const r = parseMoney(input);
    expect(r).toEqual({ ok: true, value: expect.any(Money) });
    expect(r.ok && r.value.toFixed()).toBe(expected);
  });

  it.each([
    [undefined, 'The amount is required.'],
    [null, 'The amount is required.'],
    ['', 'The amount is required.'],
    ['  ', 'The amount is required.'],
    [NaN, 'The amount must be a number.'],
    [Infinity, 'The amount must be a number.'],
    ['NaN', 'The amount must be a number.'],
    ['Infinity', 'The amount must be a number.'],
    ['0x1F', 'The amount must be a number.'],
    ['1e3', 'The amount must be a number.'],
    ['1,250.00', 'The amount must be a number.'],
    ['12abc', 'The amount must be a number.'],
    [true, 'The amount must be a number.'],
    [{}, 'The amount must be a number.'],
    ['1.234', 'The amount may have at most 2 decimal places.'],
    [0.1 + 0.2, 'The amount may have at most 2 decimal places.'],
    [1e-7, 'The amount may have at most 2 decimal places.'],
    ['-5', 'The amount must not be negative.'],
    ['1000000000000', 'The amount must not exceed 999,999,999,999.99.'],
    [1e21, 'The amount must not exceed 999,999,999,999.99.'],
  ])('refuses %p: %s', (input, message) => {
    expect(parseMoney(input)).toEqual(refused(message));
  });

  it('names the field and applies the sign rule', () => {
    expect(parseMoney('-5', { label: 'adjustment', sign: 'any' })).toMatchObject({ ok: true });
    expect(parseMoney('-1000000000000', { sign: 'any' })).toEqual(refused('The amount must not exceed 999,999,999,999.99.'));
    expect(parseMoney('0', { label: 'price', sign: 'positive' })).toEqual(refused('The price must be greater than zero.'));
  });
});

describe('parseQuantity', () => {
  it('allows three decimals, not four', () => {
    const r = parseQuantity('2.125');
    expect(r.ok && r.value.toFixed()).toBe('2.125');
    expect(parseQuantity('2.1255')).toEqual(refused('The quantity may have at most 3 decimal places.'));
    expect(parseQuantity(-1)).toEqual(refused('The quantity must not be negative.'));
  });
});

describe('Money arithmetic', () => {
  it('is exact where floats are not', () => {
    expect(Money.of('0.10').plus('0.20').toFixed()).toBe('0.30');
    expect(Money.sum(['0.10', '0.20', '0.30']).toFixed()).toBe('0.60');
    expect(Money.of('999999999999.99').plus('999999999999.99').toFixed()).toBe('1999999999999.98');
  });

  it.each([
    ['10.00', '0.333', '3.33'], // 3.33
    ['1.00', '0.125', '0.13'], // 0.125 → half up
    ['1.00', '0.115', '0.12'], // float 1.15 would round down
    ['-1.00', '0.125', '-0.13'], // half away from zero
    ['19.99', '3', '59.97'],
    ['2.50', '1.005', '2.51'], // 2.5125
  ])('%s × %s rounds half-up to %s', (amount, factor, expected) => {
    expect(Money.of(amount).times(factor).toFixed()).toBe(expected);
  });

  it('computes percentages half-up to the cent', () => {
    expect(Money.of('100.05').percent('15').toFixed()).toBe('15.01'); // 15.0075
    expect(Money.of('0.10').percent('5').toFixed()).toBe('0.01'); // 0.005
    expect(Money.of('0.09').percent('5').toFixed()).toBe('0.00'); // 0.0045
    expect(Money.of('100.00').percent(12.5).toFixed()).toBe('12.50');
  });

  it('divides with rounding and refuses zero', () => {
    expect(Money.of('10.00').dividedBy(3).toFixed()).toBe('3.33');
    expect(() => Money.of('1.00').dividedBy(0)).toThrow(RangeError);
  });

  it('compares and reports sign', () => {
    expect(Money.of('1.00').compare('1')).toBe(0);
    expect(Money.of('1.00').greaterThan('0.99')).toBe(true);
    expect(Money.of('-0.01').isNegative()).toBe(true);
    expect(Money.of('0.00').negated().isNegative()).toBe(false);
    expect(Money.of('1000000000000.00').isOutOfRange()).toBe(true);
    expect(JSON.stringify({ total: Money.of('1250') })).toBe('{"total":"1250.00"}');
  });

  it('refuses untrusted construction', () => {
    expect(() => Money.of('1.001')).toThrow(RangeError);
    expect(() => Money.of('NaN')).toThrow(RangeError);
  });

  it('adds cents like integers do (property)', () => {
    const cents = fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 });
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 20 }), (list) => {
        const total = Money.sum(list.map((c) => centsToString(c)));
        expect(total.toFixed()).toBe(centsToString(list.reduce((a, b) => a + b, 0)));
      }),
    );
  });

  it('rounds a line once: times(q) equals half-up of the exact product (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (priceCents, milliQty) => {
        const exactMilliCents = BigInt(priceCents) * BigInt(milliQty); // × 10^-5 of a unit
        const roundedCents = (exactMilliCents + 500n) / 1000n;
        const money = Money.of(centsToString(priceCents)).times(Quantity.of((milliQty / 1000).toFixed(3)));
        expect(money.toFixed()).toBe(centsToString(Number(roundedCents)));
      }),
    );
  });
});

describe('formatting', () => {
  it('formats en-US and si-LK from the decimal string', () => {
    expect(formatMoney(Money.of('1234567.5'), 'en-US')).toBe('1,234,567.50');
    expect(formatMoney(Money.of('999999999999.99'), 'en-US')).toBe('999,999,999,999.99');
    expect(formatMoney(Money.of('-1250'), 'en-US', { currency: 'LKR' })).toBe('-LKR\u00a01,250.00');
    expect(formatMoney(Money.of('1250'), 'si-LK', { currency: 'LKR' })).toBe('රු.\u00a01,250.00');
    expect(formatMoney(Money.of('0.1'), 'si-LK')).toBe('0.10');
    expect(formatQuantity(Quantity.of('12.5'), 'en-US')).toBe('12.5');
    expect(formatQuantity(Quantity.of('1234.125'), 'si-LK')).toBe('1,234.125');
  });
});

function centsToString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents).toString().padStart(3, '0');
  return `${sign}${abs.slice(0, -2)}.${abs.slice(-2)}`;
}
