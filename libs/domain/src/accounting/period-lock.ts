import { eventOfTypes, type Decider } from '../shared/decider';
import { refusals } from '../shared/domain-error';

/**
 * The period lock: nothing posts on or before the lock date. Setting it is a
 * ledger event of its own (stream `period-lock`, no postings), so the audit trail shows who
 * moved it, when, and from where; lowering it is allowed and recorded the same way.
 */
export const PERIOD_LOCK_STREAM = 'period-lock';
export const PERIOD_LOCK_EVENT_SCHEMA_VERSION = 1;

export type PeriodLocked = { type: 'PeriodLocked'; data: { lockDate: string; previous: string | null; date: string } };
export type PeriodLockState = { lockDate: string | null };
/** `today` is the workspace's business date: a lock never reaches the day still in progress. */
export type LockPeriod = { type: 'LockPeriod'; data: { lockDate: string; today: string } };

/** The period lock's refusals: a posting into the locked period, and a lock date that may not be set. */
export const periodLockRefusal = refusals('period-lock', {
  'period-locked': { status: 422, message: 'The books are locked up to %{lockDate}: nothing can be posted on or before that date.' },
  'lock-date-invalid': { status: 422, message: 'The lock date must be before today: the books of a day still in progress stay open.' },
});

export type PeriodLockErrorCode = Parameters<typeof periodLockRefusal>[0];

/** The English text of the `period-locked` refusal for `lockDate`. */
export function periodLockedMessage(lockDate: string): string {
  return periodLockRefusal.field('period-locked', { lockDate }).message;
}

/** Refuses a posting dated on or before the lock date (ISO dates compare as strings). */
export function assertPeriodOpen(lockDate: string | null, occurredOn: string): void {
  if (lockDate !== null && occurredOn <= lockDate) {
    throw periodLockRefusal.onField('date', 'period-locked', { lockDate });
  }
}

export function decidePeriodLock(command: LockPeriod, state: PeriodLockState): PeriodLocked[] {
  const { lockDate, today } = command.data;
  if (lockDate >= today) {
    throw periodLockRefusal.onField('lock_date', 'lock-date-invalid');
  }
  if (lockDate === state.lockDate) return [];
  return [{ type: 'PeriodLocked', data: { lockDate, previous: state.lockDate, date: today } }];
}

export const periodLockDecider: Decider<LockPeriod, PeriodLocked, PeriodLockState> = {
  initialState: () => ({ lockDate: null }),
  evolve: (_state, event) => ({ lockDate: event.data.lockDate }),
  decide: decidePeriodLock,
  toLedger: (event) => ({
    type: event.type,
    schemaVersion: PERIOD_LOCK_EVENT_SCHEMA_VERSION,
    payload: event.data,
    occurredOn: event.data.date,
    postings: [],
  }),
  fromLedger: eventOfTypes<PeriodLocked>('period lock', ['PeriodLocked'], PERIOD_LOCK_EVENT_SCHEMA_VERSION),
};
