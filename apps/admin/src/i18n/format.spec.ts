import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatMonth, formatMonthDayYear, formatTime } from './format';

/** As in a browser built without Sinhala locale data, where Intl would answer in English. */
function withoutSinhalaData() {
  const supported = Intl.DateTimeFormat.supportedLocalesOf;
  vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales, options) =>
    supported(locales, options).filter((tag) => !tag.startsWith('si')),
  );
}

describe('dates on a Sinhala page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes the Sinhala month itself where Intl has no Sinhala', () => {
    withoutSinhalaData();
    expect(formatDate('si', '2026-12-01')).toBe('2026 දෙසැම්බර් 1');
    expect(formatDate('si', '2026-04-30T23:00:00Z')).toBe('2026 අප්‍රේල් 30');
    expect(formatMonth('si', '2026-01-15')).toBe('2026 ජනවාරි');
    expect(formatMonth('si', '2026-09-01', 'short')).toBe('2026 සැප්තැම්බර්');
    const instant = new Date(2026, 11, 1, 14, 5, 9);
    expect(formatDateTime('si', instant)).toBe('2026 දෙසැම්බර් 1, 14:05');
    expect(formatDateTime('si', instant, 'second')).toBe('2026 දෙසැම්බර් 1, 14:05:09');
    expect(formatTime('si', instant)).toBe('14:05:09');
  });

  it("uses Intl's own Sinhala where it has it, and English stays Intl's", () => {
    const day = new Date(2026, 11, 1);
    expect(formatDate('si', '2026-12-01')).toBe(new Intl.DateTimeFormat('si-LK', { dateStyle: 'medium' }).format(day));
    expect(formatDate('en', '2026-12-01')).toBe('Dec 1, 2026');
    expect(formatMonth('en', '2026-12-01')).toBe('December 2026');
    expect(formatMonth('en', '2026-12-01', 'short')).toBe('Dec 26');
    withoutSinhalaData();
    expect(formatDate('en', '2026-12-01')).toBe('Dec 1, 2026');
  });
});

describe('the top bar', () => {
  it("writes a business date as that day and a time in the zone it is given", () => {
    expect(formatMonthDayYear('en', '2026-12-03')).toBe('12/03/2026');
    // 20:00 UTC is already 01:30 the next day in Colombo.
    expect(formatTime('en', new Date('2026-12-02T20:00:00Z'), 'Asia/Colombo')).toMatch(/^0?1:30:00/);
  });
});
