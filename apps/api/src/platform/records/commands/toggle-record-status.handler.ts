import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecordResource } from '@ginuma/domain';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { notFound } from '../../http/app-errors';
import { findRecord, updateRecord, type StoredRecord } from '../record-store';

/** Active ↔ inactive: an inactive record stays on its documents but leaves the pickers. */
export class ToggleRecordStatus extends Command<StoredRecord> {
  constructor(
    readonly me: Principal,
    readonly resource: RecordResource,
    readonly recordId: string,
  ) {
    super();
  }
}

@CommandHandler(ToggleRecordStatus)
export class ToggleRecordStatusHandler implements ICommandHandler<ToggleRecordStatus> {
  constructor(private readonly db: Database) {}

  async execute({ me, resource, recordId }: ToggleRecordStatus): Promise<StoredRecord> {
    if (!resource.hasStatus) throw notFound();
    const current = await findRecord(this.db.tx, resource, me.tenantId, recordId);
    return updateRecord(this.db.tx, resource, me.tenantId, recordId, { status: current.status === 1 ? 0 : 1 });
  }
}
