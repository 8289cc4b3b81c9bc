import { ID_PATTERN, Money, type VoucherExpenseFigure, type VoucherExpenseReport, type VoucherExpenseRow } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';

/**
 * What the voucher expenses report is asked: expenses booked on business dates `from`…`to`,
 * as the ledger was known at `knownAt` (default now), optionally one category or supplier.
 * `none` asks for lines without a sub-category or supplier (cash book expenses have no supplier).
 */
export interface ExpenseQuestion {
  tenantId: string;
  from: string;
  to: string;
  knownAt?: string;
  categoryId?: string;
  subCategoryId?: string | 'none';
  supplierId?: string | 'none';
}

export type ExpenseAsked = Omit<ExpenseQuestion, 'tenantId'>;

export type ExpenseFigure = VoucherExpenseFigure;
export type ExpenseRow = VoucherExpenseRow;
export type ExpenseReport = VoucherExpenseReport;

const UUID = `'^${ID_PATTERN}$'`;

/*
 * Every `expense` posting in the period, with what the event says about it. The category is
 * the posting's party. A voucher's supplier is in its payload, and the sub-category in the
 * payload line the posting was made from: voucherPostings writes one posting per line, in line
 * order, after the from-account posting on a reversal (libs/domain vouchers/voucher.ts).
 */
function expenseLines(question: ExpenseQuestion, params: unknown[]): string {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`p.tenant_id = ${add(question.tenantId)}`, `e.tenant_id = p.tenant_id`, `p.account = 'expense'`,
    `e.occurred_on BETWEEN ${add(question.from)}::date AND ${add(question.to)}::date`];
  if (question.knownAt) where.push(`e.recorded_at <= ${add(question.knownAt)}::timestamptz`);
  const filters: string[] = [];
  if (question.categoryId) filters.push(`category_id = ${add(question.categoryId)}::uuid`);
  if (question.subCategoryId === 'none') filters.push('sub_category_id IS NULL');
  else if (question.subCategoryId) filters.push(`sub_category_id = ${add(question.subCategoryId)}::uuid`);
  if (question.supplierId === 'none') filters.push('supplier_id IS NULL');
  else if (question.supplierId) filters.push(`supplier_id = ${add(question.supplierId)}::uuid`);
  return `
    SELECT * FROM (
      SELECT p.tenant_id, p.position, p.line_no, e.occurred_on, p.debit, p.credit, p.debit - p.credit AS amount,
             CASE WHEN substr(p.party, 18) ~ ${UUID} AND p.party LIKE 'expense-category:%' THEN substr(p.party, 18)::uuid END AS category_id,
             CASE WHEN e.type IN ('VoucherConfirmed', 'VoucherReversed') AND e.payload->>'supplierId' ~ ${UUID}
                  THEN (e.payload->>'supplierId')::uuid END AS supplier_id,
             CASE WHEN sub.raw ~ ${UUID} THEN sub.raw::uuid END AS sub_category_id
        FROM ledger_posting p
        JOIN ledger_event e ON e.tenant_id = p.tenant_id AND e.position = p.position
        CROSS JOIN LATERAL (SELECT CASE e.type WHEN 'VoucherConfirmed' THEN e.payload->'lines'->(p.line_no - 1)
                                               WHEN 'VoucherReversed' THEN e.payload->'lines'->(p.line_no - 2) END ->> 'subCategoryId' AS raw) sub
       WHERE ${where.join(' AND ')}
    ) l ${filters.length > 0 ? `WHERE ${filters.join(' AND ')}` : ''}`;
}

export async function expenseReport(tx: Tx, question: ExpenseQuestion): Promise<ExpenseReport> {
  const params: unknown[] = [];
  const rows = await tx.query<ExpenseRow>(
    `SELECT l.category_id::text, coalesce(c.name, '—') AS category, c.type AS category_type, l.sub_category_id::text, s.name AS sub_category,
            l.supplier_id::text, su.name AS supplier, sum(l.amount)::numeric(18,2)::text AS amount
       FROM (${expenseLines(question, params)}) l
       LEFT JOIN expense_categories c ON c.tenant_id = l.tenant_id AND c.id = l.category_id
       LEFT JOIN expense_sub_categories s ON s.tenant_id = l.tenant_id AND s.id = l.sub_category_id
       LEFT JOIN suppliers su ON su.tenant_id = l.tenant_id AND su.id = l.supplier_id
      GROUP BY l.category_id, c.name, c.type, l.sub_category_id, s.name, l.supplier_id, su.name
     HAVING sum(l.amount) <> 0
      ORDER BY lower(coalesce(c.name, '')), l.category_id, lower(s.name) NULLS FIRST, lower(su.name) NULLS LAST`,
    params,
  );
  return { total: sum(rows).toFixed(), categories: byCategory(rows), suppliers: bySupplier(rows), rows };
}

