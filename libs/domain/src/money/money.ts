import { MoneyDecimal } from './decimal';
import { Quantity } from './quantity';

/** Amounts are whole cents (two decimals): the scale of money everywhere, JSON and database. */
export const MONEY_SCALE = 2;
/** The largest amount (absolute) a user may enter; numeric(18,2) leaves room for sums. */
export const MONEY_MAX = '999999999999.99';

export type MoneyInput = Money | string;
/** A multiplier: a quantity, a rate or a ratio; never a JS float that was computed. */
export type FactorInput = Quantity | MoneyDecimal | string | number;

/**
 * An amount of money in cents precision, immutable.
 *
 * Rounding rule: every operation that can produce more than two decimals (times, percent,
 * divide) rounds its result once, ROUND_HALF_UP to the cent (0.005 → 0.01, -0.005 → -0.01,
 * away from zero). Documents apply it per line, then sum the rounded lines, so a printed
 * invoice always adds up.
 */
export class Money {
  static readonly ZERO = new Money(new MoneyDecimal(0));

  private constructor(private readonly value: MoneyDecimal) {}

  /** From a trusted decimal string (database, another Money); throws on anything else. */
  static of(value: string | MoneyDecimal): Money {
    const d = new MoneyDecimal(value);
    if (!d.isFinite()) throw new RangeError(`Not a finite amount: ${String(value)}`);
    if (d.decimalPlaces() > MONEY_SCALE) throw new RangeError(`More than ${MONEY_SCALE} decimals: ${String(value)}`);
    return new Money(d.isZero() ? new MoneyDecimal(0) : d);
  }

  /** Rounds ROUND_HALF_UP to the cent: the one place where precision is given up. */
  static rounded(value: MoneyDecimal | string): Money {
    const d = new MoneyDecimal(value);
    if (!d.isFinite()) throw new RangeError(`Not a finite amount: ${String(value)}`);
    const r = d.toDecimalPlaces(MONEY_SCALE, MoneyDecimal.ROUND_HALF_UP);
    return new Money(r.isZero() ? new MoneyDecimal(0) : r);
  }

  static sum(amounts: Iterable<MoneyInput>): Money {
    let total = new MoneyDecimal(0);
    for (const a of amounts) total = total.plus(toDecimal(a));
    return Money.of(total);
  }

  plus(other: MoneyInput): Money {
    return Money.of(this.value.plus(toDecimal(other)));
  }

  minus(other: MoneyInput): Money {
    return Money.of(this.value.minus(toDecimal(other)));
  }

  /** price × quantity, or amount × ratio, rounded half-up to the cent. */
  times(factor: FactorInput): Money {
    return Money.rounded(this.value.times(toFactor(factor)));
  }

  /** amount × rate / 100 (a tax or discount rate given in percent), rounded half-up. */
  percent(rate: FactorInput): Money {
    return Money.rounded(this.value.times(toFactor(rate)).dividedBy(100));
  }

  dividedBy(divisor: FactorInput): Money {
    const d = toFactor(divisor);
    if (d.isZero()) throw new RangeError('Division of an amount by zero');
    return Money.rounded(this.value.dividedBy(d));
  }

  negated(): Money {
    return Money.of(this.value.negated());
  }

  abs(): Money {
    return Money.of(this.value.abs());
  }

  isZero(): boolean {
    return this.value.isZero();
  }

  isNegative(): boolean {
    return this.value.isNegative() && !this.value.isZero();
  }

  isPositive(): boolean {
    return this.value.isPositive() && !this.value.isZero();
  }

  compare(other: MoneyInput): -1 | 0 | 1 {
    const c = this.value.comparedTo(toDecimal(other));
    return c < 0 ? -1 : c > 0 ? 1 : 0;
  }

  equals(other: MoneyInput): boolean {
    return this.compare(other) === 0;
  }

  greaterThan(other: MoneyInput): boolean {
    return this.compare(other) > 0;
  }

  lessThan(other: MoneyInput): boolean {
    return this.compare(other) < 0;
  }

  /** Exceeds the range a user may enter (±MONEY_MAX), e.g. a total that overflowed. */
  isOutOfRange(): boolean {
    return this.value.abs().greaterThan(MONEY_MAX);
  }

  toDecimal(): MoneyDecimal {
    return this.value;
  }

  /** "1250.00": the JSON and SQL form. */
  toFixed(): string {
    return this.value.toFixed(MONEY_SCALE);
  }

  toString(): string {
    return this.toFixed();
  }

  toJSON(): string {
    return this.toFixed();
  }

  static compare(a: Money, b: Money): -1 | 0 | 1 {
    return a.compare(b);
  }

  static max(a: Money, b: Money): Money {
    return a.compare(b) >= 0 ? a : b;
  }

  static min(a: Money, b: Money): Money {
    return a.compare(b) <= 0 ? a : b;
  }
}

function toDecimal(a: MoneyInput): MoneyDecimal {
  return a instanceof Money ? a.toDecimal() : Money.of(a).toDecimal();
}

function toFactor(f: FactorInput): MoneyDecimal {
  if (f instanceof Quantity) return f.toDecimal();
  // A number is accepted only as the literal it prints as: 1.5 is "1.5", never 1.4999….
  const d = new MoneyDecimal(typeof f === 'number' ? String(f) : f);
  if (!d.isFinite()) throw new RangeError(`Not a finite factor: ${String(f)}`);
  return d;
}
