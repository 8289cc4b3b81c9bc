import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReceiptInput } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { resolveReferences } from '../payment-references';
import { findReceipt, lockPendingReceipt, paymentView, receiptColumns, type ReceiptView } from '../payment-rows';

/** Replaces a pending receipt's content. */
export class UpdateReceipt extends Command<ReceiptView> {
  constructor(
    readonly me: Principal,
    readonly receiptId: string,
    readonly input: ReceiptInput,
  ) {
    super();
  }
}

@CommandHandler(UpdateReceipt)
export class UpdateReceiptHandler implements ICommandHandler<UpdateReceipt> {
  constructor(private readonly db: Database) {}

  async execute({ me, receiptId, input }: UpdateReceipt): Promise<ReceiptView> {
    const tx = this.db.tx;
    await lockPendingReceipt(tx, me.tenantId, receiptId);
    const { allocations } = await resolveReferences(tx, me.tenantId, input, 'due');
    await tx.query(
      `UPDATE receipts SET customer_id = $3, date = $4, pay_type = $5, account_id = $6, paid_amount = $7, cheque_number = $8, post_date = $9,
              bank = $10, branch = $11, account_number = $12, remark = $13, note = $14, allocations = $15, updated_at = now()
        WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, receiptId, ...receiptColumns(input, allocations)],
    );
    return paymentView(tx, me.tenantId, await findReceipt(tx, me.tenantId, receiptId));
  }
}
