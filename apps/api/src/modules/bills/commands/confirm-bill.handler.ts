import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertBillPending, billDecider, billStream, type BillCommand, type BillView } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { lockProducts } from '../../stock/stock-position';
import { billBody, billColumns, pendingBill, validBill } from '../bill-draft';
import { findBill } from '../bill-rows';
import { billView } from '../bill-view';

/**
 * Books a pending bill: stock in at the lines' cost, expenses, input tax, and the supplier's
 * payable. The draft is checked again as it stands now (a product deleted since it was saved,
 * today's tax rates), and the row keeps what was booked.
 */
export class ConfirmBill extends Command<BillView> {
  constructor(
    readonly me: Principal,
    readonly billId: string,
  ) {
    super();
  }
}

@CommandHandler(ConfirmBill)
export class ConfirmBillHandler implements ICommandHandler<ConfirmBill> {
  constructor(private readonly db: Database) {}

  async execute({ me, billId }: ConfirmBill): Promise<BillView> {
    const tx = this.db.tx;
    const bill = await findBill(tx, me.tenantId, billId, { lock: true });
    if (bill.deleted_at) throw notFound();
    assertBillPending(bill.stage);
    const input = await validBill(tx, me, billBody(bill), billId);
    // Stock writers take the products' rows in id order: the stock comes in while no invoice of
    // the same products decides its cost of sales on a position this bill is about to change.
    await lockProducts(tx, me.tenantId, [...new Set(input.lines.flatMap((l) => (l.productId ? [l.productId] : [])))].sort());
    const command: BillCommand = { type: 'ConfirmBill', data: { bill: pendingBill(bill, input) } };
    await handleCommand(tx, commandTarget(me, billStream(billId)), billDecider, command);
    await tx.query(
      `UPDATE bills SET supplier_id = $3, bill_number = $4, date = $5, due_date = $6, note = $7, lines = $8, sub_total = $9, tax_total = $10,
              grand_total = $11, updated_at = now()
        WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, billId, ...billColumns(input)],
    );
    return billView(await findBill(tx, me.tenantId, billId));
  }
}
