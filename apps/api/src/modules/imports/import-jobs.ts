import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { importColumns, importKindSpec, type ImportProgress, type ImportStage, type ImportStop } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { eventMetadata, withCorrelation } from '../../platform/http/request-context';
import type { ImportRun } from './import-run';
import { findImport, finishRun, holdImport, startRun, stopRun, storedSheet, type StoredImport } from './import-store';

/** What a stage does with the file's rows, in the run's transaction, its outcome written there too. */
export type ImportWork = (run: ImportRun) => Promise<void>;

interface Job {
  stage: ImportStage;
  total: number;
  done: number;
  startedAt: number;
  /** Set when the run is asked to stop: it stops at its next batch, or before its COMMIT. */
  stop: ImportStop | null;
  ended: Promise<void>;
}

/** Thrown into a run asked to stop, so its transaction rolls back. */
class RunStopped extends Error {
  constructor(readonly reason: ImportStop) {
    super(`The import run was stopped: ${reason}.`);
  }
}

/**
 * Previews and commits run in the background, one mechanism for both: the request that asks for
 * one marks the import running and answers at once; once its transaction commits, the run goes
 * over the stored rows in a transaction of its own as the tenant's role (row-level security as
 * for a request), the commands through the CommandBus as a user's, every event under the asking
 * request's correlation id (one batch in the audit trail). The run holds its import's row locked
 * until it ends, so every server can tell a live run from one whose server stopped (`stopRun`'s
 * `abandoned`).
 *
 * Progress and cancelling live in this process only: with several API servers, the one that
 * started a run alone shows its progress (another shows it running, progress null) and alone can
 * cancel it (another answers imports.not-running). On the embedded PGlite, whose one connection
 * a run holds to its end, every other request waits for the run.
 */
@Injectable()
export class ImportJobs implements OnModuleDestroy {
  private readonly logger = new Logger('ImportJobs');
  private readonly jobs = new Map<string, Job>();

  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
  ) {}

  /** In the asking request's transaction: the import shows as running, and the run starts once that commits. */
  async start(me: Principal, stored: StoredImport, stage: ImportStage, work: ImportWork): Promise<void> {
    await startRun(this.db.tx, me.tenantId, stored.id, stage);
    const correlationId = eventMetadata(me).correlation_id ?? randomUUID();
    this.db.afterCommit(() => {
      const job: Job = { stage, total: stored.row_count, done: 0, startedAt: Date.now(), stop: null, ended: Promise.resolve() };
      this.jobs.set(stored.id, job);
      job.ended = withCorrelation(correlationId, () => this.run(me, stored, job, work)).finally(() => this.jobs.delete(stored.id));
    });
  }

  /** Asks the import's run to stop; false when no run of this process has it. */
  cancel(importId: string): boolean {
    const job = this.jobs.get(importId);
    if (job) job.stop ??= 'cancelled';
    return job !== undefined;
  }

  progress(importId: string): ImportProgress | null {
    const job = this.jobs.get(importId);
    if (!job) return null;
    const seconds = (Date.now() - job.startedAt) / 1000;
    return { stage: job.stage, done: job.done, total: job.total, rows_per_second: seconds > 0 ? Math.round(job.done / seconds) : 0 };
  }

  /**
   * The import as it stands, read in a request's transaction (`lock` as `findImport` takes it): a
   * run no server holds any longer is stopped as failed first, so it can be run again.
   */
  async current(tenantId: string, importId: string, options: { lock?: boolean } = {}): Promise<StoredImport> {
    const stored = await findImport(this.db.tx, tenantId, importId, options);
    if ((stored.status !== 'previewing' && stored.status !== 'committing') || this.jobs.has(importId)) return stored;
    await stopRun(this.db.tx, tenantId, importId, 'failed', true);
    return findImport(this.db.tx, tenantId, importId, options);
  }

  /** Runs still going stop as failed (their transactions roll back) before the database goes. */
  async onModuleDestroy(): Promise<void> {
    for (const job of this.jobs.values()) job.stop ??= 'failed';
    await Promise.all([...this.jobs.values()].map((job) => job.ended));
  }

  private async run(me: Principal, stored: StoredImport, job: Job, work: ImportWork): Promise<void> {
    const scope = { kind: 'tenant', tenantId: me.tenantId, userId: me.userId } as const;
    const refuseStopped = () => {
      if (job.stop) throw new RunStopped(job.stop);
    };
    try {
      await this.db.transaction(scope, async (tx) => {
        await holdImport(tx, me.tenantId, stored.id);
        const spec = importKindSpec(stored.kind);
        const sheet = storedSheet(tx, me.tenantId, stored);
        const progress = async (rows: number) => {
          job.done = Math.min(job.total, job.done + rows);
          refuseStopped();
        };
        await work({ tx, commands: this.commands, me, spec, columns: importColumns(spec), sheet, mapping: stored.mapping, formats: stored.formats, progress });
        await finishRun(tx, me.tenantId, stored.id);
        // The last word before COMMIT: a cancel asked before the end always wins.
        refuseStopped();
      });
    } catch (error) {
      const reason = error instanceof RunStopped ? error.reason : 'failed';
      if (!(error instanceof RunStopped)) this.logger.error(`The ${job.stage} of import ${stored.id} failed`, error instanceof Error ? error.stack : String(error));
      await this.db
        .transaction(scope, (tx) => stopRun(tx, me.tenantId, stored.id, reason))
        .catch((failure: unknown) => this.logger.error(`Import ${stored.id} could not be marked ${reason}`, failure instanceof Error ? failure.stack : String(failure)));
    }
  }
}
