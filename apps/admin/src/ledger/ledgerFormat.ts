import { Money, Quantity, type Locale } from '@ginuma/domain';
import { formatDateTime } from '../i18n/format';
import { LOCALE_TAGS } from '../i18n/locale';

export type Measure = 'money' | 'quantity';

/** Exact decimal strings through Intl (never via a float), two decimals for money, up to three for quantities. */
export function formatFigure(locale: Locale, value: string, measure: Measure = 'money'): string {
  const digits = measure === 'money' ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { minimumFractionDigits: 0, maximumFractionDigits: 3 };
  return new Intl.NumberFormat(LOCALE_TAGS[locale], digits).format(value as Intl.StringNumericLiteral);
}

export function formatInstant(locale: Locale, iso: string): string {
  return formatDateTime(locale, iso, 'second');
}

export function sumFigures(values: readonly string[], measure: Measure): string {
  return measure === 'money' ? Money.sum(values).toFixed() : Quantity.sum(values).toFixed();
}

export function addFigures(a: string, b: string, measure: Measure): string {
  return measure === 'money' ? Money.of(a).plus(b).toFixed() : Quantity.of(a).plus(b).toFixed();
}

export function negateFigure(value: string, measure: Measure): string {
  return measure === 'money' ? Money.of(value).negated().toFixed() : Quantity.of(value).negated().toFixed();
}

/** `datetime-local` text (local time, to the second) for an ISO instant, and back. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A `datetime-local` asked to the minute, as the instant its minute starts. */
export function instantOf(local: string): string | undefined {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function fromLocalInput(text: string): string | undefined {
  if (!text) return undefined;
  const date = new Date(text);
  // The input shows whole seconds; "known at 10:15:07" includes what was recorded during that second.
  return Number.isNaN(date.getTime()) ? undefined : new Date(date.getTime() + 999).toISOString();
}
