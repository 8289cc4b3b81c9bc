import { eventOfTypes, type Decider } from '../shared/decider';
import { domainErrors } from '../shared/domain-error';

/**
 * The period lock (issue #13 §6): nothing posts on or before the lock date. Setting it is a
 * ledger event of its own (stream `period-lock`, no postings), so the audit trail shows who
 * moved it, when, and from where; lowering it is allowed and recorded the same way.
 */
export const PERIOD_LOCK_STREAM = 'period-lock';
export const PERIOD_LOCK_EVENT_SCHEMA_VERSION = 1;

export type PeriodLocked = { type: 'PeriodLocked'; data: { lockDate: string; previous: string | null; date: string } };
export type PeriodLockState = { lockDate: string | null };
/** `today` is the workspace's business date: a lock never reaches the day still in progress. */
export type LockPeriod = { type: 'LockPeriod'; data: { lockDate: string; today: string } };

export type PeriodLockErrorCode = 'period-locked' | 'lock-date-invalid';

export const periodLockError = domainErrors<PeriodLockErrorCode>('period-lock', {
  'period-locked': 422,
  'lock-date-invalid': 422,
});

export function periodLockedMessage(lockDate: string): string {
  return `The books are locked up to ${lockDate}: nothing can be posted on or before that date.`;
}

/** Refuses a posting dated on or before the lock date (ISO dates compare as strings). */
export function assertPeriodOpen(lockDate: string | null, occurredOn: string): void {
  if (lockDate !== null && occurredOn <= lockDate) {
    throw periodLockError('period-locked', periodLockedMessage(lockDate), { errors: { date: [periodLockedMessage(lockDate)] } });
  }
}

export function decidePeriodLock(command: LockPeriod, state: PeriodLockState): PeriodLocked[] {
  const { lockDate, today } = command.data;
  if (lockDate >= today) {
    const message = 'The lock date must be before today: the books of a day still in progress stay open.';
    throw periodLockError('lock-date-invalid', message, { errors: { lock_date: [message] } });
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
