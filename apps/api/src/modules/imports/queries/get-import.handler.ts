import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { findImport, storedRows, type StoredImport } from '../import-store';
import type { SheetRow } from '../read-sheet';

/** One import of the workspace; with the rows of its file it refused when `withRefusedRows`. */
export class GetImport extends Query<StoredImport & { rows?: SheetRow[] }> {
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
  constructor(private readonly db: Database) {}

  async execute({ me, importId, withRefusedRows }: GetImport): Promise<StoredImport & { rows?: SheetRow[] }> {
    const stored = await findImport(this.db.tx, me.tenantId, importId);
    if (!withRefusedRows) return stored;
    const rows: SheetRow[] = [];
    for await (const row of storedRows(this.db.tx, me.tenantId, importId, [...new Set(stored.errors.map((e) => e.row))])) rows.push(row);
    return { ...stored, rows };
  }
}
