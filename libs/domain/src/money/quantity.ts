import { MoneyDecimal } from './decimal';

/** Quantities (stock, invoice lines) have up to three decimals (e.g. 1.125 kg). */
export const QUANTITY_SCALE = 3;

/** A quantity of a product, immutable; exact (no rounding: inputs are limited to 3 decimals). */
export class Quantity {
  static readonly ZERO = new Quantity(new MoneyDecimal(0));

  private constructor(private readonly value: MoneyDecimal) {}

  static of(value: string | MoneyDecimal): Quantity {
    const d = new MoneyDecimal(value);
    if (!d.isFinite()) throw new RangeError(`Not a finite quantity: ${String(value)}`);
    if (d.decimalPlaces() > QUANTITY_SCALE) throw new RangeError(`More than ${QUANTITY_SCALE} decimals: ${String(value)}`);
    return new Quantity(d.isZero() ? new MoneyDecimal(0) : d);
  }

  static sum(quantities: Iterable<Quantity | string>): Quantity {
    let total = new MoneyDecimal(0);
    for (const q of quantities) total = total.plus(toDecimal(q));
    return Quantity.of(total);
  }

  plus(other: Quantity | string): Quantity {
    return Quantity.of(this.value.plus(toDecimal(other)));
  }

  minus(other: Quantity | string): Quantity {
    return Quantity.of(this.value.minus(toDecimal(other)));
  }

  negated(): Quantity {
    return Quantity.of(this.value.negated());
  }

  isZero(): boolean {
    return this.value.isZero();
  }

  isNegative(): boolean {
    return this.value.isNegative() && !this.value.isZero();
  }

  compare(other: Quantity | string): -1 | 0 | 1 {
    const c = this.value.comparedTo(toDecimal(other));
    return c < 0 ? -1 : c > 0 ? 1 : 0;
  }

  equals(other: Quantity | string): boolean {
    return this.compare(other) === 0;
  }

  toDecimal(): MoneyDecimal {
    return this.value;
  }

  /** "12.500": the JSON and SQL form. */
  toFixed(): string {
    return this.value.toFixed(QUANTITY_SCALE);
  }

  toString(): string {
    return this.toFixed();
  }

  toJSON(): string {
    return this.toFixed();
  }
}

function toDecimal(q: Quantity | string): MoneyDecimal {
  return q instanceof Quantity ? q.toDecimal() : Quantity.of(q).toDecimal();
}
