import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecordResource, RecordValues } from '@ginuma/domain';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { findRecord, updateRecord, type StoredRecord } from '../record-store';
import { setOpeningBalances, type RequestedOpenings } from '../record-ledger';

/** A live record's fields and opening amounts; openings the request left out keep theirs. */
export class UpdateRecord extends Command<StoredRecord> {
  constructor(
    readonly me: Principal,
    readonly resource: RecordResource,
    readonly recordId: string,
    readonly values: RecordValues,
    readonly opening: RequestedOpenings,
  ) {
    super();
  }
}

@CommandHandler(UpdateRecord)
export class UpdateRecordHandler implements ICommandHandler<UpdateRecord> {
  constructor(private readonly db: Database) {}

  async execute({ me, resource, recordId, values, opening }: UpdateRecord): Promise<StoredRecord> {
    const tx = this.db.tx;
    const changes = { ...values };
    // A code left empty keeps the one the record has (it was given one when created).
    if (resource.autoCode && changes[resource.autoCode.field] === null) delete changes[resource.autoCode.field];
    await updateRecord(tx, resource, me.tenantId, recordId, changes);
    await setOpeningBalances(tx, resource, me, recordId, opening);
    return findRecord(tx, resource, me.tenantId, recordId);
  }
}
