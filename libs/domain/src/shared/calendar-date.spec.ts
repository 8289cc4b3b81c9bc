import { calendarDateIn } from './calendar-date';

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
