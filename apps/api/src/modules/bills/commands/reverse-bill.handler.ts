import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { billDecider, billProductIds, billStream, type BillView } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { businessDate } from '../../../platform/records/record-ledger';
import { lockProducts, stockPositions } from '../../stock/stock-position';
import { findBill } from '../bill-rows';
import { billView } from '../bill-view';

/**
 * Takes a confirmed bill back out of the books on today's business date, or the bill's own when
 * later (its stock goes out at the cost it came in at, never before it came in).
 */
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
    const today = await businessDate(tx, me);
    const date = bill.date > today ? bill.date : today;
    // The goods go back out on `date`: decided on each product's lowest quantity from then on, under its row lock.
    const ids = billProductIds(bill);
    await lockProducts(tx, me.tenantId, ids);
    const shelves = await stockPositions(tx, me.tenantId, ids, date);
    const stock = new Map([...shelves].map(([id, shelf]) => [id, shelf.lowest]));
    await handleCommand(tx, commandTarget(me, billStream(billId)), billDecider, { type: 'ReverseBill', data: { date, stock } });
    await tx.query(`UPDATE bills SET updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, billId]);
    return billView(await findBill(tx, me.tenantId, billId));
  }
}
