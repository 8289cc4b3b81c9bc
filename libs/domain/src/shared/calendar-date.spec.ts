import { addCalendarDays, calendarDateIn, calendarDateProblem, FIRST_BUSINESS_DATE, isCalendarDate, LAST_BUSINESS_DATE } from './calendar-date';
import { businessDateRefusal } from './validation.refusals';

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

describe('the business dates: 1900-01-01 to 2999-12-31', () => {
  it('takes both ends', () => {
    expect([FIRST_BUSINESS_DATE, LAST_BUSINESS_DATE]).toEqual(['1900-01-01', '2999-12-31']);
    for (const day of [FIRST_BUSINESS_DATE, LAST_BUSINESS_DATE, '2000-02-29']) expect(isCalendarDate(day)).toBe(true);
  });

  it('refuses a real day outside them as out of range, year 0 (which Date reads as 1900) included', () => {
    for (const day of ['0000-01-01', '0099-12-31', '1899-12-31', '3000-01-01', '9999-12-31']) {
      expect(isCalendarDate(day)).toBe(false);
      expect(calendarDateProblem(day)).toBe('range');
    }
  });

  it('refuses a day no calendar has, in any year, and year 10000, as not a date', () => {
    for (const other of ['0001-02-29', '1900-02-29', '10000-01-01', '2999-02-30']) expect(calendarDateProblem(other)).toBe('format');
  });

  it('words the refusal for the user: the range for a day outside it, the form for anything else', () => {
    expect(businessDateRefusal('0000-01-01', 'date')).toEqual({
      code: 'validation.date-out-of-range',
      params: { label: 'date', min: '1900-01-01', max: '2999-12-31' },
      message: 'The date must be a date from 1900-01-01 to 2999-12-31.',
    });
    expect(businessDateRefusal('10000-01-01', 'date').code).toBe('validation.date');
  });
});

describe('addCalendarDays', () => {
  it('counts across month ends, leap days and years', () => {
    expect(addCalendarDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addCalendarDays('2026-03-10', 0)).toBe('2026-03-10');
  });
});
