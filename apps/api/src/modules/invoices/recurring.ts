import { invoicesRefusal } from '@ginuma/domain';
import type { FieldErrors } from '@ginuma/domain';
import type { RecurringInput } from './invoice.requests';

export interface RecurringSchedule {
  recurring: boolean;
  everyMonths: number | null;
  next: string | null;
  till: string | null;
}

/** `date` moved on by whole months, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** The most months between two recurrences. */
export const MAX_RECURRING_MONTHS = 24;

/**
 * The recurring option of a body its request class passed, weighed with the invoice's date: the
 * first recurrence (one period after the invoice unless given) comes after the invoice, and the
 * last date, if any, is not before the first recurrence.
 */
export function readRecurring(input: RecurringInput, invoiceDate: string): { ok: true; schedule: RecurringSchedule } | { ok: false; errors: FieldErrors } {
  if (input.recurring !== true) return { ok: true, schedule: { recurring: false, everyMonths: null, next: null, till: null } };
  const errors: FieldErrors = {};
  const every = Number(input.recurring_every_months ?? 1);
  const next = input.recurring_date ?? addMonths(invoiceDate, every);
  if (next <= invoiceDate) errors.recurring_date = [invoicesRefusal.field('recurring-date')];
  const till = input.recurring_till ?? null;
  if (till !== null && till < next) errors.recurring_till = [invoicesRefusal.field('recurring-till')];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, schedule: { recurring: true, everyMonths: every, next, till } };
}
