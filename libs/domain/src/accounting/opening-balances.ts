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
 * The business date an opening balance counts on. It is what the record held before anything
 * the books know of it, so it is dated the day before the record's first transaction (an
 * invoice back-dated before today), else today; never on or before the period lock, where
 * nothing may post, so then the first open day.
 */
export function openingBalanceDate(question: { today: string; firstTransaction: string | null; lockDate: string | null }): string {
  const { today, firstTransaction, lockDate } = question;
  let date = firstTransaction && firstTransaction <= today ? shiftDate(firstTransaction, -1) : today;
  if (lockDate && date <= lockDate) date = shiftDate(lockDate, 1);
  return date;
}
