import { overdrawnParams } from '../cashbook/cashbook.decide';
import { cashbookRefusal } from '../cashbook/cashbook.refusals';
import { lowestCovers, type LowestBalance } from '../money/lowest-balance';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { openingValueAfter, type OpeningValueRule } from '../records/record-resources';
import { refusals } from '../shared/domain-error';
import { eventOfTypes, type Decider } from '../shared/decider';
import { STOCK_OUT_EXCEEDS_ON_HAND } from '../stock/stock';
import { OPENING_BALANCE_REDATED, OPENING_BALANCE_SET, openingHeld, openingPostings, type OpeningAmounts, type OpeningBalanceRule } from './opening-balances';

/**
 * The opening balances' refusals: an opening may not fall by more than its money account or
 * stock holds on some day from its date, and the opening date may not move where a balance
 * would be below zero on a day in between.
 */
export const openingBalancesRefusal = refusals('opening-balances', {
  'opening-quantity-exceeds-on-hand': { status: 422, message: STOCK_OUT_EXCEEDS_ON_HAND },
  'opening-date-overdraws': {
    status: 409,
    message: 'Dated %{date}, the opening balances would leave a money account or a product’s stock below zero on %{on}.',
  },
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

/** The lowest balance of what an opening field holds: its money account's, or its record's stock. */
export type HeldBalance = LowestBalance<Money> | LowestBalance<Quantity>;

/**
 * Set the record's opening amounts. A field left `undefined` keeps its amount, `null` clears
 * it. What the decision needs beyond the stream is read under the record's lock by the command's
 * builder: for each field that holds a balance (see `openingHeld`), its lowest from `date`, and
 * the price each valued opening is costed at.
 */
export type SetOpeningBalances = {
  type: 'SetOpeningBalances';
  data: {
    requested: Readonly<Record<string, string | null | undefined>>;
    /** Per held field: the lowest balance on any day from `date` onward. */
    lowest: Readonly<Record<string, HeldBalance>>;
    /** The record's unit price now, per valued field (`OpeningValueRule.field`). */
    unitPrices: Readonly<Record<string, string | null>>;
    /** The workspace's opening date (or, when the books are locked through it, the first open day): the business date the change counts on. */
    date: string;
  };
};

/**
 * Move every opening posting of the record to `date`, the workspace's new opening date. `lowest`
 * holds, per field `openingRedating` says loses a balance on some days, the lowest balance over
 * those days.
 */
export type RedateOpeningBalances = { type: 'RedateOpeningBalances'; data: { date: string; lowest: Readonly<Record<string, HeldBalance>> } };

export type OpeningBalanceCommand = SetOpeningBalances | RedateOpeningBalances;

/** The amounts after the change; the event's postings carry only the differences. */
export type OpeningBalanceSet = { type: typeof OPENING_BALANCE_SET; data: { amounts: OpeningAmounts; date: string } };
/** Amounts moved onto (positive) or off (negative) `date`; the opening amounts stay as they are. */
export type OpeningBalanceRedated = { type: typeof OPENING_BALANCE_REDATED; data: { shift: OpeningAmounts; date: string } };
export type OpeningBalanceEvent = OpeningBalanceSet | OpeningBalanceRedated;

/** The amounts, and what of them the ledger holds on each date (signed, per field). */
export type OpeningBalanceState = { amounts: OpeningAmounts; dated: Readonly<Record<string, OpeningAmounts>> };

type AnyRule = OpeningBalanceRule | OpeningValueRule;
const isQuantity = (rule: AnyRule) => 'measure' in rule && rule.measure === 'quantity';
const zeroOf = (rule: AnyRule) => (isQuantity(rule) ? '0.000' : '0.00');
const add = (rule: AnyRule, a: string | undefined, b: string | undefined) =>
  isQuantity(rule) ? Quantity.of(a ?? '0').plus(Quantity.of(b ?? '0')).toFixed() : Money.of(a ?? '0').plus(b ?? '0').toFixed();
const negate = (rule: AnyRule, a: string | undefined) => (isQuantity(rule) ? Quantity.of(a ?? '0').negated().toFixed() : Money.of(a ?? '0').negated().toFixed());
const sign = (rule: AnyRule, a: string | undefined) => (isQuantity(rule) ? Quantity.of(a ?? '0').compare(Quantity.ZERO) : Money.of(a ?? '0').compare('0'));

function allZero(rules: readonly AnyRule[], amounts: OpeningAmounts): boolean {
  return rules.every((rule) => sign(rule, amounts[rule.field]) === 0);
}

/** `dated` with `shift` added on `date`; a date whose amounts all come to zero holds nothing. */
function addOn(rules: readonly AnyRule[], dated: Readonly<Record<string, OpeningAmounts>>, date: string, shift: OpeningAmounts): Record<string, OpeningAmounts> {
  const on = Object.fromEntries(rules.map((rule) => [rule.field, add(rule, dated[date]?.[rule.field], shift[rule.field])]));
  const { [date]: _replaced, ...others } = dated;
  return allZero(rules, on) ? others : { ...others, [date]: on };
}

/** A window of days a re-dating takes `loss` out of: from `from` up to, not including, `until`. */
export interface RedatingLoss {
  from: string;
  until: string;
  loss: string;
}

/**
 * What moving a record's openings to `to` takes from each held field's balance, and on which days:
 * an inflow moved later is missing between its old date and the new one, an outflow (a negative
 * opening) moved earlier is taken out between the new date and its old one. Losses of several old
 * dates (openings corrected after the books were locked) are summed over the days of them all.
 */
export function openingRedating(rules: readonly OpeningBalanceRule[], record: OpeningRecord, state: OpeningBalanceState, to: string): Record<string, RedatingLoss> {
  const losses: Record<string, RedatingLoss> = {};
  for (const rule of rules) {
    if (!openingHeld(rule, record.id)) continue;
    let loss = rule.measure === 'quantity' ? Quantity.ZERO.toFixed() : Money.ZERO.toFixed();
    const days: string[] = [];
    for (const [date, amounts] of Object.entries(state.dated)) {
      const moved = amounts[rule.field];
      if (date < to && sign(rule, moved) > 0) loss = add(rule, loss, moved);
      else if (to < date && sign(rule, moved) < 0) loss = add(rule, loss, negate(rule, moved));
      else continue;
      days.push(date, to);
    }
    if (days.length > 0) losses[rule.field] = { from: days.reduce((a, b) => (a < b ? a : b)), until: days.reduce((a, b) => (a > b ? a : b)), loss };
  }
  return losses;
}

/** Whether `lowest` covers `amount` leaving it: the measure is the held balance's own. */
function covers(lowest: HeldBalance, amount: string): boolean {
  return lowest.amount instanceof Money ? lowestCovers(lowest as LowestBalance<Money>, amount) : lowestCovers(lowest as LowestBalance<Quantity>, amount);
}

function heldLowest(lowest: Readonly<Record<string, HeldBalance>>, field: string): HeldBalance {
  const held = lowest[field];
  if (held === undefined) throw new TypeError(`An opening that lowers ${field} is decided on its lowest balance`);
  return held;
}

/**
 * A record's opening amounts, over its own stream. Built per record kind from the rules of
 * its description (data: which field debits and credits which account).
 */
export function openingBalanceDecider(
  record: OpeningRecord,
  rules: readonly OpeningBalanceRule[],
  values: readonly OpeningValueRule[] = [],
): Decider<OpeningBalanceCommand, OpeningBalanceEvent, OpeningBalanceState> {
  const allRules: readonly AnyRule[] = [...rules, ...values];

  const set = (data: SetOpeningBalances['data'], before: OpeningAmounts): OpeningBalanceEvent[] => {
    const after: OpeningAmounts = {};
    for (const rule of rules) {
      const value = data.requested[rule.field];
      after[rule.field] = value === undefined ? (before[rule.field] ?? zeroOf(rule)) : (value ?? zeroOf(rule));
    }
    // An opening that falls takes from its account or stock on every day from its date, as any outflow does.
    for (const rule of rules) {
      const fall = add(rule, before[rule.field], negate(rule, after[rule.field]));
      if (!openingHeld(rule, record.id) || sign(rule, fall) <= 0) continue;
      const lowest = heldLowest(data.lowest, rule.field);
      if (covers(lowest, fall)) continue;
      if (rule.measure === 'quantity') throw openingBalancesRefusal.onField(rule.field, 'opening-quantity-exceeds-on-hand');
      throw cashbookRefusal.onField(rule.field, 'overdrawn', overdrawnParams(lowest as LowestBalance<Money>));
    }
    for (const rule of values) {
      after[rule.field] = openingValueAfter(rule.field, rule.valueAtCost, before, after, data.unitPrices[rule.field] ?? null);
    }
    if (openingPostings(allRules, record, before, after).length === 0) return [];
    return [{ type: OPENING_BALANCE_SET, data: { amounts: after, date: data.date } }];
  };

  const redate = (data: RedateOpeningBalances['data'], state: OpeningBalanceState): OpeningBalanceEvent[] => {
    const moved = Object.entries(state.dated).filter(([date]) => date !== data.date);
    if (moved.length === 0) return [];
    for (const [field, { loss }] of Object.entries(openingRedating(rules, record, state, data.date))) {
      const lowest = heldLowest(data.lowest, field);
      if (!covers(lowest, loss)) throw openingBalancesRefusal('opening-date-overdraws', { date: data.date, on: lowest.on });
    }
    const total: OpeningAmounts = Object.fromEntries(allRules.map((rule) => [rule.field, moved.reduce((sum, [, amounts]) => add(rule, sum, amounts[rule.field]), zeroOf(rule))]));
    const off = moved.map(([date, amounts]): OpeningBalanceEvent => ({
      type: OPENING_BALANCE_REDATED,
      data: { date, shift: Object.fromEntries(allRules.map((rule) => [rule.field, negate(rule, amounts[rule.field])])) },
    }));
    return allZero(allRules, total) ? off : [...off, { type: OPENING_BALANCE_REDATED, data: { date: data.date, shift: total } }];
  };

  return {
    initialState: () => ({ amounts: {}, dated: {} }),
    evolve: (state, event) => {
      if (event.type === OPENING_BALANCE_REDATED) return { amounts: state.amounts, dated: addOn(allRules, state.dated, event.data.date, event.data.shift) };
      const change = Object.fromEntries(allRules.map((rule) => [rule.field, add(rule, event.data.amounts[rule.field], negate(rule, state.amounts[rule.field]))]));
      return { amounts: event.data.amounts, dated: addOn(allRules, state.dated, event.data.date, change) };
    },
    decide: (command, state) => (command.type === 'SetOpeningBalances' ? set(command.data, state.amounts) : redate(command.data, state)),
    toLedger: (event, state) => ({
      type: event.type,
      schemaVersion: 1,
      payload: event.data,
      occurredOn: event.data.date,
      postings:
        event.type === OPENING_BALANCE_SET ? openingPostings(allRules, record, state.amounts, event.data.amounts) : openingPostings(allRules, record, {}, event.data.shift),
    }),
    fromLedger: eventOfTypes<OpeningBalanceEvent>('opening-balances', [OPENING_BALANCE_SET, OPENING_BALANCE_REDATED], 1),
  };
}
