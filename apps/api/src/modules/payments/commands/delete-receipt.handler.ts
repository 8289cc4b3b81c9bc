import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Money, receiptAccount } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { releaseFromStatements } from '../../bank-statements/cleared-documents';
import { lockedLowestShares } from '../../transactions/money-accounts';
import { reversalDate, runAllocationCommands, runReceiptCommand } from '../payment-ledger';
import { lockedCreditBalance } from '../payment-references';
import { findReceipt, paymentView, type ReceiptView } from '../payment-rows';

/** Soft delete; a confirmed receipt is taken back out of the books first (its reversal is appended). */
export class DeleteReceipt extends Command<ReceiptView> {
  constructor(
    readonly me: Principal,
    readonly receiptId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteReceipt)
export class DeleteReceiptHandler implements ICommandHandler<DeleteReceipt> {
  constructor(private readonly db: Database) {}

  async execute({ me, receiptId }: DeleteReceipt): Promise<ReceiptView> {
    const tx = this.db.tx;
    const receipt = await findReceipt(tx, me.tenantId, receiptId, { lock: true });
    if (receipt.deleted_at) throw notFound();
    if (receipt.stage === 'confirmed') {
      await releaseFromStatements(tx, me.tenantId, 'receipt', receiptId);
      const date = await reversalDate(tx, me, receipt.date);
      // Its money goes back out of the account it came into on `date` (the credit it gave, then
      // each invoice's payment): decided on that account's lowest balance from then on, read
      // under its lock before any of it leaves.
      const amounts = [Money.of(receipt.credit_amount), ...receipt.allocations.map((a) => Money.of(a.amount))];
      const share = await lockedLowestShares(tx, me.tenantId, receiptAccount(receipt.pay_type, receipt.account_id), date, amounts);
      // The credit it gave comes back first, under the customer's lock so no spend of it slips in.
      await runReceiptCommand(tx, me, receiptId, async (state) => ({
        type: 'ReverseReceipt',
        data: {
          date,
          creditBalance: state.credit && !state.reversed ? await lockedCreditBalance(tx, me.tenantId, receipt.customer_id) : Money.ZERO,
          ...(share ? { available: share(0) } : {}),
        },
      }));
      await runAllocationCommands(tx, me, receipt.allocations, (i) => ({ type: 'ReversePayment', data: { receiptId, date, ...(share ? { available: share(i + 1) } : {}) } }));
    }
    await tx.query(`UPDATE receipts SET deleted_at = now(), updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, receiptId]);
    return paymentView(tx, me.tenantId, await findReceipt(tx, me.tenantId, receiptId));
  }
}
