import type { BillEvent, CreditNoteEvent, DebitNoteEvent, InvoiceEvent, JournalEvent, ReceiptEvent, VoucherEvent } from '@ginuma/domain';
import type { EventMetadata, JsonPrimitive, RecordedEvent } from '../../event-store/ledger-event.types';
import type { ProjectedColumns, Projection, ProjectionTarget } from '../../projections/projection';

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
  bills: { stage: `'pending'`, reversed_on: 'NULL' },
  credit_notes: { stage: `'pending'`, reversed_on: 'NULL' },
  debit_notes: { stage: `'pending'`, reversed_on: 'NULL' },
} as const satisfies Record<string, { stage: string } & Record<string, string>>;

type DocumentTable = keyof typeof DOCUMENT_COLUMNS;
type DocumentStage = 'confirmed' | 'reversed';

type DocumentEvent = InvoiceEvent | ReceiptEvent | VoucherEvent | JournalEvent | BillEvent | CreditNoteEvent | DebitNoteEvent;
type DocumentEventType = DocumentEvent['type'];

/**
 * SQL: the document row `alias` is in the books, its stage as this projection wrote it from a
 * confirming event. Reads that count only confirmed documents take the test from here, the one
 * place that sets it.
 */
export function inTheBooks(alias: string): string {
  return `${alias}.stage = 'confirmed'`;
}
type DataOf<T extends DocumentEventType> = Extract<DocumentEvent, { type: T }>['data'];

/** Where a column's value comes from: a key of the event's payload or of its metadata, with the column's SQL type. */
type ColumnSource<T extends DocumentEventType> =
  | { payload: keyof DataOf<T> & string; type: string }
  | { metadata: keyof EventMetadata & string; type: string };

/** What an event of type T writes: on which table, the row named by a key of its payload, its stage and other columns. */
interface StageChange<T extends DocumentEventType> {
  table: DocumentTable;
  id: keyof DataOf<T> & string;
  stage: DocumentStage;
  also?: Readonly<Record<string, ColumnSource<T>>>;
}

/**
 * Every event that moves a document, and where to. A receipt's money is on its invoices'
 * streams (and its over-payment on its own), a refund's on its invoices': each of those
 * events names the receipt or refund, so each sets the same stage on it. Data, so that `apply`
 * and the set-based statements read the one table.
 */
const STAGE_CHANGES: { readonly [T in DocumentEventType]: StageChange<T> } = {
  InvoiceConfirmed: { table: 'invoices', id: 'invoiceId', stage: 'confirmed' },
  InvoiceReversed: { table: 'invoices', id: 'invoiceId', stage: 'reversed' },
  PaymentApplied: { table: 'receipts', id: 'receiptId', stage: 'confirmed' },
  PaymentReversed: { table: 'receipts', id: 'receiptId', stage: 'reversed' },
  ReceiptCreditRecorded: { table: 'receipts', id: 'receiptId', stage: 'confirmed' },
  ReceiptCreditReversed: { table: 'receipts', id: 'receiptId', stage: 'reversed' },
  RefundApplied: { table: 'refunds', id: 'refundId', stage: 'confirmed' },
  RefundReversed: { table: 'refunds', id: 'refundId', stage: 'reversed' },
  VoucherConfirmed: { table: 'vouchers', id: 'voucherId', stage: 'confirmed' },
  VoucherReversed: { table: 'vouchers', id: 'voucherId', stage: 'reversed' },
  JournalPosted: { table: 'journals', id: 'journalId', stage: 'confirmed', also: { confirmed_by: { metadata: 'actor_id', type: 'uuid' } } },
  JournalReversed: { table: 'journals', id: 'journalId', stage: 'reversed', also: { reversed_on: { payload: 'reversedOn', type: 'date' } } },
  BillConfirmed: { table: 'bills', id: 'billId', stage: 'confirmed' },
  BillReversed: { table: 'bills', id: 'billId', stage: 'reversed', also: { reversed_on: { payload: 'reversedOn', type: 'date' } } },
  // A supplier payment on a bill's stream names the voucher that made it, whose own stream moves its stage.
  BillPaid: { table: 'vouchers', id: 'voucherId', stage: 'confirmed' },
  BillPaymentReversed: { table: 'vouchers', id: 'voucherId', stage: 'reversed' },
  CreditNoteConfirmed: { table: 'credit_notes', id: 'creditNoteId', stage: 'confirmed' },
  CreditNoteReversed: { table: 'credit_notes', id: 'creditNoteId', stage: 'reversed', also: { reversed_on: { payload: 'reversedOn', type: 'date' } } },
  DebitNoteConfirmed: { table: 'debit_notes', id: 'debitNoteId', stage: 'confirmed' },
  DebitNoteReversed: { table: 'debit_notes', id: 'debitNoteId', stage: 'reversed', also: { reversed_on: { payload: 'reversedOn', type: 'date' } } },
  // Supplier credit spent on a bill names the debit note that claimed it, which stays confirmed.
  BillCreditApplied: { table: 'debit_notes', id: 'debitNoteId', stage: 'confirmed' },
  BillCreditUnapplied: { table: 'debit_notes', id: 'debitNoteId', stage: 'confirmed' },
};

