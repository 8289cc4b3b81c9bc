import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { voucherAccount, voucherDecider, voucherStream, type VoucherCommand } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { lockedLowestBalance } from '../../transactions/money-accounts';
import { payBills } from '../../bills/bill-payments';
import { findVoucher } from '../voucher-rows';
import { pendingVoucher } from '../voucher-draft';
import { voucherView, type VoucherView } from '../voucher-view';

/**
 * Books a pending voucher: the expense per category line and its over-payment as the supplier's
 * credit, out of the account it pays from, decided on that account's balance read under its lock
 * ('Voucher Confirmation Failed' beyond it) for its whole amount; then its payment on each bill it
 * pays, on the bill's stream, whose decider checks the bill is its supplier's and still owes it.
 */
export class ConfirmVoucher extends Command<VoucherView> {
  constructor(
    readonly me: Principal,
    readonly voucherId: string,
  ) {
    super();
  }
}

@CommandHandler(ConfirmVoucher)
export class ConfirmVoucherHandler implements ICommandHandler<ConfirmVoucher> {
  constructor(private readonly db: Database) {}

  async execute({ me, voucherId }: ConfirmVoucher): Promise<VoucherView> {
    const tx = this.db.tx;
    const voucher = await findVoucher(tx, me.tenantId, voucherId, { lock: true });
    if (voucher.deleted_at) throw notFound();
    const account = voucherAccount(voucher.pay_type, voucher.account_id);
    const pending = pendingVoucher(voucher);
    const { events } = await handleCommand(tx, commandTarget(me, voucherStream(voucherId)), voucherDecider, async (): Promise<VoucherCommand> => ({
      type: 'ConfirmVoucher',
      data: { voucher: pending, available: await lockedLowestBalance(tx, me.tenantId, account, pending.date) },
    }));
    for (const event of events) if (event.type === 'VoucherConfirmed') await payBills(tx, me, event.data);
    await tx.query(`UPDATE vouchers SET updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, voucherId]);
    return voucherView(await findVoucher(tx, me.tenantId, voucherId));
  }
}
