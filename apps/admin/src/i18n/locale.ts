import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALES, type Locale } from '@ginuma/domain';

/** BCP 47 tags for Intl: English is en-US, Sinhala si-LK. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', si: 'si-LK' };

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

export function localeOfPath(pathname: string): Locale {
  return pathname === '/si' || pathname.startsWith('/si/') ? 'si' : DEFAULT_LOCALE;
}

/** The path without its `/si` prefix, so it can be rebuilt for another locale. */
export function stripLocale(pathname: string): string {
  if (pathname === '/si') return '/';
  return pathname.startsWith('/si/') ? pathname.slice(3) : pathname;
}

export function readLocaleCookie(): Locale | undefined {
  const found = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(found) ? found : undefined;
}

// Lax, not Secure, whole site: the choice must survive plain-http local installs.
export function writeLocaleCookie(locale: Locale): void {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

export function browserLocale(languages: readonly string[] = navigator.languages): Locale {
  const first = languages.find((tag) => isLocale(tag.toLowerCase().split('-')[0]));
  const primary = first?.toLowerCase().split('-')[0];
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
}
