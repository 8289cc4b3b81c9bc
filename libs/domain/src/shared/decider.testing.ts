import type { DomainError } from './domain-error';
import { refusalOf } from './domain-error.testing';
import { foldEvents, type Decider } from './decider';

/**
 * given(events).when(command).then(events) for a decider's specs: the history is folded
 * with the decider's own evolve, so a test states facts, not a hand-built state.
 */
export function deciderSpec<Command, Event, State>(decider: Decider<Command, Event, State>, now: Date) {
  return (...history: Event[]) => ({
    when(command: Command) {
      const run = (): Event[] => decider.decide(command, foldEvents(decider, history), now);
      return {
        then(expected: Event[]): void {
          expect(run()).toEqual(expected);
        },
        thenFails(code: string, message?: string): DomainError {
          const domainError = refusalOf(run);
          expect(domainError.code).toBe(code);
          if (message !== undefined) expect(domainError.message).toBe(message);
          return domainError;
        },
      };
    },
  });
}
