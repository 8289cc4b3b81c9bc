import type { VoucherBillView } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { notFound } from '../../platform/http/app-errors';
import { attachmentNameSql } from '../../platform/attachments/attachment-store';
import type { ListResource } from '../../platform/listing/list-resource';
import { clearedOnSql } from '../bank-statements/cleared-documents';

export interface VoucherRow {
  id: string;
  code: string;
  supplier_id: string;
  supplier_name: string;
  date: string;
  pay_type: 'Cheque' | 'Bank' | 'Cash';
  account_id: string | null;
  account_name: string | null;
  cheque_number: string | null;
  post_date: string | null;
  account_number: string | null;
  bank: string | null;
  branch: string | null;
  /** None when the voucher only pays bills. */
  expense_category_id: string | null;
  expense_category_name: string | null;
  expense_sub_category_id: string | null;
  expense_sub_category_name: string | null;
  expenses: { description: string | null; expense_category_id: string; expense_sub_category_id?: string | null; amount: string }[];
  /** The bills it pays, with each bill's code and number (findVoucher's; the list has none). */
  bills: VoucherBillView[];
  amount: string;
  remarks: string | null;
  note: string | null;
  stage: 'pending' | 'confirmed' | 'reversed';
  deleted_at: Date | null;
  /** The statement date of the bank reconciliation that cleared it, or null: a cleared voucher cannot be deleted. */
  cleared: string | null;
  /** The attached file's name, if any (shown by the editor, not by the list). */
  attachment: string | null;
}

const FROM = `vouchers t JOIN suppliers s ON s.tenant_id = t.tenant_id AND s.id = t.supplier_id
  LEFT JOIN expense_categories ec ON ec.tenant_id = t.tenant_id AND ec.id = t.expense_category_id
  LEFT JOIN expense_sub_categories es ON es.tenant_id = t.tenant_id AND es.id = t.expense_sub_category_id
  LEFT JOIN bank_accounts k ON k.tenant_id = t.tenant_id AND k.id = t.account_id`;
const COLUMNS = `t.id, t.code, t.supplier_id, s.name AS supplier_name, t.date, t.pay_type, t.account_id,
  coalesce(k.name, CASE WHEN t.pay_type = 'Cash' THEN 'Cash' END) AS account_name, t.cheque_number, t.post_date, t.account_number, t.bank, t.branch,
  t.expense_category_id, ec.name AS expense_category_name, t.expense_sub_category_id, es.name AS expense_sub_category_name,
  t.amount::text, t.remarks, t.note, t.stage, t.stage AS status, t.created_at, t.deleted_at, ${clearedOnSql(`'voucher'`)} AS cleared`;

export const VOUCHER_LIST: ListResource = {
  name: 'vouchers',
  references: { supplier_id: 't.supplier_id', expense_category_id: 't.expense_category_id' },
  from: FROM,
  select: COLUMNS,
  sortable: { code: 't.code', date: 't.date', supplier_name: 's.name', amount: 't.amount', pay_type: 't.pay_type', created_at: 't.created_at' },
  defaultSort: { field: 'code', order: 'DESC' },
  searchable: ['t.code', 's.name', 't.cheque_number', 't.remarks'],
  dateColumn: 't.date',
  statusColumn: 't.stage',
  deletedColumn: 't.deleted_at',
};

/**
 * The voucher's allocations in order, each with its bill's code and number (another workspace's
 * bill has none). The bills are matched by the read's tenant ($1), not the row's: Citus 13.2's
 * coordinator crashes planning an outer join to a distributed table correlated with the row.
 */
const BILLS = `(SELECT coalesce(json_agg(json_build_object('bill_id', a.value->>'bill_id', 'amount', a.value->>'amount',
                  'code', coalesce(b.code, ''), 'bill_number', coalesce(b.bill_number, '')) ORDER BY a.n), '[]')
            FROM jsonb_array_elements(t.bills) WITH ORDINALITY AS a (value, n)
            LEFT JOIN bills b ON b.tenant_id = $1 AND b.id = (a.value->>'bill_id')::uuid) AS bills`;

export async function findVoucher(tx: Tx, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<VoucherRow> {
  if (options.lock) await tx.query(`SELECT 1 FROM vouchers WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, id]);
  const [row] = await tx.query<VoucherRow>(`SELECT ${COLUMNS}, t.expenses, ${BILLS}, ${attachmentNameSql('voucher', '$1', 't.id')} AS attachment FROM ${FROM} WHERE t.tenant_id = $1 AND t.id = $2`, [tenantId, id]);
  if (!row) throw notFound();
  return row;
}
