import { calendarDateIn, DEFAULT_TIME_ZONE, type Locale } from '@ginuma/domain';
import { LOCALE_TAGS } from './locale';

export function formatAmount(locale: Locale, value: number): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/**
 * Gregorian month names in Sinhala. Some browsers (Debian's chromium among them) ship without
 * Sinhala locale data, and Intl then answers quietly in English; a Sinhala page writes its dates
 * itself there.
 */
const SINHALA_MONTHS = ['ජනවාරි', 'පෙබරවාරි', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝස්තු', 'සැප්තැම්බර්', 'ඔක්තෝබර්', 'නොවැම්බර්', 'දෙසැම්බර්'] as const;

function intlLacks(locale: Locale): boolean {
  return Intl.DateTimeFormat.supportedLocalesOf([LOCALE_TAGS[locale]]).length === 0;
}

/** A calendar date from the API (YYYY-MM-DD, maybe with a time after it) as that day, whatever the zone. */
function dayOf(date: Date | string): Date {
  return typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00`) : date;
}

function sinhalaMonth(date: Date): string {
  return `${date.getFullYear()} ${SINHALA_MONTHS[date.getMonth()]}`;
}

/** Hours on the 24-hour clock, which reads the same in both languages, when Intl cannot say it in Sinhala. */
function clockTime(date: Date, seconds: boolean, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}), hourCycle: 'h23', timeZone }).format(date);
}

export function formatDate(locale: Locale, date: Date | string): string {
  const value = dayOf(date);
  if (locale === 'si' && intlLacks(locale)) return `${sinhalaMonth(value)} ${value.getDate()}`;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium' }).format(value);
}

/** A month and its year: "December 2026", or "Dec 26" where space is short. */
export function formatMonth(locale: Locale, date: Date | string, width: 'long' | 'short' = 'long'): string {
  const value = dayOf(date);
  if (locale === 'si' && intlLacks(locale)) return sinhalaMonth(value);
  const options: Intl.DateTimeFormatOptions = width === 'long' ? { month: 'long', year: 'numeric' } : { month: 'short', year: '2-digit' };
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], options).format(value);
}

/** An instant as its date and time of day, to the minute or to the second. */
export function formatDateTime(locale: Locale, instant: Date | string, precision: 'minute' | 'second' = 'minute'): string {
  const value = typeof instant === 'string' ? new Date(instant) : instant;
  if (locale === 'si' && intlLacks(locale)) return `${formatDate(locale, value)}, ${clockTime(value, precision === 'second')}`;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: precision === 'minute' ? 'short' : 'medium' }).format(value);
}

/** The top bar's date is always month/day/year, whatever the locale, with the locale's digits. */
export function formatMonthDayYear(locale: Locale, date: Date | string): string {
  const parts = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: '2-digit', day: '2-digit', year: 'numeric' }).formatToParts(dayOf(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')}`;
}

/** An instant's time of day, in the browser's zone or in the one given. */
export function formatTime(locale: Locale, date: Date, timeZone?: string): string {
  if (locale === 'si' && intlLacks(locale)) return clockTime(date, true, timeZone);
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone }).format(date);
}

/**
 * Today as the business counts it (YYYY-MM-DD), a form's and a report's default date: the day in
 * the business's home zone, as the API dates what happens now; the browser's own zone may be a
 * day off around midnight.
 */
export function businessToday(instant: Date = new Date()): string {
  return calendarDateIn(DEFAULT_TIME_ZONE, instant);
}
