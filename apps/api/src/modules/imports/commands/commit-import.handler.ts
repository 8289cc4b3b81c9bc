import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { importKindSpec, importsRefusal, type ImportView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { eventMetadata } from '../../../platform/http/request-context';
import { importRows } from '../import-rows';
import { ImportJobs } from '../import-jobs';
import { findImport, importView, recordOutcome } from '../import-store';
import { refuseKindWithout } from '../kind-access';

export class CommitImport extends Command<ImportView> {
  constructor(
    readonly me: Principal,
    readonly importId: string,
  ) {
    super();
  }
}

/**
 * Imports what was previewed, every row or none: the import shows as committing and its run
 * (`ImportJobs`) takes the rows again through the same commands in one transaction, their events
 * sharing this request's correlation id (one batch in the audit trail, kept on the import). A row
 * refused now (the books changed since the preview) refuses the whole import: nothing is
 * imported and the import is previewed again with the rows' errors.
 */
@CommandHandler(CommitImport)
export class CommitImportHandler implements ICommandHandler<CommitImport> {
  constructor(
    private readonly db: Database,
    private readonly jobs: ImportJobs,
  ) {}

  async execute({ me, importId }: CommitImport): Promise<ImportView> {
    const tx = this.db.tx;
    const stored = await this.jobs.current(me.tenantId, importId, { lock: true });
    if (stored.status === 'previewing' || stored.status === 'committing') throw importsRefusal('running');
    if (stored.status === 'cancelled' || stored.status === 'failed') throw importsRefusal('preview-stopped');
    if (stored.status !== 'previewed') throw importsRefusal('committed');
    if (stored.errors.length > 0) throw importsRefusal('has-errors');
    refuseKindWithout(me, importKindSpec(stored.kind));
    await this.jobs.start(me, stored, 'commit', async (run) => {
      await run.tx.execute('SAVEPOINT import_commit');
      const result = await importRows({ ...run, keepChangesOf: importId });
      if (result.errors.length > 0) {
        await run.tx.execute('ROLLBACK TO SAVEPOINT import_commit');
        await recordOutcome(run.tx, me.tenantId, importId, result, null);
        return;
      }
      await run.tx.execute(
        `UPDATE imports SET committed_at = now(), committed_by = $3, correlation_id = $4, counts = $5 WHERE tenant_id = $1 AND id = $2`,
        [me.tenantId, importId, me.userId, eventMetadata(me).correlation_id, JSON.stringify(result.counts)],
      );
    });
    return importView(await findImport(tx, me.tenantId, importId));
  }
}
