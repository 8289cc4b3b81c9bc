import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BillView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { allocateCode } from '../../../platform/documents/document-sequence';
import { billColumns, billNumberTaken, validBill } from '../bill-draft';
import { findBill } from '../bill-rows';
import { billView } from '../bill-view';

/** Saves a pending bill under the next bill code; nothing reaches the ledger until it is confirmed. */
export class CreateBill extends Command<BillView> {
  constructor(
    readonly me: Principal,
    readonly body: Record<string, unknown>,
  ) {
    super();
  }
}

@CommandHandler(CreateBill)
export class CreateBillHandler implements ICommandHandler<CreateBill> {
  constructor(private readonly db: Database) {}

  async execute({ me, body }: CreateBill): Promise<BillView> {
    const tx = this.db.tx;
    const input = await validBill(tx, me, body, null);
    const code = await allocateCode(tx, me.tenantId, 'bill');
    const [row] = await tx
      .query<{ id: string }>(
        `INSERT INTO bills (tenant_id, code, supplier_id, bill_number, date, due_date, note, lines, sub_total, tax_total, grand_total, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [me.tenantId, code, ...billColumns(input), me.userId],
      )
      .catch((error: unknown) => billNumberTaken(error, input.billNumber));
    return billView(await findBill(tx, me.tenantId, row.id));
  }
}
