import type { ImportOutcome } from '@ginuma/domain';
import { validBody } from '../../platform/http/validation.pipe';
import { LedgerAccountChangesRequest, LedgerAccountRequest } from '../books/books.requests';
import { CreateLedgerAccount } from '../books/commands/create-ledger-account.handler';
import { UpdateLedgerAccount } from '../books/commands/update-ledger-account.handler';
import { text, type ImportRun } from './import-run';

/**
 * One of the business's own accounts, found by its code: a new code is created with the
 * request and command of the chart of accounts' own form, a known one changed with its edit's
 * (which keeps the type of an account already posted to), and one the row would not change is
 * left alone.
 */
export async function importLedgerAccountRow(run: ImportRun, given: Record<string, string>): Promise<ImportOutcome> {
  const { tx, commands, me } = run;
  const [current] =
    given.code === undefined
      ? []
      : await tx.query<Record<string, unknown> & { id: string }>(`SELECT id, code, name_en, name_si, type, description FROM ledger_accounts WHERE tenant_id = $1 AND code = $2`, [
          me.tenantId,
          given.code,
        ]);
  if (!current) {
    await commands.execute(new CreateLedgerAccount(me, await validBody(LedgerAccountRequest, given)));
    return 'create';
  }
  const changes = await validBody(LedgerAccountChangesRequest, given);
  const changed = Object.keys(given).some((field) => text((changes as Record<string, unknown>)[field]) !== text(current[field]));
  if (!changed) return 'unchanged';
  await commands.execute(new UpdateLedgerAccount(me, current.id, changes));
  return 'update';
}
