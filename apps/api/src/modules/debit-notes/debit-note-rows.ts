import { BILL_STREAM_PREFIX, type DebitNoteApplication, type DebitNoteLineView, type DebitNoteStage, type DebitNoteStoredLine } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { notFound } from '../../platform/http/app-errors';
import type { ListResource } from '../../platform/listing/list-resource';
import { LINES_WITH_ITEM_NAMES } from '../bills/bill-rows';
import { inTheBooks } from '@ginuma/ledger';

export interface DebitNoteRow {
  id: string;
  code: string;
  supplier_id: string;
  supplier_name: string;
  bill_id: string | null;
  bill_code: string | null;
  date: string;
  note: string | null;
  sub_total: string;
  tax_total: string;
  grand_total: string;
  stage: DebitNoteStage;
  status: DebitNoteStage;
  reversed_on: string | null;
  deleted_at: Date | null;
}

export type DebitNoteDetailRow = DebitNoteRow & { lines: DebitNoteLineView[]; applied: DebitNoteApplication[] };

/**
 * What of the note's credit stands on each of its supplier's bills: its applications less what was
 * taken back, read from the bills' streams (each names the note), by bill code. The bills are the
 * read's tenant's ($1), not the row's: Citus 13.2 plans a row locked FOR UPDATE beside a subquery
 * only when the subquery names the tenant itself.
 */
const APPLIED = `(SELECT coalesce(json_agg(json_build_object('bill_id', a.bill_id, 'bill_code', a.code, 'amount', a.amount::numeric(18,2)::text) ORDER BY a.code), '[]')
   FROM (SELECT ab.id AS bill_id, ab.code,
                sum(CASE e.type WHEN 'BillCreditApplied' THEN 1 ELSE -1 END * (e.payload->>'amount')::numeric) AS amount
           FROM bills ab JOIN ledger_event e ON e.tenant_id = ab.tenant_id AND e.stream = '${BILL_STREAM_PREFIX}' || ab.id
          WHERE ab.tenant_id = $1 AND ab.supplier_id = t.supplier_id
            AND e.type IN ('BillCreditApplied', 'BillCreditUnapplied') AND e.payload->>'debitNoteId' = t.id::text
          GROUP BY ab.id, ab.code) a
  WHERE a.amount > 0) AS applied`;

const FROM = `debit_notes t JOIN suppliers s ON s.tenant_id = t.tenant_id AND s.id = t.supplier_id
  LEFT JOIN bills b ON b.tenant_id = t.tenant_id AND b.id = t.bill_id`;

const COLUMNS = `t.id, t.code, t.supplier_id, s.name AS supplier_name, t.bill_id, b.code AS bill_code, t.date, t.note,
  t.sub_total::text, t.tax_total::text, t.grand_total::text, t.stage, t.stage AS status, t.reversed_on, t.created_at, t.deleted_at`;

/** Debit notes by supplier, bill, stage and date; searched by their code, the bill's and the supplier. */
export const DEBIT_NOTE_LIST: ListResource = {
  name: 'debit-notes',
  references: { supplier_id: 't.supplier_id', bill_id: 't.bill_id' },
  from: FROM,
  select: COLUMNS,
  sortable: {
    code: 't.code',
    date: 't.date',
    supplier_name: 's.name',
    grand_total: 't.grand_total',
    created_at: 't.created_at',
  },
  notNull: ['code', 'date', 'supplier_name', 'grand_total', 'created_at'],
  defaultSort: { field: 'code', order: 'DESC' },
  searchable: ['t.code', 'b.code', 's.name', 't.note'],
  dateColumn: 't.date',
  statusColumn: 't.stage',
  deletedColumn: 't.deleted_at',
};

export async function findDebitNote(tx: Tx, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<DebitNoteDetailRow> {
  const [row] = await tx.query<DebitNoteDetailRow>(
    `SELECT ${COLUMNS}, ${LINES_WITH_ITEM_NAMES}, ${APPLIED} FROM ${FROM} WHERE t.tenant_id = $1 AND t.id = $2${options.lock ? ' FOR UPDATE OF t' : ''}`,
    [tenantId, id],
  );
  if (!row) throw notFound();
  return row;
}

/** What the confirmed notes of a bill (other than `except`) returned of its lines: their lines, as the rows keep them. */
export async function confirmedBillReturns(tx: Tx, tenantId: string, billId: string, except: string): Promise<{ lines: DebitNoteStoredLine[] }[]> {
  return tx.query<{ lines: DebitNoteStoredLine[] }>(
    `SELECT lines FROM debit_notes d WHERE d.tenant_id = $1 AND d.bill_id = $2 AND ${inTheBooks('d')} AND d.id <> $3`,
    [tenantId, billId, except],
  );
}
