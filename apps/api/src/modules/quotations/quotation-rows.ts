import { decideQuotation, type DocumentContent, type Quotation, type QuotationAction, type QuotationStatus, type QuotationView } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { notFound } from '../../platform/http/app-errors';
import type { ListResource } from '../../platform/listing/list-resource';
import { documentView, type StoredDocument } from '../invoices/invoice-document';

export interface QuotationRow extends StoredDocument {
  status: QuotationStatus;
  invoice_id: string | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

const COLUMNS = `t.id, t.code, t.customer_id, t.customer_name, t.date, t.due_date, t.project_ref, t.sub_total::text, t.grand_total::text,
  t.status AS stage, t.status, t.invoice_id, t.created_at, t.updated_at, t.deleted_at`;

export const QUOTATION_LIST: ListResource = {
  name: 'quotations',
  references: { customer_id: 't.customer_id' },
  from: 'quotations t',
  select: COLUMNS,
  sortable: { code: 't.code', date: 't.date', customer_name: 't.customer_name', grand_total: 't.grand_total', created_at: 't.created_at' },
  defaultSort: { field: 'code', order: 'DESC' },
  searchable: ['t.code', 't.customer_name', 't.project_ref'],
  dateColumn: 't.date',
  statusColumn: 't.status',
  deletedColumn: 't.deleted_at',
};

export async function findQuotation(tx: Tx, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<QuotationRow> {
  const [row] = await tx.query<QuotationRow>(`SELECT ${COLUMNS}, t.content FROM quotations t WHERE t.tenant_id = $1 AND t.id = $2${options.lock ? ' FOR UPDATE' : ''}`, [
    tenantId,
    id,
  ]);
  if (!row) throw notFound();
  return row;
}

/** The domain's view of a stored quotation (its content matters only to edits and conversion). */
export function asQuotation(row: QuotationRow, content: DocumentContent | null): Quotation {
  return { id: row.id, code: row.code, status: row.status, deleted: row.deleted_at !== null, invoiceId: row.invoice_id, content: content as DocumentContent };
}

/** The domain's transition table refuses `action` for this row (409), or lets it through. */
export function assertQuotationAction(row: QuotationRow, action: QuotationAction): void {
  decideQuotation(action, asQuotation(row, null));
}

export function quotationView(row: QuotationRow): QuotationView {
  const { content, ...rest } = row;
  return { ...rest, ...documentView(content), code: row.code, stage: row.status };
}

/** The actions that keep the row; deleting one for good is the shared document purge. */
export type KeepingQuotationAction = Exclude<QuotationAction, { type: 'PermanentlyDeleteQuotation' }>;

/** Applies a state action through the domain's transition table and stores its outcome. */
export async function actOnQuotation(tx: Tx, tenantId: string, quotationId: string, action: KeepingQuotationAction): Promise<QuotationView> {
  const current = await findQuotation(tx, tenantId, quotationId, { lock: true });
  const outcome = decideQuotation(action, asQuotation(current, null));
  if (outcome.type === 'removed') throw new TypeError(`${action.type} removed a quotation it should keep`);
  const q = outcome.quotation;
  await tx.query(
    `UPDATE quotations SET status = $3, invoice_id = $4, deleted_at = CASE WHEN $5 THEN coalesce(deleted_at, now()) END, updated_at = now()
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, quotationId, q.status, q.invoiceId, q.deleted],
  );
  return quotationView(await findQuotation(tx, tenantId, quotationId));
}
