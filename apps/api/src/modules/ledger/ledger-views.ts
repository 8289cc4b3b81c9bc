import type { LedgerEventView, StreamLabel } from '@ginuma/domain';
import type { RecordedEvent } from '@ginuma/ledger';

type Labelled<E> = E & { label: StreamLabel | null };

/** A recorded event as the API answers it (the shared contract): its position doubles as react-admin's id; the tenant stays inside. */
export function eventView(event: Labelled<RecordedEvent>): LedgerEventView;
export function eventView(event: Labelled<Omit<RecordedEvent, 'postings'>>): Omit<LedgerEventView, 'postings'>;
export function eventView({ tenantId: _tenant, ...event }: Labelled<Omit<RecordedEvent, 'postings'> & { postings?: RecordedEvent['postings'] }>): LedgerEventView {
  return { id: event.position, ...event };
}
