import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { refundTotal, type RefundInput } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { resolveReferences } from '../payment-references';
import { findRefund, lockPendingRefund, paymentView, type RefundView } from '../payment-rows';

/** Replaces a pending refund's content. */
export class UpdateRefund extends Command<RefundView> {
  constructor(
    readonly me: Principal,
    readonly refundId: string,
    readonly input: RefundInput,
  ) {
    super();
  }
}

@CommandHandler(UpdateRefund)
export class UpdateRefundHandler implements ICommandHandler<UpdateRefund> {
  constructor(private readonly db: Database) {}

  async execute({ me, refundId, input }: UpdateRefund): Promise<RefundView> {
    const tx = this.db.tx;
    await lockPendingRefund(tx, me.tenantId, refundId);
    const { allocations } = await resolveReferences(tx, me.tenantId, input, 'refundable');
    await tx.query(
      `UPDATE refunds SET customer_id = $3, date = $4, refund_type = $5, account_id = $6, amount = $7, remark = $8, note = $9, allocations = $10, updated_at = now()
        WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, refundId, input.customerId, input.date, input.kind, input.accountId, refundTotal(input.invoices).toFixed(), input.remark, input.note, JSON.stringify(allocations)],
    );
    return paymentView(tx, me.tenantId, await findRefund(tx, me.tenantId, refundId));
  }
}
