import { LOCALE_COOKIE, requestLocale } from './app-routes';

describe('requestLocale', () => {
  it("takes the page's language first", () => {
    expect(requestLocale('si', `${LOCALE_COOKIE}=en`)).toBe('si');
    expect(requestLocale('en', `${LOCALE_COOKIE}=si`)).toBe('en');
  });

  it('else reads the remembered language among the other cookies', () => {
    expect(requestLocale(undefined, `connect.sid=abc; ${LOCALE_COOKIE}=si; XSRF-TOKEN=x`)).toBe('si');
    expect(requestLocale('fr', `${LOCALE_COOKIE}=si`)).toBe('si');
    expect(requestLocale(undefined, `${LOCALE_COOKIE}=en`)).toBe('en');
  });

  it('falls back to English without either, or with a language it does not know', () => {
    expect(requestLocale(undefined, undefined)).toBe('en');
    expect(requestLocale(['si', 'en'], 'connect.sid=abc')).toBe('en');
    expect(requestLocale(undefined, `${LOCALE_COOKIE}=fr`)).toBe('en');
    expect(requestLocale(undefined, `x${LOCALE_COOKIE}=si`)).toBe('en');
  });
});
