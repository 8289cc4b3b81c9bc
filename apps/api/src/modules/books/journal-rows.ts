import { journalTotals, type JournalLine } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { notFound } from '../../platform/http/app-errors';
import { attachmentNameSql } from '../../platform/attachments/attachment-store';
import type { ListResource } from '../../platform/listing/list-resource';

export interface JournalRow {
  id: string;
  code: string;
  date: string;
  memo: string;
  lines: JournalLine[];
  amount: string;
  stage: 'pending' | 'confirmed' | 'reversed';
  reversed_on: string | null;
  deleted_at: Date | null;
  attachment: string | null;
}

const COLUMNS = `t.id, t.code, to_char(t.date, 'YYYY-MM-DD') AS date, t.memo, t.amount::text, t.stage, t.stage AS status,
  to_char(t.reversed_on, 'YYYY-MM-DD') AS reversed_on, t.created_at, t.deleted_at`;

export const JOURNAL_LIST: ListResource = {
  name: 'journals',
  references: {},
  from: 'journals t',
  select: COLUMNS,
  sortable: { code: 't.code', date: 't.date', amount: 't.amount', memo: 't.memo', created_at: 't.created_at' },
  defaultSort: { field: 'code', order: 'DESC' },
  searchable: ['t.code', 't.memo'],
  dateColumn: 't.date',
  statusColumn: 't.stage',
  deletedColumn: 't.deleted_at',
};

export async function findJournal(tx: Tx, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<JournalRow> {
  if (options.lock) await tx.query(`SELECT 1 FROM journals WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, id]);
  const [row] = await tx.query<JournalRow>(
    `SELECT ${COLUMNS}, t.lines, ${attachmentNameSql('journal', '$1', 't.id')} AS attachment FROM journals t WHERE t.tenant_id = $1 AND t.id = $2`,
    [tenantId, id],
  );
  if (!row) throw notFound();
  return row;
}

export type JournalView = JournalRow & { status: JournalRow['stage']; totals: ReturnType<typeof journalTotals> };

export function journalView(row: JournalRow): JournalView {
  return { ...row, status: row.stage, totals: journalTotals(row.lines) };
}
