import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Money, recordsRefusal, ROLES, type LedgerFigure, type RecordResource } from '@ginuma/domain';
import { Database, type Tx } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { notFound } from '../../http/app-errors';
import { figureSql } from '../record-ledger';
import { setDeleted, type StoredRecord } from '../record-store';

/**
 * Soft delete: the record moves to the deleted list, from which it can be restored. A record
 * whose party still has an open balance is deleted only by an Admin who `confirmed` it.
 */
export class DeleteRecord extends Command<StoredRecord> {
  constructor(
    readonly me: Principal,
    readonly resource: RecordResource,
    readonly recordId: string,
    readonly confirmed = false,
  ) {
    super();
  }
}

@CommandHandler(DeleteRecord)
export class DeleteRecordHandler implements ICommandHandler<DeleteRecord> {
  constructor(private readonly db: Database) {}

  async execute({ me, resource, recordId, confirmed }: DeleteRecord): Promise<StoredRecord> {
    const tx = this.db.tx;
    if (resource.openBalance) {
      const balance = await openBalanceOf(tx, resource, resource.openBalance, me.tenantId, recordId);
      if (!balance.isZero()) {
        const amount = { amount: balance.toFixed() };
        if (me.role !== ROLES.admin) throw recordsRefusal('open-balance-admin-only', amount);
        if (!confirmed) throw recordsRefusal('open-balance-confirm', amount);
      }
    }
    return setDeleted(tx, resource, me.tenantId, recordId, true);
  }
}

/** A live record's open balance; another workspace's id, or a deleted record, is not found. */
async function openBalanceOf(tx: Tx, resource: RecordResource, figure: LedgerFigure, tenantId: string, id: string): Promise<Money> {
  const [row] = await tx.query<{ balance: string }>(
    `SELECT ${figureSql(resource, figure)} AS balance FROM ${resource.table} t WHERE t.tenant_id = $1 AND t.id = $2 AND t.deleted_at IS NULL`,
    [tenantId, id],
  );
  if (!row) throw notFound();
  return Money.of(String(row.balance));
}
