import { Money } from '../money/money';
import type { Resource } from '../access/permissions';
import { bankStatementsRefusal } from './bank-statements.refusals';

/** The confirmed documents that move a bank account's money, each of which a statement line can clear. */
export const MATCHABLE_KINDS = ['receipt', 'refund', 'voucher', 'income', 'expense', 'transfer'] as const;
export type MatchableKind = (typeof MATCHABLE_KINDS)[number];

export interface DocumentRef {
  kind: MatchableKind;
  id: string;
}

/** A confirmed document as it moved the account: `amount` signed, money in positive. */
export interface MatchCandidate extends DocumentRef {
  code: string;
  date: string;
  amount: string;
  party: string | null;
  /** Its remark, cheque number and the like: what a bank may print in the line's description. */
  text: string | null;
}

export interface LineToMatch {
  date: string;
  amount: string;
  description: string;
  reference: string | null;
}

const DAY_MS = 86_400_000;

function words(text: string | null | undefined): string[] {
  return (text ?? '')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length >= 3);
}

/** How many of the line's words (reference first) the document's code, party or text carries. */
export function textScore(line: LineToMatch, candidate: MatchCandidate): number {
  const haystack = new Set(words(`${candidate.code} ${candidate.party ?? ''} ${candidate.text ?? ''}`));
  const hits = (text: string | null) => words(text).filter((w) => haystack.has(w)).length;
  return hits(line.reference) * 2 + hits(line.description);
}

/**
 * Suggestions for a line, best first: the nearest amount, then the nearest date, then the most
 * words of the line's reference and description found in the document's code, party and text.
 */
export function rankSuggestions<C extends MatchCandidate>(line: LineToMatch, candidates: readonly C[], limit: number): C[] {
  const amount = Money.of(line.amount);
  const day = Date.parse(line.date);
  const keyed = candidates.map((candidate) => ({
    candidate,
    gap: Money.of(candidate.amount).minus(amount).abs(),
    days: Math.abs(Date.parse(candidate.date) - day) / DAY_MS,
    text: textScore(line, candidate),
  }));
  keyed.sort((a, b) => a.gap.compare(b.gap) || a.days - b.days || b.text - a.text || a.candidate.code.localeCompare(b.candidate.code));
  return keyed.slice(0, limit).map((k) => k.candidate);
}

/** A line is matched to documents whose amounts add up to exactly its own. */
export function assertMatchSum(line: { amount: string }, documents: readonly { amount: string }[]): void {
  if (documents.length === 0) throw bankStatementsRefusal.onField('documents', 'documents-required');
  const sum = Money.sum(documents.map((d) => d.amount));
  if (!sum.equals(line.amount)) throw bankStatementsRefusal.onField('documents', 'match-sum', { sum: sum.toFixed(), amount: Money.of(line.amount).toFixed() });
}

/**
 * What a line books by itself: money in an income or a customer's receipt, money out an expense
 * or a supplier's voucher, either way a transfer from or to another money account.
 */
export const LINE_ENTRY_KINDS = ['income', 'receipt', 'expense', 'voucher', 'transfer'] as const;
export type LineEntryKind = (typeof LINE_ENTRY_KINDS)[number];
const MONEY_WAY: Record<LineEntryKind, 'in' | 'out' | 'either'> = { income: 'in', receipt: 'in', expense: 'out', voucher: 'out', transfer: 'either' };

/**
 * The resource each kind is booked under: booking it from a line takes that resource's `create`
 * permission and module, as its own screen does, besides the bank statements' own.
 */
export const LINE_ENTRY_RESOURCES = {
  income: 'incomes',
  receipt: 'payments',
  expense: 'expenses',
  voucher: 'vouchers',
  transfer: 'transactions',
} as const satisfies Record<LineEntryKind, Resource>;

/** The kinds a line of `amount` can make, in the order a screen offers them. */
export function lineEntryKinds(amount: string): LineEntryKind[] {
  const way = Money.of(amount).isPositive() ? 'in' : 'out';
  return LINE_ENTRY_KINDS.filter((kind) => MONEY_WAY[kind] === way || MONEY_WAY[kind] === 'either');
}

/** The kind a line was asked to make, when its money went that way. */
export function entryKindOfLine<K extends LineEntryKind>(amount: string, kind: K): K {
  if (!lineEntryKinds(amount).includes(kind)) throw bankStatementsRefusal.onField('kind', 'create-kind');
  return kind;
}
