import type { PostingLine } from '../accounting/accounts';

/** An event as the ledger stores it: payload, the business date it counts on, its postings. */
export interface LedgerEventOf<Type extends string = string, Payload = unknown> {
  type: Type;
  schemaVersion: number;
  payload: Payload;
  occurredOn: string;
  postings: PostingLine[];
}

/** What the ledger gives back to fold: the type, schema version and payload of a stored event. */
export interface StoredEvent {
  type: string;
  schemaVersion: number;
  payload: unknown;
}

/**
 * An area's rules over one stream, pure: `evolve` folds the stream's events into a state,
 * `decide` turns a command and that state into new events (or throws a DomainError), and
 * `toLedger` says how each event is stored, its postings computed on the state the events
 * before it left. Time comes in as `now`; business dates come with the command.
 */
export interface Decider<Command, Event, State> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State, now: Date): Event[];
  toLedger(event: Event, before: State): LedgerEventOf;
  fromLedger(stored: StoredEvent): Event;
}

export function foldEvents<Command, Event, State>(decider: Decider<Command, Event, State>, events: readonly Event[]): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}

/** Decided events in their stored form, each on the state the ones before it left. */
export function toLedgerForm<Command, Event, State>(
  decider: Decider<Command, Event, State>,
  events: readonly Event[],
  before: State,
): { stored: LedgerEventOf[]; after: State } {
  let state = before;
  const stored = events.map((event) => {
    const form = decider.toLedger(event, state);
    state = decider.evolve(state, event);
    return form;
  });
  return { stored, after: state };
}

/**
 * Checks a stored event's type and schema version before it is folded. Payloads were written
 * from the area's own types by its own decider, so their shape is trusted.
 */
export function eventOfTypes<Event extends { type: string }>(
  area: string,
  types: readonly Event['type'][],
  schemaVersion: number,
): (stored: StoredEvent) => Event {
  return (stored) => {
    if (!(types as readonly string[]).includes(stored.type)) throw new TypeError(`Not a ${area} event: ${stored.type}`);
    if (stored.schemaVersion !== schemaVersion) {
      throw new TypeError(`${stored.type} schema version ${stored.schemaVersion} is not ${schemaVersion}`);
    }
    return { type: stored.type, data: stored.payload } as unknown as Event;
  };
}
