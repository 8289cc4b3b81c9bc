import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { importKindSpec, importsRefusal, type ImportView } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { ImportJobs } from '../import-jobs';
import { importView } from '../import-store';
import { refuseCommitWithout, refuseKindWithout } from '../kind-access';

export class CancelImport extends Command<ImportView> {
  constructor(
    readonly me: Principal,
    readonly importId: string,
  ) {
    super();
  }
}

/**
 * Asks a running preview or commit to stop: its transaction rolls back at its next batch (or
 * before its COMMIT), so nothing of its rows stays. A cancelled commit leaves the import previewed,
 * to be imported again; a cancelled preview leaves nothing to import. The answer is the import
 * still running: the run says it stopped once it has.
 */
@CommandHandler(CancelImport)
export class CancelImportHandler implements ICommandHandler<CancelImport> {
  constructor(private readonly jobs: ImportJobs) {}

  async execute({ me, importId }: CancelImport): Promise<ImportView> {
    const stored = await this.jobs.current(me.tenantId, importId);
    refuseKindWithout(me, importKindSpec(stored.kind));
    if (stored.status === 'committing') refuseCommitWithout(me);
    if (stored.status !== 'previewing' && stored.status !== 'committing') throw importsRefusal('not-running');
    // A run of another server is out of this one's reach (see ImportJobs).
    if (!this.jobs.cancel(importId)) throw importsRefusal('not-running');
    return importView(stored, this.jobs.progress(importId));
  }
}
