import { useTranslate } from 'react-admin';
import { formatMoney, Money, type MoneyLocale } from '@ginuma/domain';
import { formatDate } from '../i18n/format';
import { LOCALE_TAGS } from '../i18n/locale';
import { useWorkspace } from '../workspace/useWorkspace';

/** The page's words (`bankStatements.*`), amounts and dates in the page's language. */
export function useBankStatementText() {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  return {
    t: (key: string, options?: object) => translate(`bankStatements.${key}`, options),
    money: (amount: string) => formatMoney(Money.of(amount), LOCALE_TAGS[locale] as MoneyLocale),
    day: (date: string) => formatDate(locale, date),
    locale,
  };
}
