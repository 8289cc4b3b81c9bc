import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ImportProgress } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { ImportJobs } from '../import-jobs';
import { storedRows, type StoredImport } from '../import-store';
import type { SheetRow } from '../read-sheet';

type FoundImport = StoredImport & { progress: ImportProgress | null; rows?: SheetRow[] };

/**
 * One import of the workspace, with its run's progress while it runs (a run whose server stopped
 * is shown failed first); with the rows of its file it refused when `withRefusedRows`.
 */
export class GetImport extends Query<FoundImport> {
  constructor(
    readonly me: Principal,
    readonly importId: string,
    readonly withRefusedRows = false,
  ) {
    super();
  }
}

@QueryHandler(GetImport)
export class GetImportHandler implements IQueryHandler<GetImport> {
  constructor(
    private readonly db: Database,
    private readonly jobs: ImportJobs,
  ) {}

  async execute({ me, importId, withRefusedRows }: GetImport): Promise<FoundImport> {
    const stored = { ...(await this.jobs.current(me.tenantId, importId)), progress: this.jobs.progress(importId) };
    if (!withRefusedRows) return stored;
    const rows: SheetRow[] = [];
    for await (const row of storedRows(this.db.tx, me.tenantId, importId, [...new Set(stored.errors.map((e) => e.row))])) rows.push(row);
    return { ...stored, rows };
  }
}
