import { isMoneyAccount } from '../cashbook/cashbook';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { accountFor, partyOf, type PostingLine } from './accounts';

/** Where an opening amount goes: debit one account, credit another (data, not code). */
export interface OpeningBalanceRule {
  /** The record field holding the amount. */
  field: string;
  /** Money (default) moves debit and credit; a quantity moves the record's own commodity. */
  measure?: 'money' | 'quantity';
  debit: AccountSide;
  credit: AccountSide;
}

export interface AccountSide {
  /** An account name; `{id}` stands for the record's id. */
  account: string;
  /** Post against the record itself as the party (a customer's receivable). */
  ownParty?: boolean;
}

export type OpeningAmounts = Record<string, string>;

export const OPENING_BALANCE_SET = 'OpeningBalanceSet';
export const OPENING_BALANCE_REDATED = 'OpeningBalanceRedated';

/** The Business Configuration field holding the day every opening balance is dated. */
export const OPENING_BALANCE_DATE_FIELD = 'opening_balance_date';

/**
 * What an opening amount brings into that may never be below zero on any day: the record's
 * stock (an opening quantity), a money account (a bank account's opening balance), or nothing
 * (a customer's or supplier's opening, which the books may owe either way).
 */
export function openingHeld(rule: OpeningBalanceRule, recordId: string): 'stock' | 'money' | null {
  if (rule.measure === 'quantity') return 'stock';
  return isMoneyAccount(accountFor(rule.debit.account, recordId)) ? 'money' : null;
}

/**
 * The postings that take a record's opening amounts from `before` to `after`: for each
 * changed amount, the difference on its rule's debit and credit sides (reversed when it
 * fell). Unchanged amounts post nothing, so an edit that keeps them appends no lines.
 */
export function openingPostings(
  rules: readonly OpeningBalanceRule[],
  party: { kind: string; id: string },
  before: OpeningAmounts,
  after: OpeningAmounts,
): PostingLine[] {
  const lines: PostingLine[] = [];
  for (const rule of rules) {
    if (rule.measure === 'quantity') {
      const delta = Quantity.of(after[rule.field] ?? '0').minus(Quantity.of(before[rule.field] ?? '0'));
      if (delta.isZero()) continue;
      const commodity = partyOf(party.kind, party.id);
      lines.push(
        { ...side(rule.debit, party), commodity, quantity: delta.toFixed() },
        { ...side(rule.credit, party), commodity, quantity: delta.negated().toFixed() },
      );
      continue;
    }
    const delta = Money.of(after[rule.field] ?? '0').minus(Money.of(before[rule.field] ?? '0'));
    if (delta.isZero()) continue;
    const amount = delta.abs().toFixed();
    const [debit, credit] = delta.isNegative() ? [rule.credit, rule.debit] : [rule.debit, rule.credit];
    lines.push({ ...side(debit, party), debit: amount }, { ...side(credit, party), credit: amount });
  }
  return lines;
}

function side(rule: AccountSide, party: { kind: string; id: string }): Pick<PostingLine, 'account' | 'party'> {
  return { account: accountFor(rule.account, party.id), party: rule.ownParty ? partyOf(party.kind, party.id) : null };
}

/** `YYYY-MM-DD` moved by whole days. */
function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The business date an opening balance counts on: the workspace's opening date, what every
 * record held before the books begin. Nothing may post on or before the period lock, so an
 * opening set once the books are locked through that date counts on the first open day.
 */
export function openingBalanceDate(question: { openingDate: string; lockDate: string | null }): string {
  const { openingDate, lockDate } = question;
  return lockDate && openingDate <= lockDate ? shiftDate(lockDate, 1) : openingDate;
}
