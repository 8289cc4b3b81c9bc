import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { voucherDecider, voucherStream } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { businessDate } from '../../../platform/records/record-ledger';
import { reverseBillPayments } from '../../bills/bill-payments';
import { releaseFromStatements } from '../../bank-statements/cleared-documents';
import { findVoucher } from '../voucher-rows';
import { voucherView, type VoucherView } from '../voucher-view';

/** Soft delete; a confirmed voucher is taken back out of the books on the day it is deleted, and its payments off its bills (they owe them again). */
export class DeleteVoucher extends Command<VoucherView> {
  constructor(
    readonly me: Principal,
    readonly voucherId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteVoucher)
export class DeleteVoucherHandler implements ICommandHandler<DeleteVoucher> {
  constructor(private readonly db: Database) {}

  async execute({ me, voucherId }: DeleteVoucher): Promise<VoucherView> {
    const tx = this.db.tx;
    const voucher = await findVoucher(tx, me.tenantId, voucherId, { lock: true });
    if (voucher.deleted_at) throw notFound();
    await releaseFromStatements(tx, me.tenantId, 'voucher', voucherId);
    const date = await businessDate(tx, me);
    const { events } = await handleCommand(tx, commandTarget(me, voucherStream(voucherId)), voucherDecider, { type: 'DeleteVoucher', data: { date } });
    for (const event of events) if (event.type === 'VoucherReversed') await reverseBillPayments(tx, me, event.data, date);
    await tx.query(`UPDATE vouchers SET deleted_at = now(), updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, voucherId]);
    return voucherView(await findVoucher(tx, me.tenantId, voucherId));
  }
}
