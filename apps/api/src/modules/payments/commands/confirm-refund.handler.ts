import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Money, refundAccount } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { lockedLowestShares } from '../../transactions/money-accounts';
import { runAllocationCommands } from '../payment-ledger';
import { resolveReferences } from '../payment-references';
import { findRefund, lockPendingRefund, paymentView, type RefundView } from '../payment-rows';
import { refundInput } from '../payment.requests';

/** Books a pending refund on each of its invoices: Dr receivable, Cr the account the money left from. */
export class ConfirmRefund extends Command<RefundView> {
  constructor(
    readonly me: Principal,
    readonly refundId: string,
  ) {
    super();
  }
}

@CommandHandler(ConfirmRefund)
export class ConfirmRefundHandler implements ICommandHandler<ConfirmRefund> {
  constructor(private readonly db: Database) {}

  async execute({ me, refundId }: ConfirmRefund): Promise<RefundView> {
    const tx = this.db.tx;
    const refund = await lockPendingRefund(tx, me.tenantId, refundId);
    // The references are checked again: an invoice may have been refunded or reversed since the draft was saved.
    await resolveReferences(tx, me.tenantId, await refundInput({ ...refund, invoices: refund.allocations }), 'refundable');
    const account = refundAccount(refund.refund_type, refund.account_id);
    // Paid out of cash or a bank account: decided on its lowest balance from the refund's date on, under its lock.
    const amounts = refund.allocations.map((a) => Money.of(a.amount));
    const share = await lockedLowestShares(tx, me.tenantId, account, refund.date, amounts);
    await runAllocationCommands(tx, me, refund.allocations, (i) => ({
      type: 'ApplyRefund',
      data: { refundId, amount: amounts[i], kind: refund.refund_type, account, date: refund.date, ...(share ? { available: share(i) } : {}) },
    }));
    await tx.query(`UPDATE refunds SET updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, refundId]);
    return paymentView(tx, me.tenantId, await findRefund(tx, me.tenantId, refundId));
  }
}
