import { isCalendarDate } from '@ginuma/domain';
import { ValidationFailed, type FieldErrors } from '../../platform/http/app-errors';
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
      if (!(error instanceof ValidationFailed)) throw error;
      Object.assign(errors, (error.getResponse() as { errors: FieldErrors }).errors);
      return undefined;
    }
  };
  const asOf = axis('as_of', 'asOf');
  const knownAt = axis('known_at', 'knownAt');
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
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
      errors[name] = [`The ${name} field must be given once.`];
      return undefined;
    }
  };
  const account = field('account');
  if (account === undefined && !errors.account) errors.account = ['The account field is required.'];
  else if (account !== undefined && account.length > 200) errors.account = ['The account may not be greater than 200 characters.'];
  const party = field('party');
  if (party !== undefined && party.length > 200) errors.party = ['The party may not be greater than 200 characters.'];
  const from = field('from');
  const to = field('to');
  if (from !== undefined && !isCalendarDate(from)) errors.from = ['The from date must be a date in the form YYYY-MM-DD.'];
  if (to !== undefined && !isCalendarDate(to)) errors.to = ['The to date must be a date in the form YYYY-MM-DD.'];
  const end = to ?? today;
  if (from !== undefined && !errors.from && !errors.to && from > end) errors.to = ['The to date must be a date after or equal to from.'];
  let knownAt = now.toISOString();
  try {
    knownAt = parseTimeAxes({ known_at: query.known_at }).knownAt ?? knownAt;
  } catch (error) {
    if (!(error instanceof ValidationFailed)) throw error;
    errors.known_at = ['The known at time must be an ISO-8601 date and time.'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return { account: account as string, party: party?.toLowerCase() ?? null, from: from ?? null, to: end, knownAt };
}
