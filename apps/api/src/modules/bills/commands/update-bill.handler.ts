import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertBillPending, type BillView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { billColumns, billNumberTaken, validBill } from '../bill-draft';
import { findBill } from '../bill-rows';
import { billView } from '../bill-view';

/** Rewrites a pending bill whole; a confirmed one is in the books and is refused. */
export class UpdateBill extends Command<BillView> {
  constructor(
    readonly me: Principal,
    readonly billId: string,
    readonly body: Record<string, unknown>,
  ) {
    super();
  }
}

@CommandHandler(UpdateBill)
export class UpdateBillHandler implements ICommandHandler<UpdateBill> {
  constructor(private readonly db: Database) {}

  async execute({ me, billId, body }: UpdateBill): Promise<BillView> {
    const tx = this.db.tx;
    const bill = await findBill(tx, me.tenantId, billId, { lock: true });
    if (bill.deleted_at) throw notFound();
    assertBillPending(bill.stage);
    const input = await validBill(tx, me, body, billId);
    await tx
      .query(
        `UPDATE bills SET supplier_id = $3, bill_number = $4, date = $5, due_date = $6, note = $7, lines = $8, sub_total = $9, tax_total = $10,
                grand_total = $11, updated_at = now()
          WHERE tenant_id = $1 AND id = $2`,
        [me.tenantId, billId, ...billColumns(input)],
      )
      .catch((error: unknown) => billNumberTaken(error, input.billNumber));
    return billView(await findBill(tx, me.tenantId, billId));
  }
}
