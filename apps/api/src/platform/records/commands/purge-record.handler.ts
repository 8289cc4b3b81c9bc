import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecordResource } from '@ginuma/domain';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { purgeRecord, type StoredRecord } from '../record-store';

/** Deletes a record of the deleted list for good, unless the ledger names it. */
export class PurgeRecord extends Command<StoredRecord> {
  constructor(
    readonly me: Principal,
    readonly resource: RecordResource,
    readonly recordId: string,
  ) {
    super();
  }
}

@CommandHandler(PurgeRecord)
export class PurgeRecordHandler implements ICommandHandler<PurgeRecord> {
  constructor(private readonly db: Database) {}

  execute({ me, resource, recordId }: PurgeRecord): Promise<StoredRecord> {
    return purgeRecord(this.db.tx, resource, me.tenantId, recordId);
  }
}
