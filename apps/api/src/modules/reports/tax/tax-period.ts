import { isCalendarDate, ledgerQueryRefusal, validationRefusal, type FieldErrors } from '@ginuma/domain';
import { validationFailed } from '../../../platform/http/app-errors';
import { parseTimeAxes, text } from '../../ledger/ledger-query';

export interface TaxPeriod {
  from: string;
  to: string;
  knownAt?: string;
}

/**
 * A tax return's question: `from` and `to` (each defaulting to the return's usual period),
 * `known_at` (default: everything recorded); both dates checked, the second not before the first.
 */
export function taxPeriod(query: Record<string, unknown>, usual: { from: string; to: string }): TaxPeriod {
  const from = text(query.from) ?? usual.from;
  const to = text(query.to) ?? usual.to;
  const errors: FieldErrors = {};
  if (!isCalendarDate(from)) errors.from = [validationRefusal.field('date', { label: 'from date' })];
  if (!isCalendarDate(to)) errors.to = [validationRefusal.field('date', { label: 'to date' })];
  else if (isCalendarDate(from) && to < from) errors.to = [ledgerQueryRefusal.field('to-date-before-from')];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { from, to, knownAt: parseTimeAxes({ known_at: query.known_at }).knownAt };
}
