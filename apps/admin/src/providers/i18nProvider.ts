import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import type { Locale } from '@ginuma/domain';
import { en } from '../i18n/en';
import { si } from '../i18n/si';

const catalogues = { en, si };

// Polyglot knows no Sinhala plural rule. CLDR: Sinhala uses "one" for 0 and 1 (and for
// fractions of 0.1), "other" for everything else.
const pluralRules = {
  pluralTypes: {
    english: (n: number) => (n === 1 ? 0 : 1),
    sinhala: (n: number) => (n === 0 || n === 1 || n === 0.1 ? 0 : 1),
  },
  pluralTypeToLanguages: { english: ['en'], sinhala: ['si'] },
};

const LOCALE_NAMES = [
  { locale: 'en', name: 'English' },
  { locale: 'si', name: 'සිංහල' },
];

function create(locale: Locale): I18nProvider {
  return polyglotI18nProvider((wanted) => catalogues[wanted === 'si' ? 'si' : 'en'], locale, LOCALE_NAMES, {
    pluralRules,
    allowMissing: true,
  });
}

/** One provider per locale: the URL prefix, not a stored preference, decides the language. */
export const i18nProviders: Record<Locale, I18nProvider> = { en: create('en'), si: create('si') };
