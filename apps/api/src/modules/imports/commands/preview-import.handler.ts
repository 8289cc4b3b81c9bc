import { Command, CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import {
  autoMapping,
  importColumns,
  importKindSpec,
  importsRefusal,
  type ImportColumn,
  type ImportKind,
  type ImportView,
  type TrialBalanceReport,
} from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { invalid } from '../../../platform/http/app-errors';
import { businessDate } from '../../../platform/records/record-ledger';
import { GetTrialBalance } from '../../books-reports/queries/get-trial-balance.handler';
import type { CellFormats } from '../cell-values';
import { importRows } from '../import-rows';
import type { ImportRun } from '../import-run';
import { importView, insertImport, recordOutcome, rememberedMapping, rememberMapping, storedRows } from '../import-store';
import { readSheet } from '../read-sheet';
import { refuseKindWithout } from '../kind-access';

/** An uploaded file, its kind, and how to read it: a mapping the user chose (else the automatic one). */
export class PreviewImport extends Command<ImportView> {
  constructor(
    readonly me: Principal,
    readonly kind: ImportKind,
    readonly file: { name: string; content: Buffer },
    readonly mapping: Record<string, string | null> | null,
    readonly formats: CellFormats,
  ) {
    super();
  }
}

/**
 * Runs the whole import inside a savepoint and rolls it back: the preview's errors and
 * outcomes are the real commands' own, and for a kind with opening amounts the trial balance
 * is the books as the import would leave them. What is kept is the file's rows, written as they
 * are read (`import_rows`), and the outcome.
 */
@CommandHandler(PreviewImport)
export class PreviewImportHandler implements ICommandHandler<PreviewImport> {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ me, kind, file, mapping, formats }: PreviewImport): Promise<ImportView> {
    const tx = this.db.tx;
    const spec = importKindSpec(kind);
    refuseKindWithout(me, spec);
    const sheet = await readSheet(file.content);
    if (!('headers' in sheet)) throw invalid('file', sheet);
    const columns = importColumns(spec);
    const chosen = mapping === null ? {} : validMapping(columns, sheet.headers, mapping);
    const mapped = { ...autoMapping(columns, sheet.headers, await rememberedMapping(tx, me.tenantId, kind)), ...chosen };
    if (!Object.values(mapped).some(Boolean)) throw invalid('file', importsRefusal.field('no-columns'));
    await rememberMapping(tx, me.tenantId, kind, chosen);

    const importId = await insertImport(tx, me.tenantId, me.userId, { kind, name: file.name, sheet, mapping: mapped, formats });
    const stored = { headers: sheet.headers, rows: storedRows(tx, me.tenantId, importId) };
    const run: ImportRun = { tx, commands: this.commands, me, spec, columns, sheet: stored, mapping: mapped, formats };
    await tx.execute('SAVEPOINT import_preview');
    let trialBalance: TrialBalanceReport | null = null;
    try {
      const result = await importRows(run);
      if (spec.balances) {
        trialBalance = await this.queries.execute(new GetTrialBalance(me, { asOf: await businessDate(tx, me), knownAt: new Date().toISOString() }));
      }
      await tx.execute('ROLLBACK TO SAVEPOINT import_preview');
      return importView(await recordOutcome(tx, me.tenantId, importId, result, trialBalance));
    } catch (error) {
      await tx.execute('ROLLBACK TO SAVEPOINT import_preview');
      throw error;
    }
  }
}

/** A mapping names headers of the file and fields of the kind (or null to leave a column out). */
function validMapping(columns: readonly ImportColumn[], headers: readonly string[], mapping: Record<string, string | null>): Record<string, string | null> {
  const fields = new Set(columns.map((c) => c.field));
  const ok = Object.entries(mapping).every(([header, field]) => headers.includes(header) && (field === null || fields.has(field)));
  if (!ok) throw invalid('mapping', importsRefusal.field('mapping'));
  return mapping;
}
