import type { InvoiceEvent, JournalEvent, ReceiptEvent, VoucherEvent } from '@ginuma/domain';
import type { EventMetadata, JsonPrimitive, RecordedEvent } from '../../event-store/ledger-event.types';
import type { ProjectedColumns, Projection } from '../../projections/projection';

/**
 * The draft row of each ledger document and the columns its events decide, with their value
 * on a row no event has reached: a pending document is a row without events.
 */
const DOCUMENT_COLUMNS = {
  invoices: { stage: `'pending'` },
  receipts: { stage: `'pending'` },
  refunds: { stage: `'pending'` },
  vouchers: { stage: `'pending'` },
  journals: { stage: `'pending'`, confirmed_by: 'NULL', reversed_on: 'NULL' },
} as const satisfies Record<string, { stage: string } & Record<string, string>>;

type DocumentTable = keyof typeof DOCUMENT_COLUMNS;
type DocumentStage = 'confirmed' | 'reversed';

/** What one event writes on its document's row. */
interface StageChange {
  table: DocumentTable;
  id: string;
  columns: { stage: DocumentStage } & Record<string, JsonPrimitive>;
}

type DocumentEvent = InvoiceEvent | ReceiptEvent | VoucherEvent | JournalEvent;
type DocumentEventType = DocumentEvent['type'];
type DataOf<T extends DocumentEventType> = Extract<DocumentEvent, { type: T }>['data'];

const change = (table: DocumentTable, id: string, stage: DocumentStage, also: Record<string, JsonPrimitive> = {}): StageChange => ({
  table,
  id,
  columns: { stage, ...also },
});

/**
 * Every event that moves a document, and where to. A receipt's money is on its invoices'
 * streams (and its over-payment on its own), a refund's on its invoices': each of those
 * events names the receipt or refund, so each sets the same stage on it.
 */
const STAGE_CHANGES: { readonly [T in DocumentEventType]: (data: DataOf<T>, metadata: EventMetadata) => StageChange } = {
  InvoiceConfirmed: (d) => change('invoices', d.invoiceId, 'confirmed'),
  InvoiceReversed: (d) => change('invoices', d.invoiceId, 'reversed'),
  PaymentApplied: (d) => change('receipts', d.receiptId, 'confirmed'),
  PaymentReversed: (d) => change('receipts', d.receiptId, 'reversed'),
  ReceiptCreditRecorded: (d) => change('receipts', d.receiptId, 'confirmed'),
  ReceiptCreditReversed: (d) => change('receipts', d.receiptId, 'reversed'),
  RefundApplied: (d) => change('refunds', d.refundId, 'confirmed'),
  RefundReversed: (d) => change('refunds', d.refundId, 'reversed'),
  VoucherConfirmed: (d) => change('vouchers', d.voucherId, 'confirmed'),
  VoucherReversed: (d) => change('vouchers', d.voucherId, 'reversed'),
  JournalPosted: (d, metadata) => change('journals', d.journalId, 'confirmed', { confirmed_by: metadata.actor_id }),
  JournalReversed: (d) => change('journals', d.journalId, 'reversed', { reversed_on: d.reversedOn }),
};

function stageChangeOf(event: RecordedEvent): StageChange {
  // The key and the payload are of the same event type; TypeScript cannot pair them through a union.
  const of = STAGE_CHANGES[event.type as DocumentEventType] as (data: unknown, metadata: EventMetadata) => StageChange;
  return of(event.payload, event.metadata);
}

/**
 * A document's stage (pending, confirmed, reversed) on its draft row, moved only by its
 * ledger events, so the lists, filters and checks that read `stage` read the ledger and
 * `ledger:rebuild` restores it. Quotations are not here: they post no events, and their
 * stage is the row's own.
 */
export const documentStageProjection: Projection = {
  name: 'document-stage',
  handles: Object.keys(STAGE_CHANGES),
  tables: [],
  columns: Object.entries(DOCUMENT_COLUMNS).map(([table, initial]): ProjectedColumns => ({ table, key: ['tenant_id', 'id'], initial })),

  async apply(tx, events, target) {
    for (const event of events) {
      const { table, id, columns } = stageChangeOf(event);
      const names = Object.keys(columns);
      await tx.query(
        `UPDATE ${target.table(table)} SET ${names.map((name, i) => `${name} = $${i + 3}`).join(', ')} WHERE tenant_id = $1 AND id = $2`,
        [event.tenantId, id, ...Object.values(columns)],
      );
    }
  },
};
