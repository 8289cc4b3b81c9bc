import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RecordResource } from '@ginuma/domain';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { notFound } from '../../http/app-errors';
import { nextCode } from '../record-store';

/** The code a new record would get (the form pre-fills it); only auto-coded resources have one. */
export class NextRecordCode extends Query<{ code: string }> {
  constructor(
    readonly me: Principal,
    readonly resource: RecordResource,
  ) {
    super();
  }
}

@QueryHandler(NextRecordCode)
export class NextRecordCodeHandler implements IQueryHandler<NextRecordCode> {
  constructor(private readonly db: Database) {}

  async execute({ me, resource }: NextRecordCode): Promise<{ code: string }> {
    const code = await nextCode(this.db.tx, resource, me.tenantId);
    if (code === null) throw notFound();
    return { code };
  }
}
