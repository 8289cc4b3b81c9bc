import { LOCALE_COOKIE, localeOfCookieHeader } from './app-routes';

describe('localeOfCookieHeader', () => {
  it('reads the remembered language among the other cookies', () => {
    expect(localeOfCookieHeader(`connect.sid=abc; ${LOCALE_COOKIE}=si; XSRF-TOKEN=x`)).toBe('si');
    expect(localeOfCookieHeader(`${LOCALE_COOKIE}=en`)).toBe('en');
  });

  it('falls back to English without the cookie or with a language it does not know', () => {
    expect(localeOfCookieHeader(undefined)).toBe('en');
    expect(localeOfCookieHeader('connect.sid=abc')).toBe('en');
    expect(localeOfCookieHeader(`${LOCALE_COOKIE}=fr`)).toBe('en');
    expect(localeOfCookieHeader(`x${LOCALE_COOKIE}=si`)).toBe('en');
  });
});
