import { addToMonth, dueSummaryMonth, monthPeriod, nextSummaryRun, type MonthlySummarySchedule } from './monthly-summary';

const on = (day: number | null, since: string | null, lastSent: string | null = null): MonthlySummarySchedule => ({ day, since, lastSent });

describe('monthly summary schedule', () => {
  it('counts months across year ends', () => {
    expect(addToMonth('2026-12', 1)).toBe('2027-01');
    expect(addToMonth('2027-01', -1)).toBe('2026-12');
    expect(addToMonth('2026-11', -23)).toBe('2024-12');
    expect(monthPeriod('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthPeriod('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('is due on the day, and on any later day of the month until it is sent', () => {
    const schedule = on(5, '2026-10-20', '2026-11');
    expect(dueSummaryMonth('2026-12-04', schedule)).toBeNull();
    expect(dueSummaryMonth('2026-12-05', schedule)).toBe('2026-12');
    expect(dueSummaryMonth('2026-12-19', schedule)).toBe('2026-12');
    expect(dueSummaryMonth('2026-12-19', { ...schedule, lastSent: '2026-12' })).toBeNull();
  });

  it('catches a missed day up once, even across a month end, and one summary after a long outage', () => {
    // The 28th passed while no server ran; on the 2nd of the next month it is still owed.
    expect(dueSummaryMonth('2027-01-02', on(28, '2026-06-01', '2026-11'))).toBe('2026-12');
    expect(dueSummaryMonth('2027-01-02', on(28, '2026-06-01', '2026-12'))).toBeNull();
    // Down from October to March: March's summary, not five.
    expect(dueSummaryMonth('2027-03-09', on(5, '2026-06-01', '2026-09'))).toBe('2027-03');
  });

  it('never sends for run dates before the day was set', () => {
    // Set on the 20th for the 5th: nothing this month, the first on next month's 5th.
    expect(dueSummaryMonth('2026-11-20', on(5, '2026-11-20'))).toBeNull();
    expect(dueSummaryMonth('2026-12-05', on(5, '2026-11-20'))).toBe('2026-12');
    // Set on the 3rd for the 28th: last month's 28th is not owed.
    expect(dueSummaryMonth('2026-11-03', on(28, '2026-11-03'))).toBeNull();
    // Set for today: today's run counts.
    expect(dueSummaryMonth('2026-11-05', on(5, '2026-11-05'))).toBe('2026-11');
  });

  it('is never due without a day', () => {
    expect(dueSummaryMonth('2026-11-20', on(null, '2026-01-01'))).toBeNull();
    expect(nextSummaryRun('2026-11-20', on(null, '2026-01-01'))).toBeNull();
  });

  it('tells the next run date', () => {
    expect(nextSummaryRun('2026-11-03', on(5, '2026-10-01', '2026-10'))).toBe('2026-11-05');
    expect(nextSummaryRun('2026-11-20', on(5, '2026-11-20'))).toBe('2026-12-05');
    expect(nextSummaryRun('2026-11-20', on(5, '2026-10-01', '2026-11'))).toBe('2026-12-05');
    expect(nextSummaryRun('2026-12-20', on(5, '2026-10-01', '2026-12'))).toBe('2027-01-05');
    // Due now: the next sweep sends it today.
    expect(nextSummaryRun('2026-11-07', on(5, '2026-10-01', '2026-10'))).toBe('2026-11-07');
  });
});
