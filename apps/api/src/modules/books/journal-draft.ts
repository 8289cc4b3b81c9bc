import { checkJournal, isId, journalTotals, Money, validationRefusal, type FieldErrors, type JournalDraft, type JournalInput } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { validationFailed } from '../../platform/http/app-errors';
import { workspaceChart } from './chart-accounts';

const PARTY_TABLES: Record<string, string> = { customer: 'customers', supplier: 'suppliers' };

/** A journal (a request read by `journalInput`, or a saved draft) checked against this workspace's chart and parties, or a 422. */
export async function validJournal(tx: Tx, me: Principal, input: JournalInput): Promise<JournalDraft> {
  const chart = await workspaceChart(tx, me.tenantId);
  const read = checkJournal(input, chart.lookup);
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

/** A saved draft as the journal it says, for its confirm to check again against the chart as it stands now. */
export function savedJournal(draft: JournalDraft): JournalInput {
  return { date: draft.date, memo: draft.memo, lines: draft.lines.map((line) => ({ ...line, debit: Money.of(line.debit), credit: Money.of(line.credit) })) };
}

/** date, memo, lines, amount: the columns a draft's save writes. */
export function journalColumns(draft: JournalDraft): unknown[] {
  return [draft.date, draft.memo, JSON.stringify(draft.lines), journalTotals(draft.lines).debit];
}
