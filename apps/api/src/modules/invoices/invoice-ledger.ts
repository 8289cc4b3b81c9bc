import {
  costInvoiceStock,
  decideInvoice,
  foldInvoice,
  invoiceEventOf,
  invoiceStream,
  stockableProductIds,
  toLedgerEvents,
  type InvoiceCommand,
  type InvoiceEvent,
  type InvoiceState,
} from '@ginuma/domain';
import { appendToStream, readStream, type JsonValue, type RecordedEvent } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { eventMetadata } from '../../platform/http/request-context';
import { ValidationFailed } from '../../platform/http/app-errors';
import { lockProducts, stockPositions } from '../stock/stock-position';

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
  const decided = await withStockCost(tx, me.tenantId, decideInvoice(command, state, new Date()), state);
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

/**
 * Stock leaves with a confirmation and comes back with a reversal. Both lock the invoice's
 * stockable products (in id order, as every stock writer does) so each decides on a settled
 * stock position. A confirmation is refused when a line takes more than is on hand (422,
 * `lines.<index>.quantity`), and each stockable line gets its cost of sales at the moving
 * average; a reversal's negated postings return the stock at the cost it left with.
 * Non-stockable lines never touch stock.
 */
async function withStockCost(tx: Tx, tenantId: string, events: InvoiceEvent[], state: InvoiceState): Promise<InvoiceEvent[]> {
  const costed: InvoiceEvent[] = [];
  for (const event of events) {
    if (event.type === 'InvoiceReversed' && state.stage !== 'draft') {
      await lockProducts(tx, tenantId, stockableProductIds(state.invoice));
    }
    const ids = event.type === 'InvoiceConfirmed' ? stockableProductIds(event.data) : [];
    if (event.type !== 'InvoiceConfirmed' || ids.length === 0) {
      costed.push(event);
      continue;
    }
    await lockProducts(tx, tenantId, ids);
    const result = costInvoiceStock(event.data, await stockPositions(tx, tenantId, ids));
    if ('errors' in result) throw new ValidationFailed(result.errors);
    costed.push({ type: 'InvoiceConfirmed', data: result.invoice });
  }
  return costed;
}
