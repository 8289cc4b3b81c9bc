import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { localePath, type Locale } from '@ginuma/domain';
import { localeOfPath } from './locale';

/** The language comes from the URL: no prefix is English, `/si` is Sinhala. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Builds links that keep the current language. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localePath(locale, path), [locale]);
}
