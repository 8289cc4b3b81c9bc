import Decimal from 'decimal.js';

/**
 * decimal.js with settings of its own, so no other code can change how money rounds by
 * touching the global Decimal. 40 significant digits hold any product of two in-range
 * amounts exactly; exponent notation is pushed out of reach so toString() stays plain.
 */
export const MoneyDecimal = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});

export type MoneyDecimal = InstanceType<typeof MoneyDecimal>;
