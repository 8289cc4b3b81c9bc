import { deciderSpec } from '../shared/decider.testing';
import { assertPeriodOpen, periodLockDecider, periodLockedMessage, type PeriodLocked } from './period-lock';

const given = deciderSpec(periodLockDecider, new Date('2026-11-22T08:00:00.000Z'));
const lock = (lockDate: string) => ({ type: 'LockPeriod' as const, data: { lockDate, today: '2026-11-22' } });
const locked = (lockDate: string, previous: string | null): PeriodLocked => ({ type: 'PeriodLocked', data: { lockDate, previous, date: '2026-11-22' } });

describe('periodLockDecider', () => {
  it('locks, records the previous date when moving it either way, and ignores the same date', () => {
    given().when(lock('2026-10-31')).then([locked('2026-10-31', null)]);
    given(locked('2026-10-31', null)).when(lock('2026-09-30')).then([locked('2026-09-30', '2026-10-31')]);
    given(locked('2026-10-31', null)).when(lock('2026-10-31')).then([]);
  });

  it('refuses today and the future', () => {
    given().when(lock('2026-11-22')).thenFails('lock-date-invalid');
    given().when(lock('2027-01-01')).thenFails('lock-date-invalid');
  });
});

describe('assertPeriodOpen', () => {
  it('refuses postings on or before the lock date, naming it', () => {
    expect(() => assertPeriodOpen(null, '2020-01-01')).not.toThrow();
    expect(() => assertPeriodOpen('2026-10-31', '2026-11-01')).not.toThrow();
    expect(() => assertPeriodOpen('2026-10-31', '2026-10-31')).toThrow(periodLockedMessage('2026-10-31'));
    expect(periodLockedMessage('2026-10-31')).toContain('2026-10-31');
  });
});
