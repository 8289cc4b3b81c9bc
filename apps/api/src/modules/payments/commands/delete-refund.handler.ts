import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNTS, assertCreditUnspent, Money, refundAccount } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { releaseFromStatements } from '../../bank-statements/cleared-documents';
import { reversalDate, runAllocationCommands } from '../payment-ledger';
import { lockedCreditBalance } from '../payment-references';
import { findRefund, paymentView, type RefundView } from '../payment-rows';

/** Soft delete; a confirmed refund is reversed on its invoices first. */
export class DeleteRefund extends Command<RefundView> {
  constructor(
    readonly me: Principal,
    readonly refundId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteRefund)
export class DeleteRefundHandler implements ICommandHandler<DeleteRefund> {
  constructor(private readonly db: Database) {}

  async execute({ me, refundId }: DeleteRefund): Promise<RefundView> {
    const tx = this.db.tx;
    const refund = await findRefund(tx, me.tenantId, refundId, { lock: true });
    if (refund.deleted_at) throw notFound();
    if (refund.stage === 'confirmed') {
      await releaseFromStatements(tx, me.tenantId, 'refund', refundId);
      // A credit refund's reversal takes the credit back: it must not have been spent.
      if (refundAccount(refund.refund_type, refund.account_id) === ACCOUNTS.customerCredit) {
        assertCreditUnspent(Money.of(refund.amount), await lockedCreditBalance(tx, me.tenantId, refund.customer_id), 'refund');
      }
      const date = await reversalDate(tx, me, refund.date);
      await runAllocationCommands(tx, me, refund.allocations, () => ({ type: 'ReverseRefund', data: { refundId, date } }));
    }
    await tx.query(`UPDATE refunds SET deleted_at = now(), updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, refundId]);
    return paymentView(tx, me.tenantId, await findRefund(tx, me.tenantId, refundId));
  }
}
