import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecordResource } from '@ginuma/domain';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { setDeleted, type StoredRecord } from '../record-store';

/** Soft delete: the record moves to the deleted list, from which it can be restored. */
export class DeleteRecord extends Command<StoredRecord> {
  constructor(
    readonly me: Principal,
    readonly resource: RecordResource,
    readonly recordId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteRecord)
export class DeleteRecordHandler implements ICommandHandler<DeleteRecord> {
  constructor(private readonly db: Database) {}

  execute({ me, resource, recordId }: DeleteRecord): Promise<StoredRecord> {
    return setDeleted(this.db.tx, resource, me.tenantId, recordId, true);
  }
}
