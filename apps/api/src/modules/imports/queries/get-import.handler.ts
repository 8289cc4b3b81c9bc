import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { findImport, type StoredImport } from '../import-store';

/** One import of the workspace, with the rows of its file. */
export class GetImport extends Query<StoredImport> {
  constructor(
    readonly me: Principal,
    readonly importId: string,
  ) {
    super();
  }
}

@QueryHandler(GetImport)
export class GetImportHandler implements IQueryHandler<GetImport> {
  constructor(private readonly db: Database) {}

  execute({ me, importId }: GetImport): Promise<StoredImport> {
    return findImport(this.db.tx, me.tenantId, importId);
  }
}
