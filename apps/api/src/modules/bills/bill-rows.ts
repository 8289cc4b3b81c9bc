import { BILL_STATUS_SQL } from '@ginuma/ledger';
import type { BillStage, BillStatus } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { notFound } from '../../platform/http/app-errors';
import { attachmentNameSql } from '../../platform/attachments/attachment-store';
import type { ListResource } from '../../platform/listing/list-resource';

/** One line as the draft row keeps it (the `lines` jsonb), with its item's name read beside it. */
export interface BillLineRow {
  product_id: string | null;
  expense_category_id: string | null;
  description: string | null;
  quantity: string;
  unit_cost: string;
  tax_id: string | null;
  tax_rate: string | null;
  amount: string;
  tax_amount: string;
  total: string;
  item_name: string;
}

export interface BillRow {
  id: string;
  code: string;
  supplier_id: string;
  supplier_name: string;
  bill_number: string;
  date: string;
  due_date: string;
  note: string | null;
  sub_total: string;
  tax_total: string;
  grand_total: string;
  paid: string;
  due: string;
  stage: BillStage;
  status: BillStatus;
  reversed_on: string | null;
  deleted_at: Date | null;
}

export type BillDetailRow = BillRow & {
  lines: BillLineRow[];
  attachment: string | null;
  /** Another live bill of the supplier has this bill's number (restoring this one would repeat it). */
  number_in_use: boolean;
};

const FROM = `bills t JOIN suppliers s ON s.tenant_id = t.tenant_id AND s.id = t.supplier_id
  LEFT JOIN bill_balance b ON b.tenant_id = t.tenant_id AND b.bill_id = t.id`;

/** What the ledger says was paid and is still owed: nothing of a draft or a reversed bill is owed. */
const PAID = `coalesce(b.paid, 0)`;
const DUE = `CASE WHEN b.bill_id IS NOT NULL AND NOT b.reversed THEN b.grand_total - b.paid ELSE 0 END`;
const STATUS = `(${BILL_STATUS_SQL})`;

const COLUMNS = `t.id, t.code, t.supplier_id, s.name AS supplier_name, t.bill_number, t.date, t.due_date, t.note,
  t.sub_total::text, t.tax_total::text, t.grand_total::text, ${PAID}::numeric(18,2)::text AS paid, (${DUE})::numeric(18,2)::text AS due,
  t.stage, ${STATUS} AS status, t.reversed_on, t.created_at, t.deleted_at`;

/**
 * Each line of `t.lines` with the name of its product or category, in the order typed: a bill's, and
 * a debit note's. The names are matched by the read's tenant ($1), not the row's: Citus 13.2's
 * coordinator crashes planning an outer join to a distributed table correlated with the row.
 */
export const LINES_WITH_ITEM_NAMES = `(SELECT coalesce(jsonb_agg(l.line || jsonb_build_object('item_name', coalesce(p.name, c.name, '')) ORDER BY l.n), '[]')
   FROM jsonb_array_elements(t.lines) WITH ORDINALITY AS l (line, n)
   LEFT JOIN products p ON p.tenant_id = $1 AND p.id = (l.line->>'product_id')::uuid
   LEFT JOIN expense_categories c ON c.tenant_id = $1 AND c.id = (l.line->>'expense_category_id')::uuid) AS lines`;

/** Bills by supplier, status (pending, due, partial, paid, reversed), date; searched by our code, their number and the supplier. */
export const BILL_LIST: ListResource = {
  name: 'bills',
  references: { supplier_id: 't.supplier_id' },
  from: FROM,
  select: COLUMNS,
  sortable: {
    code: 't.code',
    date: 't.date',
    due_date: 't.due_date',
    bill_number: 't.bill_number',
    supplier_name: 's.name',
    grand_total: 't.grand_total',
    due: DUE,
    created_at: 't.created_at',
  },
  notNull: ['code', 'date', 'due_date', 'bill_number', 'supplier_name', 'grand_total', 'due', 'created_at'],
  defaultSort: { field: 'code', order: 'DESC' },
  searchable: ['t.code', 't.bill_number', 's.name', 't.note'],
  dateColumn: 't.date',
  statusColumn: STATUS,
  deletedColumn: 't.deleted_at',
};

export async function findBill(tx: Tx, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<BillDetailRow> {
  if (options.lock) await tx.query(`SELECT 1 FROM bills WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, id]);
  const [row] = await tx.query<BillDetailRow>(
    `SELECT ${COLUMNS}, ${LINES_WITH_ITEM_NAMES}, ${attachmentNameSql('bill', '$1', 't.id')} AS attachment,
            EXISTS (SELECT 1 FROM bills o WHERE o.tenant_id = $1 AND o.supplier_id = t.supplier_id AND lower(o.bill_number) = lower(t.bill_number)
                      AND o.deleted_at IS NULL AND o.id <> t.id) AS number_in_use
       FROM ${FROM} WHERE t.tenant_id = $1 AND t.id = $2`,
    [tenantId, id],
  );
  if (!row) throw notFound();
  return row;
}
