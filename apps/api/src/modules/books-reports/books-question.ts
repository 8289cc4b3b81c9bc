import { isCalendarDate, isDomainError, ledgerQueryRefusal, validationRefusal } from '@ginuma/domain';
import { validationFailed, type FieldErrors } from '../../platform/http/app-errors';
import { parseTimeAxes, text } from '../ledger/ledger-query';
import type { BooksQuestion } from './books-sums';

/**
 * D and T of a books report: `as_of` defaults to the workspace's today, `known_at` to this
 * moment (to the millisecond, as the response echoes it), so the answer names the exact
 * question that reproduces it.
 */
export function booksQuestion(query: Record<string, unknown>, today: string, now: Date = new Date()): BooksQuestion {
  const errors: FieldErrors = {};
  const axis = <K extends 'asOf' | 'knownAt'>(field: 'as_of' | 'known_at', key: K): string | undefined => {
    try {
      return parseTimeAxes({ [field]: query[field] })[key];
    } catch (error) {
      if (!isDomainError(error) || !error.details.errors) throw error;
      Object.assign(errors, error.details.errors);
      return undefined;
    }
  };
  const asOf = axis('as_of', 'asOf');
  const knownAt = axis('known_at', 'knownAt');
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { asOf: asOf ?? today, knownAt: knownAt ?? now.toISOString() };
}

export interface GeneralLedgerAsked {
  account: string;
  party: string | null;
  from: string | null;
  to: string;
  knownAt: string;
}

/** The general ledger's question; every field's problem at once, as 422 `errors`. */
export function generalLedgerAsked(query: Record<string, unknown>, today: string, now: Date = new Date()): GeneralLedgerAsked {
  const errors: FieldErrors = {};
  const field = (name: string): string | undefined => {
    try {
      return text(query[name]);
    } catch {
      errors[name] = [ledgerQueryRefusal.field('given-once', { label: name })];
      return undefined;
    }
  };
  const account = field('account');
  if (account === undefined && !errors.account) errors.account = [validationRefusal.field('required', { label: 'account' })];
  else if (account !== undefined && account.length > 200) errors.account = [validationRefusal.field('too-long', { label: 'account', max: 200 })];
  const party = field('party');
  if (party !== undefined && party.length > 200) errors.party = [validationRefusal.field('too-long', { label: 'party', max: 200 })];
  const from = field('from');
  const to = field('to');
  if (from !== undefined && !isCalendarDate(from)) errors.from = [validationRefusal.field('date', { label: 'from date' })];
  if (to !== undefined && !isCalendarDate(to)) errors.to = [validationRefusal.field('date', { label: 'to date' })];
  const end = to ?? today;
  if (from !== undefined && !errors.from && !errors.to && from > end) errors.to = [ledgerQueryRefusal.field('to-date-before-from')];
  let knownAt = now.toISOString();
  try {
    knownAt = parseTimeAxes({ known_at: query.known_at }).knownAt ?? knownAt;
  } catch (error) {
    if (!isDomainError(error) || !error.details.errors) throw error;
    errors.known_at = [ledgerQueryRefusal.field('known-at')];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { account: account as string, party: party?.toLowerCase() ?? null, from: from ?? null, to: end, knownAt };
}
