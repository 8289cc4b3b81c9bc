import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecordResource, RecordValues } from '@ginuma/domain';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { findRecord, insertRecord, nextCode, type StoredRecord } from '../record-store';
import { setOpeningBalances, type RequestedOpenings } from '../record-ledger';

/** A new record of any master-data resource, with the amounts its books open with. */
export class CreateRecord extends Command<StoredRecord> {
  constructor(
    readonly me: Principal,
    readonly resource: RecordResource,
    readonly values: RecordValues,
    readonly opening: RequestedOpenings,
  ) {
    super();
  }
}

@CommandHandler(CreateRecord)
export class CreateRecordHandler implements ICommandHandler<CreateRecord> {
  constructor(private readonly db: Database) {}

  async execute({ me, resource, values, opening }: CreateRecord): Promise<StoredRecord> {
    const tx = this.db.tx;
    const row = { ...values };
    if (resource.autoCode && row[resource.autoCode.field] === null) row[resource.autoCode.field] = await nextCode(tx, resource, me.tenantId);
    const created = await insertRecord(tx, resource, me.tenantId, row);
    await setOpeningBalances(tx, resource, me, created.id, opening);
    return findRecord(tx, resource, me.tenantId, created.id);
  }
}
