import type { Money } from './money';
import type { Quantity } from './quantity';

/** The UI's locales: English (en-US conventions) and Sinhala (Sri Lanka). */
export type MoneyLocale = 'en-US' | 'si-LK';

export interface FormatMoneyOptions {
  /** ISO 4217 code, e.g. "LKR"; without it the number alone is shown. */
  currency?: string;
}

/**
 * Formats through Intl with the decimal *string*: Intl.NumberFormat (v3) then rounds and
 * groups the exact decimal, so 999,999,999,999.99 prints exactly, which a float cannot.
 */
export function formatMoney(amount: Money, locale: MoneyLocale, options: FormatMoneyOptions = {}): string {
  const format = new Intl.NumberFormat(locale, {
    ...(options.currency ? { style: 'currency', currency: options.currency } : {}),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return format.format(amount.toFixed() as Intl.StringNumericLiteral);
}

/** Quantities show only the decimals they have (12.5, not 12.500), up to three. */
export function formatQuantity(quantity: Quantity, locale: MoneyLocale): string {
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 3 });
  return format.format(quantity.toFixed() as Intl.StringNumericLiteral);
}
