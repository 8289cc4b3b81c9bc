import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { findImport, type ImportParts, type StoredImport } from '../import-store';

/** One import of the workspace; with the rows of its file when `withRows`. */
export class GetImport extends Query<StoredImport & Partial<ImportParts>> {
  constructor(
    readonly me: Principal,
    readonly importId: string,
    readonly withRows = false,
  ) {
    super();
  }
}

@QueryHandler(GetImport)
export class GetImportHandler implements IQueryHandler<GetImport> {
  constructor(private readonly db: Database) {}

  execute({ me, importId, withRows }: GetImport): Promise<StoredImport & Partial<ImportParts>> {
    return findImport(this.db.tx, me.tenantId, importId, { with: withRows ? ['rows'] : [] });
  }
}
