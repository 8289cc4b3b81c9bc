import { isId, journalTotals, readJournal, validationRefusal, type FieldErrors, type JournalDraft } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { validationFailed } from '../../platform/http/app-errors';
import { workspaceChart } from './chart-accounts';

const PARTY_TABLES: Record<string, string> = { customer: 'customers', supplier: 'suppliers' };

/** A journal request checked against this workspace's chart and parties, or a 422. */
export async function validJournal(tx: Tx, me: Principal, body: Record<string, unknown>): Promise<JournalDraft> {
  const chart = await workspaceChart(tx, me.tenantId);
  const read = readJournal(body, chart.lookup);
  if (!read.ok) throw validationFailed(read.errors);
  const errors: FieldErrors = {};
  for (const [i, line] of read.draft.lines.entries()) {
    if (!line.party) continue;
    const [kind, id] = line.party.split(':');
    const table = PARTY_TABLES[kind ?? ''];
    if (!table) continue;
    const [found] = isId(id) ? await tx.query(`SELECT 1 FROM ${table} WHERE tenant_id = $1 AND id = $2`, [me.tenantId, id]) : [];
    if (!found) errors[`lines.${i}.party`] = [validationRefusal.field('choice', { label: 'party' })];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return read.draft;
}

/** date, memo, lines, amount: the columns a draft's save writes. */
export function journalColumns(draft: JournalDraft): unknown[] {
  return [draft.date, draft.memo, JSON.stringify(draft.lines), journalTotals(draft.lines).debit];
}
