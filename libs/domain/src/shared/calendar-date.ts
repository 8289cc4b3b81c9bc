const BUSINESS_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The business dates Ginuma keeps: none before 1900 (no books from then; JavaScript's Date
 * also reads years 0–99 as 1900–1999) and none after 2999 (past PostgreSQL's and every
 * report's reach, and surely a typing slip). Both ends are real days, so a range check is a
 * comparison of the text.
 */
export const FIRST_BUSINESS_DATE = '1900-01-01';
export const LAST_BUSINESS_DATE = '2999-12-31';

/** Why a value is not a business date: not a real day written YYYY-MM-DD, or one outside the range. */
export type CalendarDateProblem = 'format' | 'range';

/**
 * The one check of a date a user or a client gives (every request field and filter, through
 * `isCalendarDate` or `@IsBusinessDate`): null for a business date, a real calendar day written
 * YYYY-MM-DD (no 30 February) from FIRST_BUSINESS_DATE to LAST_BUSINESS_DATE; else why not.
 */
export function calendarDateProblem(value: unknown): CalendarDateProblem | null {
  if (typeof value !== 'string' || !BUSINESS_DATE.test(value)) return 'format';
  const [y, m, d] = value.split('-').map(Number);
  // A year 0–99 day is a real day of the proleptic calendar, only out of range: checked by
  // month and day length alone (Date.UTC would move it to 1900–1999).
  const probe = new Date(Date.UTC(2000 + (y % 400), m - 1, d));
  if (probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return 'format';
  return value < FIRST_BUSINESS_DATE || value > LAST_BUSINESS_DATE ? 'range' : null;
}

/** A business date: a real calendar day written YYYY-MM-DD, from 1900-01-01 to 2999-12-31. */
export function isCalendarDate(value: unknown): value is string {
  return calendarDateProblem(value) === null;
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

/** A calendar date plus whole days, as a calendar date (counted in UTC, where no day is skipped or doubled). */
export function addCalendarDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
