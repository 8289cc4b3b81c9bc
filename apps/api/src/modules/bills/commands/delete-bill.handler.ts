import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { billDecider, billStream, type BillView } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { findBill } from '../bill-rows';
import { billView } from '../bill-view';

/** Soft delete of a draft or a reversed bill; the decider refuses a confirmed one (reverse it first). */
export class DeleteBill extends Command<BillView> {
  constructor(
    readonly me: Principal,
    readonly billId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteBill)
export class DeleteBillHandler implements ICommandHandler<DeleteBill> {
  constructor(private readonly db: Database) {}

  async execute({ me, billId }: DeleteBill): Promise<BillView> {
    const tx = this.db.tx;
    const bill = await findBill(tx, me.tenantId, billId, { lock: true });
    if (bill.deleted_at) throw notFound();
    await handleCommand(tx, commandTarget(me, billStream(billId)), billDecider, { type: 'DeleteBill' });
    await tx.query(`UPDATE bills SET deleted_at = now(), updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, billId]);
    return billView(await findBill(tx, me.tenantId, billId));
  }
}
