import {
  decideInvoice,
  foldInvoice,
  invoiceEventOf,
  invoiceStream,
  toLedgerEvents,
  type InvoiceCommand,
  type InvoiceState,
} from '@ginuma/domain';
import { appendToStream, readStream, type JsonValue, type RecordedEvent } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { eventMetadata } from '../../platform/http/request-context';

/** An invoice's state folded from its stream (a draft has none). */
export async function invoiceState(tx: Tx, tenantId: string, invoiceId: string): Promise<{ state: InvoiceState; version: number }> {
  const history = await readStream(tx, { tenantId, stream: invoiceStream(invoiceId), withPostings: false });
  return { state: foldInvoice(history.map(invoiceEventOf)), version: history.length };
}

/**
 * One invoice command, start to end, in the request's transaction: fold the stream, let the
 * pure rules decide, append their events with the postings they imply at the version the
 * decision saw (a concurrent change makes this a 409), and the projections follow inline.
 */
export async function runInvoiceCommand(tx: Tx, me: Principal, invoiceId: string, command: InvoiceCommand): Promise<RecordedEvent[]> {
  const { state, version } = await invoiceState(tx, me.tenantId, invoiceId);
  const decided = decideInvoice(command, state, new Date());
  return appendToStream(tx, {
    tenantId: me.tenantId,
    stream: invoiceStream(invoiceId),
    expectedVersion: version,
    events: toLedgerEvents(decided, state).map((e) => ({
      type: e.type,
      schemaVersion: e.schemaVersion,
      payload: e.payload as unknown as JsonValue,
      occurredOn: e.occurredOn,
      postings: e.postings,
    })),
    metadata: eventMetadata(me),
  });
}
