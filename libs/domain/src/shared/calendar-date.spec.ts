import { calendarDateIn, isCalendarDate } from './calendar-date';

describe('calendarDateIn', () => {
  const instant = new Date('2026-03-31T20:00:00Z');

  it('gives the day the instant falls on in the zone, not in UTC', () => {
    expect(calendarDateIn('Asia/Colombo', instant)).toBe('2026-04-01');
    expect(calendarDateIn('America/New_York', instant)).toBe('2026-03-31');
  });

  it('falls back to the business home zone when none is named', () => {
    expect(calendarDateIn(null, instant)).toBe('2026-04-01');
    expect(calendarDateIn('', instant)).toBe('2026-04-01');
  });
});

describe('isCalendarDate', () => {
  it('takes a real day written YYYY-MM-DD', () => {
    for (const day of ['2026-11-01', '2024-02-29', '2026-12-31']) expect(isCalendarDate(day)).toBe(true);
  });

  it('refuses another spelling, a day the calendar lacks, and anything but text', () => {
    for (const other of ['2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-01', '01-11-2026', '2026-11-01T00:00:00Z', '', null, undefined, 20261101]) {
      expect(isCalendarDate(other)).toBe(false);
    }
  });
});
