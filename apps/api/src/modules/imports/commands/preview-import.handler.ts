import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
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
import { ImportJobs } from '../import-jobs';
import { findImport, importView, insertImport, recordOutcome, rememberedMapping, rememberMapping } from '../import-store';
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
 * Reads the file into `import_rows` and answers at once with the import previewing; its run
 * (`ImportJobs`) then imports every row inside a savepoint and rolls it back: the preview's errors
 * and outcomes are the real commands' own, and for a kind with opening amounts the trial balance
 * is the books as the import would leave them. What is kept is the file's rows and the outcome.
 */
@CommandHandler(PreviewImport)
export class PreviewImportHandler implements ICommandHandler<PreviewImport> {
  constructor(
    private readonly db: Database,
    private readonly jobs: ImportJobs,
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
    await this.jobs.start(me, await findImport(tx, me.tenantId, importId), 'preview', async (run) => {
      await run.tx.execute('SAVEPOINT import_preview');
      const result = await importRows(run);
      let trialBalance: TrialBalanceReport | null = null;
      if (spec.balances) {
        trialBalance = await this.queries.execute(new GetTrialBalance(me, { asOf: await businessDate(run.tx, me), knownAt: new Date().toISOString() }));
      }
      await run.tx.execute('ROLLBACK TO SAVEPOINT import_preview');
      await recordOutcome(run.tx, me.tenantId, importId, result, trialBalance);
    });
    return importView(await findImport(tx, me.tenantId, importId));
  }
}

/** A mapping names headers of the file and fields of the kind (or null to leave a column out). */
function validMapping(columns: readonly ImportColumn[], headers: readonly string[], mapping: Record<string, string | null>): Record<string, string | null> {
  const fields = new Set(columns.map((c) => c.field));
  const ok = Object.entries(mapping).every(([header, field]) => headers.includes(header) && (field === null || fields.has(field)));
  if (!ok) throw invalid('mapping', importsRefusal.field('mapping'));
  return mapping;
}
