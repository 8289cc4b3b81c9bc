import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { billDecider, billStream, type BillView } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { businessDate } from '../../../platform/records/record-ledger';
import { lockProducts } from '../../stock/stock-position';
import { findBill } from '../bill-rows';
import { billView } from '../bill-view';

/** Takes a confirmed bill back out of the books on today's business date (its stock goes out at the cost it came in at). */
export class ReverseBill extends Command<BillView> {
  constructor(
    readonly me: Principal,
    readonly billId: string,
  ) {
    super();
  }
}

@CommandHandler(ReverseBill)
export class ReverseBillHandler implements ICommandHandler<ReverseBill> {
  constructor(private readonly db: Database) {}

  async execute({ me, billId }: ReverseBill): Promise<BillView> {
    const tx = this.db.tx;
    const bill = await findBill(tx, me.tenantId, billId, { lock: true });
    if (bill.deleted_at) throw notFound();
    await lockProducts(tx, me.tenantId, [...new Set(bill.lines.flatMap((l) => (l.product_id ? [l.product_id] : [])))].sort());
    await handleCommand(tx, commandTarget(me, billStream(billId)), billDecider, { type: 'ReverseBill', data: { date: await businessDate(tx, me) } });
    await tx.query(`UPDATE bills SET updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, billId]);
    return billView(await findBill(tx, me.tenantId, billId));
  }
}
