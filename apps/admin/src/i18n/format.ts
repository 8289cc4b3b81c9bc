import { calendarDateIn, DEFAULT_TIME_ZONE, type Locale } from '@ginuma/domain';
import { LOCALE_TAGS } from './locale';

export function formatAmount(locale: Locale, value: number): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

export function formatDate(locale: Locale, date: Date | string): string {
  const value = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00`) : date;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium' }).format(value);
}

/** The top bar's date is always month/day/year, whatever the locale, with the locale's digits. */
export function formatMonthDayYear(locale: Locale, date: Date): string {
  const parts = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: '2-digit', day: '2-digit', year: 'numeric' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')}`;
}

export function formatTime(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(date);
}

/**
 * Today as the business counts it (YYYY-MM-DD), a form's and a report's default date: the day in
 * the business's home zone, as the API dates what happens now; the browser's own zone may be a
 * day off around midnight.
 */
export function businessToday(instant: Date = new Date()): string {
  return calendarDateIn(DEFAULT_TIME_ZONE, instant);
}