type AnyChange = StageChange<DocumentEventType>;
const CHANGES = Object.entries(STAGE_CHANGES) as [DocumentEventType, AnyChange][];

function sourceOf(source: ColumnSource<DocumentEventType>): { from: 'payload' | 'metadata'; key: string } {
  return 'payload' in source ? { from: 'payload', key: source.payload } : { from: 'metadata', key: source.metadata };
}

/** The values one event writes on its document's row, keyed by column. */
function stageChangeOf(event: RecordedEvent): { table: DocumentTable; id: string; columns: Record<string, JsonPrimitive> } {
  const change = STAGE_CHANGES[event.type as DocumentEventType] as AnyChange;
  const payload = event.payload as Record<string, JsonPrimitive>;
  const columns: Record<string, JsonPrimitive> = { stage: change.stage };
  for (const [column, source] of Object.entries(change.also ?? {})) {
    const { from, key } = sourceOf(source);
    columns[column] = from === 'payload' ? (payload[key] ?? null) : ((event.metadata as unknown as Record<string, JsonPrimitive>)[key] ?? null);
  }
  return { table: change.table, id: String(payload[change.id]), columns };
}

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * One UPDATE per table over a range of events: each row takes its last event's stage, and
 * each other column the value of the last event that writes it (as apply, one event after
 * another, leaves them).
 */
function tableSql(target: ProjectionTarget, table: DocumentTable): string {
  const changes = CHANGES.filter(([, change]) => change.table === table);
  const types = changes.map(([type]) => quoted(type)).join(', ');
  const caseOf = (value: (change: AnyChange) => string | null) =>
    `CASE ${changes.map(([type, change]) => [type, value(change)] as const).filter(([, v]) => v !== null).map(([type, v]) => `WHEN e.type = ${quoted(type)} THEN ${v}`).join(' ')} END`;
  const extra = Object.keys(DOCUMENT_COLUMNS[table]).filter((column) => column !== 'stage');
  const select = [
    `${caseOf((change) => `(e.payload->>${quoted(change.id)})::uuid`)} AS id`,
    `${caseOf((change) => quoted(change.stage))} AS stage`,
    ...extra.flatMap((column) => {
      const sourceSql = (change: AnyChange) => {
        const source = change.also?.[column];
        if (!source) return null;
        const { from, key } = sourceOf(source);
        return `(e.${from}->>${quoted(key)})::${source.type}`;
      };
      const writers = changes.filter(([, change]) => change.also?.[column]).map(([type]) => quoted(type)).join(', ');
      return [`${caseOf(sourceSql)} AS ${column}`, `e.type IN (${writers}) AS writes_${column}`];
    }),
  ];
  const last = (column: string, filter = '') => `(array_agg(${column} ORDER BY position DESC)${filter})[1]`;
  const grouped = [
    `${last('stage')} AS stage`,
    ...extra.flatMap((column) => [`${last(column, ` FILTER (WHERE writes_${column})`)} AS ${column}`, `bool_or(writes_${column}) AS writes_${column}`]),
  ];
  const set = [`stage = x.stage`, ...extra.map((column) => `${column} = CASE WHEN x.writes_${column} THEN x.${column} ELSE t.${column} END`)];
  // The appended events are read by their positions alone first: offered the types as well, a
  // planner whose statistics predate the transaction's appends (an import's batches) took every
  // event of those types by the type index and filtered them by position.
  return `WITH e AS MATERIALIZED (SELECT * FROM ledger_event WHERE tenant_id = $1 AND position > $2 AND position <= $3)
          UPDATE ${target.table(table)} t SET ${set.join(', ')}
            FROM (SELECT id, ${grouped.join(', ')}
                    FROM (SELECT e.position, ${select.join(', ')} FROM e WHERE e.type IN (${types})) y
                   GROUP BY id) x
           WHERE t.tenant_id = $1 AND t.id = x.id`;
}

/**
 * A document's stage (pending, confirmed, reversed) on its draft row, moved only by its
 * ledger events, so the lists, filters and checks that read `stage` read the ledger and
 * `ledger:rebuild` restores it. Quotations are not here: they post no events, and
 * where one stands is the row's own `status`.
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

  rangeSql: (target) => (Object.keys(DOCUMENT_COLUMNS) as DocumentTable[]).map((table) => tableSql(target, table)),
};