function sum(rows: readonly { amount: string }[]): Money {
  return Money.sum(rows.map((r) => Money.of(r.amount)));
}

function byCategory(rows: readonly ExpenseRow[]): ExpenseReport['categories'] {
  const categories = new Map<string, ExpenseReport['categories'][number] & { subs: Map<string, ExpenseRow[]> }>();
  for (const row of rows) {
    const category = categories.get(row.category_id) ?? { id: row.category_id, name: row.category, type: row.category_type, amount: '0', sub_categories: [], subs: new Map() };
    categories.set(row.category_id, category);
    const key = row.sub_category_id ?? '';
    category.subs.set(key, [...(category.subs.get(key) ?? []), row]);
  }
  return [...categories.values()].map(({ subs, ...category }) => {
    const subCategories = [...subs.values()].map((group) => ({ id: group[0].sub_category_id, name: group[0].sub_category, amount: sum(group).toFixed() }));
    return { ...category, amount: sum([...subs.values()].flat()).toFixed(), sub_categories: subCategories.filter((s) => !Money.of(s.amount).isZero()) };
  });
}

function bySupplier(rows: readonly ExpenseRow[]): ExpenseFigure[] {
  const suppliers = new Map<string, ExpenseRow[]>();
  for (const row of rows) suppliers.set(row.supplier_id ?? '', [...(suppliers.get(row.supplier_id ?? '') ?? []), row]);
  return [...suppliers.values()]
    .map((group) => ({ id: group[0].supplier_id, name: group[0].supplier, amount: sum(group).toFixed() }))
    .filter((s) => !Money.of(s.amount).isZero())
    .sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : (a.name ?? '').localeCompare(b.name ?? '')));
}

/** The shape of `GET /api/ledger/explain`, so the ledger's drill-down dialog shows it as it is. */
export interface ExpenseExplanation {
  debit: string;
  credit: string;
  balance: string;
  quantity: string;
  total: number;
  lines: { posting: Record<string, unknown>; event: Record<string, unknown> }[];
}

/** The postings and events behind one figure of the report, oldest business date first. */
export async function explainExpenses(tx: Tx, question: ExpenseQuestion, offset: number, limit: number): Promise<ExpenseExplanation> {
  const params: unknown[] = [];
  const lines = expenseLines(question, params);
  const [totals] = await tx.query<{ debit: string; credit: string; balance: string; total: string }>(
    `SELECT coalesce(sum(debit), 0)::numeric(20,2)::text AS debit, coalesce(sum(credit), 0)::numeric(20,2)::text AS credit,
            coalesce(sum(amount), 0)::numeric(20,2)::text AS balance, count(*)::text AS total FROM (${lines}) l`,
    params,
  );
  const found = await tx.query<{ line: string }>(
    `SELECT json_build_object(
              'posting', json_build_object('lineNo', p.line_no, 'account', p.account, 'party', p.party, 'debit', p.debit::text,
                                           'credit', p.credit::text, 'commodity', p.commodity, 'quantity', p.quantity::text),
              'event', json_build_object('id', e.position, 'position', e.position, 'stream', e.stream, 'streamVersion', e.stream_version,
                                         'type', e.type, 'schemaVersion', e.schema_version, 'payload', e.payload, 'metadata', e.metadata,
                                         'occurredOn', to_char(e.occurred_on, 'YYYY-MM-DD'),
                                         'recordedAt', to_char(e.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                         'prevHash', e.prev_hash, 'hash', e.hash))::text AS line
       FROM (${lines}) l
       JOIN ledger_posting p ON p.tenant_id = l.tenant_id AND p.position = l.position AND p.line_no = l.line_no
       JOIN ledger_event e ON e.tenant_id = l.tenant_id AND e.position = l.position
      ORDER BY e.occurred_on, e.position, p.line_no
      LIMIT ${Math.min(Math.max(limit, 1), 1000)} OFFSET ${Math.max(offset, 0)}`,
    params,
  );
  return {
    debit: totals.debit,
    credit: totals.credit,
    balance: totals.balance,
    quantity: '0.000',
    total: Number(totals.total),
    lines: found.map((row) => JSON.parse(row.line) as ExpenseExplanation['lines'][number]),
  };
}
