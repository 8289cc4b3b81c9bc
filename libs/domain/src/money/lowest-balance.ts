import { Money } from './money';
import { Quantity } from './quantity';

/**
 * What an outflow dated D is decided on: the lowest balance the account (or a product's stock)
 * stands at on any day from D onward, and the first day it stands there. A balance is never
 * below zero on any day, and an outflow lowers every day from its date on, so it
 * fits exactly when it is no larger than that minimum: money that arrives after D (a
 * post-dated income, stock in next month) funds nothing on D, and a back-dated outflow cannot
 * overdraw a later day that has already been spent down.
 *
 * The caller reads it from the ledger's daily balances under the account's (or product's)
 * lock; the deciders refuse on it.
 */
export interface LowestBalance<Amount> {
  amount: Amount;
  /** The first day from the outflow's date on which the balance stands at `amount` (YYYY-MM-DD). */
  on: string;
}

/** Whether `outflow` leaves every day from the date onward at zero or more. */
export function lowestCovers(lowest: LowestBalance<Money>, outflow: Money | string): boolean;
export function lowestCovers(lowest: LowestBalance<Quantity>, outflow: Quantity | string): boolean;
export function lowestCovers(lowest: LowestBalance<Money> | LowestBalance<Quantity>, outflow: Money | Quantity | string): boolean {
  if (lowest.amount instanceof Money) return !lowest.amount.lessThan(outflow instanceof Quantity ? outflow.toFixed() : outflow);
  return lowest.amount.compare(outflow instanceof Money ? outflow.toFixed() : outflow) >= 0;
}

/**
 * The lowest after an outflow the same decision takes from it (two lines of one product on an
 * invoice): every day from its date loses the same amount, so the minimum falls by it on the same day.
 */
export function lowestAfter(lowest: LowestBalance<Quantity>, outflow: Quantity): LowestBalance<Quantity> {
  return { amount: lowest.amount.minus(outflow), on: lowest.on };
}
