const BUSINESS_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A business date: a real calendar day written YYYY-MM-DD (no 30 February). The one check of a
 * date a user or a client gives; years before 100 are refused (no business dates from then).
 */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !BUSINESS_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The business's home zone when a workspace names none. */
export const DEFAULT_TIME_ZONE = 'Asia/Colombo';

// Building an Intl.DateTimeFormat costs far more than formatting with one; a workspace's
// zone is asked for on most requests that date something.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone: a business date. */
export function calendarDateIn(timeZone: string | null | undefined, instant: Date = new Date()): string {
  const zone = timeZone || DEFAULT_TIME_ZONE;
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, formatter);
  }
  return formatter.format(instant);
}

/**
 * Today in the home zone, in SQL: the day `calendarDateIn(DEFAULT_TIME_ZONE)` gives. Plan
 * expiry dates are written in that zone, so they are compared with this, never with
 * PostgreSQL's `current_date`, which follows the session's zone (UTC on most servers, a day
 * behind Colombo from 18:30 to midnight UTC).
 */
export const HOME_TODAY_SQL = `(now() AT TIME ZONE '${DEFAULT_TIME_ZONE}')::date`;
