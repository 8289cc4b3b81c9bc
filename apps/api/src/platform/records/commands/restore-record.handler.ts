import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecordResource } from '@ginuma/domain';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { setDeleted, type StoredRecord } from '../record-store';

/** Brings a record back from the deleted list. */
export class RestoreRecord extends Command<StoredRecord> {
  constructor(
    readonly me: Principal,
    readonly resource: RecordResource,
    readonly recordId: string,
  ) {
    super();
  }
}

@CommandHandler(RestoreRecord)
export class RestoreRecordHandler implements ICommandHandler<RestoreRecord> {
  constructor(private readonly db: Database) {}

  execute({ me, resource, recordId }: RestoreRecord): Promise<StoredRecord> {
    return setDeleted(this.db.tx, resource, me.tenantId, recordId, false);
  }
}
