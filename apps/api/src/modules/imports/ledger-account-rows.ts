import type { ImportOutcome } from '@ginuma/domain';
import { validBody } from '../../platform/http/validation.pipe';
import { LedgerAccountChangesRequest, LedgerAccountRequest } from '../books/books.requests';
import { CreateLedgerAccount } from '../books/commands/create-ledger-account.handler';
import { UpdateLedgerAccount } from '../books/commands/update-ledger-account.handler';
import { text, type ImportChange, type ImportRun } from './import-run';

/** How an import's changes name the business's own accounts, which are not a record resource. */
export const LEDGER_ACCOUNTS = 'ledger-accounts';

/**
 * One of the business's own accounts, found by its code: a new code is created with the
 * request and command of the chart of accounts' own form, a known one changed with its edit's
 * (which keeps the type of an account already posted to), and one the row would not change is
 * left alone.
 */
export async function importLedgerAccountRow(run: ImportRun, given: Record<string, string>, changes: ImportChange[]): Promise<ImportOutcome> {
  const { tx, commands, me } = run;
  const [current] =
    given.code === undefined
      ? []
      : await tx.query<Record<string, unknown> & { id: string }>(`SELECT id, code, name_en, name_si, type, description FROM ledger_accounts WHERE tenant_id = $1 AND code = $2`, [
          me.tenantId,
          given.code,
        ]);
  if (!current) {
    const created = await commands.execute(new CreateLedgerAccount(me, await validBody(LedgerAccountRequest, given)));
    // An account of one's own always has its row's id; only the system accounts have none.
    if (created.custom_id) changes.push({ resource: LEDGER_ACCOUNTS, id: created.custom_id, outcome: 'create' });
    return 'create';
  }
  const request = await validBody(LedgerAccountChangesRequest, given);
  const asked = request as Record<string, unknown>;
  const changed = Object.keys(given).filter((field) => text(asked[field]) !== text(current[field]));
  if (changed.length === 0) return 'unchanged';
  await commands.execute(new UpdateLedgerAccount(me, current.id, request));
  changes.push({
    resource: LEDGER_ACCOUNTS,
    id: current.id,
    outcome: 'update',
    before: Object.fromEntries(changed.map((field) => [field, current[field] ?? null])),
    after: Object.fromEntries(changed.map((field) => [field, asked[field] ?? null])),
  });
  return 'update';
}
