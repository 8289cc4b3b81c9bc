import { Quantity } from '../money/quantity';
import { openingValueAfter, type OpeningValueRule } from '../records/record-resources';
import { refusals } from '../shared/domain-error';
import { eventOfTypes, type Decider } from '../shared/decider';
import { STOCK_OUT_EXCEEDS_ON_HAND } from '../stock/stock';
import { OPENING_BALANCE_SET, openingPostings, type OpeningAmounts, type OpeningBalanceRule } from './opening-balances';

/** The opening balances' refusals: an opening quantity may not fall below what was already sold. */
export const openingBalancesRefusal = refusals('opening-balances', {
  'opening-quantity-exceeds-on-hand': { status: 422, message: STOCK_OUT_EXCEEDS_ON_HAND },
});

export type OpeningBalanceErrorCode = Parameters<typeof openingBalancesRefusal>[0];

/** The record whose books open: its stream is `<kind>-<id>`, its own party `<kind>:<id>`. */
export interface OpeningRecord {
  kind: string;
  id: string;
}

export function openingBalanceStream(record: OpeningRecord): string {
  return `${record.kind}-${record.id}`;
}

/**
 * Set the record's opening amounts. A field left `undefined` keeps its amount, `null` clears
 * it. What the decision needs beyond the stream is read under the record's row lock by the
 * command's builder: each opening quantity's stock on hand, and the price each valued
 * opening is costed at.
 */
export type SetOpeningBalances = {
  type: 'SetOpeningBalances';
  data: {
    requested: Readonly<Record<string, string | null | undefined>>;
    /** On hand now, per quantity field of the rules. */
    onHand: Readonly<Record<string, string>>;
    /** The record's unit price now, per valued field (`OpeningValueRule.field`). */
    unitPrices: Readonly<Record<string, string | null>>;
    /** The workspace's today: the business date the change counts on. */
    date: string;
  };
};

/** The amounts after the change; the event's postings carry only the differences. */
export type OpeningBalanceSet = { type: typeof OPENING_BALANCE_SET; data: { amounts: OpeningAmounts; date: string } };

export type OpeningBalanceState = { amounts: OpeningAmounts };

/**
 * A record's opening amounts, over its own stream. Built per record kind from the rules of
 * its description (data: which field debits and credits which account).
 */
export function openingBalanceDecider(
  record: OpeningRecord,
  rules: readonly OpeningBalanceRule[],
  values: readonly OpeningValueRule[] = [],
): Decider<SetOpeningBalances, OpeningBalanceSet, OpeningBalanceState> {
  const allRules = [...rules, ...values];
  return {
    initialState: () => ({ amounts: {} }),
    evolve: (_state, event) => ({ amounts: event.data.amounts }),
    decide: ({ data }, { amounts: before }) => {
      const after: OpeningAmounts = {};
      for (const rule of rules) {
        const value = data.requested[rule.field];
        const zero = rule.measure === 'quantity' ? '0.000' : '0.00';
        after[rule.field] = value === undefined ? (before[rule.field] ?? zero) : (value ?? zero);
      }
      assertQuantitiesCover(rules, before, after, data.onHand);
      for (const rule of values) {
        after[rule.field] = openingValueAfter(rule.field, rule.valueAtCost, before, after, data.unitPrices[rule.field] ?? null);
      }
      if (openingPostings(allRules, record, before, after).length === 0) return [];
      return [{ type: OPENING_BALANCE_SET, data: { amounts: after, date: data.date } }];
    },
    toLedger: (event, state) => ({
      type: event.type,
      schemaVersion: 1,
      payload: event.data,
      occurredOn: event.data.date,
      postings: openingPostings(allRules, record, state.amounts, event.data.amounts),
    }),
    fromLedger: eventOfTypes<OpeningBalanceSet>('opening-balances', [OPENING_BALANCE_SET], 1),
  };
}

/** An opening quantity may fall only by what is still on hand: stock already sold cannot leave the opening. */
function assertQuantitiesCover(
  rules: readonly OpeningBalanceRule[],
  before: OpeningAmounts,
  after: OpeningAmounts,
  onHand: Readonly<Record<string, string>>,
): void {
  for (const rule of rules) {
    if (rule.measure !== 'quantity') continue;
    const fall = Quantity.of(before[rule.field] ?? '0').minus(after[rule.field]);
    if (fall.compare(Quantity.ZERO) <= 0) continue;
    if (fall.compare(Quantity.of(onHand[rule.field] ?? '0')) > 0) {
      throw openingBalancesRefusal.onField(rule.field, 'opening-quantity-exceeds-on-hand');
    }
  }
}
