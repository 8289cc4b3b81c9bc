import type { CreditNoteApplication, CreditNoteLineView, CreditNoteStage } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { notFound } from '../../platform/http/app-errors';
import type { ListResource } from '../../platform/listing/list-resource';
import { inTheBooks } from '@ginuma/ledger';

export interface CreditNoteRow {
  id: string;
  code: string;
  customer_id: string;
  customer_name: string;
  invoice_id: string | null;
  invoice_code: string | null;
  date: string;
  note: string | null;
  sub_total: string;
  other_discount: string;
  tax_total: string;
  grand_total: string;
  stage: CreditNoteStage;
  status: CreditNoteStage;
  reversed_on: string | null;
  deleted_at: Date | null;
}

export type CreditNoteDetailRow = CreditNoteRow & { tax_ids: string[]; lines: CreditNoteLineView[]; applied: CreditNoteApplication[] };

/**
 * What of the note's credit stands on each invoice: what its live Credit receipts allocate there, by
 * invoice code. The receipts are the read's tenant's ($1), not the row's: Citus 13.2 plans a row
 * locked FOR UPDATE beside a subquery only when the subquery names the tenant itself.
 */
const APPLIED = `(SELECT coalesce(json_agg(json_build_object('invoice_id', x.invoice_id, 'invoice_code', x.code, 'amount', x.amount::numeric(18,2)::text) ORDER BY x.code), '[]')
   FROM (SELECT i.id AS invoice_id, i.code, sum((a->>'amount')::numeric) AS amount
           FROM receipts r CROSS JOIN jsonb_array_elements(r.allocations) a
           JOIN invoices i ON i.tenant_id = r.tenant_id AND i.id = (a->>'invoice_id')::uuid
          WHERE r.tenant_id = $1 AND r.credit_note_id = t.id AND ${inTheBooks('r')} AND r.deleted_at IS NULL
          GROUP BY i.id, i.code) x) AS applied`;

const FROM = `credit_notes t JOIN customers c ON c.tenant_id = t.tenant_id AND c.id = t.customer_id
  LEFT JOIN invoices i ON i.tenant_id = t.tenant_id AND i.id = t.invoice_id`;

const COLUMNS = `t.id, t.code, t.customer_id, c.name AS customer_name, t.invoice_id, i.code AS invoice_code, t.date, t.note,
  t.sub_total::text, t.other_discount::text, t.tax_total::text, t.grand_total::text, t.stage, t.stage AS status, t.reversed_on, t.created_at, t.deleted_at`;

/** Credit notes by customer, invoice, stage and date; searched by their code, the invoice's and the customer. */
export const CREDIT_NOTE_LIST: ListResource = {
  name: 'credit-notes',
  references: { customer_id: 't.customer_id', invoice_id: 't.invoice_id' },
  from: FROM,
  select: COLUMNS,
  sortable: {
    code: 't.code',
    date: 't.date',
    customer_name: 'c.name',
    grand_total: 't.grand_total',
    created_at: 't.created_at',
  },
  notNull: ['code', 'date', 'customer_name', 'grand_total', 'created_at'],
  defaultSort: { field: 'code', order: 'DESC' },
  searchable: ['t.code', 'i.code', 'c.name', 't.note'],
  dateColumn: 't.date',
  statusColumn: 't.stage',
  deletedColumn: 't.deleted_at',
};

export async function findCreditNote(tx: Tx, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<CreditNoteDetailRow> {
  const [row] = await tx.query<CreditNoteDetailRow>(
    `SELECT ${COLUMNS}, t.tax_ids, t.lines, ${APPLIED} FROM ${FROM} WHERE t.tenant_id = $1 AND t.id = $2${options.lock ? ' FOR UPDATE OF t' : ''}`,
    [tenantId, id],
  );
  if (!row) throw notFound();
  return row;
}

/** Marks a Credit receipt as the one that spent the note's credit, so the note can take it back. */
export async function tagCreditNoteReceipt(tx: Tx, tenantId: string, receiptId: string, creditNoteId: string): Promise<void> {
  await tx.query(`UPDATE receipts SET credit_note_id = $3 WHERE tenant_id = $1 AND id = $2`, [tenantId, receiptId, creditNoteId]);
}

/** What the confirmed notes of an invoice (other than `except`) returned of its lines: their lines, as the rows keep them. */
export async function confirmedReturns(tx: Tx, tenantId: string, invoiceId: string, except: string): Promise<{ lines: CreditNoteLineView[] }[]> {
  return tx.query<{ lines: CreditNoteLineView[] }>(
    `SELECT lines FROM credit_notes c WHERE c.tenant_id = $1 AND c.invoice_id = $2 AND ${inTheBooks('c')} AND c.id <> $3`,
    [tenantId, invoiceId, except],
  );
}
