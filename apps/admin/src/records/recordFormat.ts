import { formatMoney, formatQuantity, Money, Quantity, type Locale } from '@ginuma/domain';
import { LOCALE_TAGS } from '../i18n/locale';
import type { Measure } from './recordScreens';

const TAGS = LOCALE_TAGS as Record<Locale, 'en-US' | 'si-LK'>;

/** Decimal strings from the API, formatted exactly (never through a float). */
export function formatFigure(locale: Locale, measure: Measure | 'percentage', value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  try {
    if (measure === 'quantity') return formatQuantity(Quantity.of(text), TAGS[locale]);
    const formatted = formatMoney(Money.of(text), TAGS[locale]);
    return measure === 'percentage' ? `${formatted}%` : formatted;
  } catch {
    return text;
  }
}
