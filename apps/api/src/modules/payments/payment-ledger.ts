import { InvoicingError, receiptPostings, receiptStream, RECEIPT_EVENT_SCHEMA_VERSION, type InvoiceCommand, type ReceiptEvent } from '@ginuma/domain';
import { appendToStream, readStream, type JsonValue } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { ValidationFailed, type FieldErrors } from '../../platform/http/app-errors';
import { eventMetadata } from '../../platform/http/request-context';
import { runInvoiceCommand } from '../invoices/invoice-ledger';

/**
 * One command per invoice of a receipt or refund, in the request's transaction. Each goes
 * through the invoice's own stream at the version it read, so a concurrent receipt on the same
 * invoice either sees this one's payment or loses with a 409: an invoice is never over-applied.
 * The domain's field errors are named after the allocation they belong to.
 */
export async function runAllocationCommands(
  tx: Tx,
  me: Principal,
  allocations: readonly { invoice_id: string }[],
  command: (index: number) => InvoiceCommand,
): Promise<void> {
  for (const [i, allocation] of allocations.entries()) {
    try {
      await runInvoiceCommand(tx, me, allocation.invoice_id, command(i));
    } catch (error) {
      if (!(error instanceof InvoicingError) || error.status !== 422) throw error;
      const errors: FieldErrors = {};
      for (const [field, messages] of Object.entries(error.details.errors ?? { invoice_id: [error.message] })) {
        errors[field === 'date' ? 'date' : `invoices.${i}.${field}`] = messages;
      }
      throw new ValidationFailed(errors, error.message);
    }
  }
}

/** Appends to the receipt's own stream (its over-payment as the customer's credit). */
export async function appendReceiptEvent(tx: Tx, me: Principal, event: ReceiptEvent): Promise<void> {
  const stream = receiptStream(event.data.receiptId);
  const history = await readStream(tx, { tenantId: me.tenantId, stream, withPostings: false });
  await appendToStream(tx, {
    tenantId: me.tenantId,
    stream,
    expectedVersion: history.length,
    events: [
      {
        type: event.type,
        schemaVersion: RECEIPT_EVENT_SCHEMA_VERSION,
        payload: event.data as unknown as JsonValue,
        occurredOn: event.data.date,
        postings: receiptPostings(event),
      },
    ],
    metadata: eventMetadata(me),
  });
}

/**
 * The date a reversal counts on: today, or the document's own date when that is later (a
 * post-dated receipt), so nothing is taken back before it was booked.
 */
export function reversalDate(today: string, documentDate: string): string {
  return documentDate > today ? documentDate : today;
}
