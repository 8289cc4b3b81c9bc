import { invoicesRefusal, type InvoiceView } from '@ginuma/domain';
import { INVOICE_STATUS_SQL, invoiceStatusSql } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import { notFound } from '../../platform/http/app-errors';
import type { ListResource } from '../../platform/listing/list-resource';
import { headerColumns, type DraftContent, type StoredDocument } from './invoice-document';
import type { RecurringSchedule } from './recurring';

/** The columns the view shows as they are; the view names `recurring_next` `recurring_date`. */
type ShownColumns = 'stage' | 'status' | 'paid' | 'refunded' | 'due' | 'template_id' | 'quotation_id' | 'recurring' | 'recurring_every_months' | 'recurring_till' | 'recurring_parent_id' | 'attachment';

export interface InvoiceRow extends StoredDocument, Pick<InvoiceView, ShownColumns> {
  recurring_next: string | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

const FROM = `invoices t LEFT JOIN invoice_balance b ON b.tenant_id = t.tenant_id AND b.invoice_id = t.id`;
// A reversed invoice owes nothing: its reversal took the receivable back out of the books.
const DUE = `(CASE WHEN b.invoice_id IS NULL THEN t.grand_total WHEN b.reversed THEN 0 ELSE b.grand_total - b.paid + b.refunded END)`;
const FIGURES = `coalesce(b.paid, 0)::numeric(18,2)::text AS paid, coalesce(b.refunded, 0)::numeric(18,2)::text AS refunded,
  ${DUE}::numeric(18,2)::text AS due, ${INVOICE_STATUS_SQL} AS status`;
/** FIGURES of an invoice with no balance row yet (a new draft), the same rules over no balance. */
const DRAFT_FIGURES = `'0.00' AS paid, '0.00' AS refunded, t.grand_total::numeric(18,2)::text AS due,
  ${invoiceStatusSql({ draft: 'true', reversed: 'false', grandTotal: '0', paid: '0', refunded: '0' })} AS status`;
const COLUMNS = `t.id, t.code, t.customer_id, t.customer_name, t.date, t.due_date, t.project_ref, t.sub_total::text, t.grand_total::text,
  t.stage, t.template_id, t.quotation_id, t.recurring, t.recurring_every_months, t.recurring_next, t.recurring_till,
  t.recurring_parent_id, t.created_at, t.updated_at, t.deleted_at`;

/** The invoice list: its own columns plus what the ledger says was paid, refunded and is due. */
export const INVOICE_LIST: ListResource = {
  name: 'invoices',
  references: { customer_id: 't.customer_id', quotation_id: 't.quotation_id' },
  from: FROM,
  select: `${COLUMNS}, ${FIGURES}`,
  sortable: {
    code: 't.code',
    date: 't.date',
    due_date: 't.due_date',
    customer_name: 't.customer_name',
    grand_total: 't.grand_total',
    due: DUE,
    created_at: 't.created_at',
  },
  defaultSort: { field: 'code', order: 'DESC' },
  searchable: ['t.code', 't.customer_name', 't.project_ref'],
  dateColumn: 't.date',
  statusColumn: `(${INVOICE_STATUS_SQL})`,
  deletedColumn: 't.deleted_at',
};

// The attachment is joined, not read by a correlated subquery: Citus refuses that beside an outer join.
const ATTACHMENT = `LEFT JOIN document_attachments a ON a.tenant_id = t.tenant_id AND a.kind = 'invoice' AND a.record_id = t.id`;
/** One invoice's row as the view needs it. */
const INVOICE_ROW = `SELECT ${COLUMNS}, t.content, ${FIGURES}, a.filename AS attachment FROM ${FROM} ${ATTACHMENT}`;
const ONE_INVOICE = `${INVOICE_ROW} WHERE t.tenant_id = $1 AND t.id = $2`;

export async function findInvoice(tx: Tx, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<InvoiceRow> {
  if (options.lock) await tx.query(`SELECT 1 FROM invoices WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, id]);
  const [row] = await tx.query<InvoiceRow>(ONE_INVOICE, [tenantId, id]);
  if (!row) throw notFound();
  return row;
}

/**
 * An invoice to confirm, locked and read in one round trip, with the transaction's time (what
 * `updated_at = now()` writes). Only its own columns are waited for: a confirmation reads
 * the ledger's figures from the invoice's stream, not from this row.
 */
export async function lockInvoiceToConfirm(tx: Tx, tenantId: string, id: string): Promise<{ row: InvoiceRow; now: Date }> {
  const [found] = await tx.query<InvoiceRow & { now: Date }>(
    `SELECT ${COLUMNS}, t.content, ${FIGURES}, now() AS now, a.filename AS attachment
       FROM ${FROM} ${ATTACHMENT} WHERE t.tenant_id = $1 AND t.id = $2 FOR UPDATE OF t`,
    [tenantId, id],
  );
  if (!found) throw notFound();
  const { now, ...row } = found;
  return { row, now };
}

/** A draft the caller may change: locked, live and still pending. */
export async function findPendingInvoice(tx: Tx, tenantId: string, id: string): Promise<InvoiceRow> {
  const current = await findInvoice(tx, tenantId, id, { lock: true });
  if (current.deleted_at) throw notFound();
  if (current.stage !== 'pending') throw invoicesRefusal('not-pending');
  return current;
}

export interface NewDraftInvoice {
  /** Its id, code, quotation, dates and figures are the content's. */
  content: DraftContent;
  customerName: string;
  templateId: string | null;
  schedule?: RecurringSchedule;
  /** The recurring invoice and period a generated draft was made for (unique together). */
  generatedFor?: { parentId: string; period: string };
  createdBy: string | null;
}

/**
 * Stores a new pending invoice (typed in, converted from a quotation, or made by a schedule) and
 * answers its row as `findInvoice` would read it.
 */
export async function insertDraftInvoice(tx: Tx, tenantId: string, draft: NewDraftInvoice): Promise<InvoiceRow> {
  const [row] = await insertDraftInvoices(tx, tenantId, [draft]);
  return row;
}

/**
 * Stores new pending invoices in one INSERT (an import's batch; `insertDraftInvoice` stores one)
 * and answers their rows in the drafts' order, each as `findInvoice` would read it.
 */
export async function insertDraftInvoices(tx: Tx, tenantId: string, drafts: readonly NewDraftInvoice[]): Promise<InvoiceRow[]> {
  if (drafts.length === 0) return [];
  const records = drafts.map((draft) => {
    const { content, schedule } = draft;
    const [customer_id, customer_name, date, due_date, project_ref, , sub_total, grand_total] = headerColumns(content, draft.customerName);
    return {
      id: content.invoiceId,
      code: content.code,
      customer_id,
      customer_name,
      date,
      due_date,
      project_ref,
      content,
      sub_total,
      grand_total,
      template_id: draft.templateId,
      quotation_id: content.quotationId,
      recurring: schedule?.recurring ?? false,
      recurring_every_months: schedule?.everyMonths ?? null,
      recurring_next: schedule?.next ?? null,
      recurring_till: schedule?.till ?? null,
      recurring_parent_id: draft.generatedFor?.parentId ?? null,
      recurring_period: draft.generatedFor?.period ?? null,
      created_by: draft.createdBy,
    };
  });
  const columns = Object.keys(records[0]);
  // Each column read as the table's own type from the records' JSON. The INSERT answers the rows
  // as findInvoice reads them, in its own round trip: a new draft has no balance and no attachment
  // yet, so its figures are the draft's. It returns rather than joins: Citus sends an INSERT …
  // SELECT that reads no table to the shards as COPY (refused under row-level security) unless it
  // returns, and a modifying CTE outer-joined to the balances crashes Citus 13.2's coordinator.
  const rows = await tx.query<InvoiceRow>(
    `INSERT INTO invoices AS t (tenant_id, ${columns.join(', ')})
       SELECT $1, ${columns.map((c) => `r.${c}`).join(', ')} FROM jsonb_populate_recordset(NULL::invoices, $2::jsonb) AS r
     RETURNING ${COLUMNS}, t.content, ${DRAFT_FIGURES}, NULL::text AS attachment`,
    [tenantId, JSON.stringify(records)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return drafts.map((draft) => byId.get(draft.content.invoiceId)!);
}
