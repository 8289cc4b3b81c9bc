import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertVoucherPending } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { findVoucher } from '../voucher-rows';
import { validVoucher, voucherColumns } from '../voucher-draft';
import { voucherView, type VoucherView } from '../voucher-view';

/** Rewrites a pending voucher; a confirmed one is in the books and is refused. */
export class UpdateVoucher extends Command<VoucherView> {
  constructor(
    readonly me: Principal,
    readonly voucherId: string,
    readonly body: Record<string, unknown>,
  ) {
    super();
  }
}

@CommandHandler(UpdateVoucher)
export class UpdateVoucherHandler implements ICommandHandler<UpdateVoucher> {
  constructor(private readonly db: Database) {}

  async execute({ me, voucherId, body }: UpdateVoucher): Promise<VoucherView> {
    const tx = this.db.tx;
    const voucher = await findVoucher(tx, me.tenantId, voucherId, { lock: true });
    if (voucher.deleted_at) throw notFound();
    assertVoucherPending(voucher.stage);
    const input = await validVoucher(tx, me, body);
    await tx.query(
      `UPDATE vouchers SET supplier_id = $3, date = $4, pay_type = $5, account_id = $6, cheque_number = $7, post_date = $8, account_number = $9,
              bank = $10, branch = $11, expense_category_id = $12, expense_sub_category_id = $13, expenses = $14, amount = $15, remarks = $16,
              note = $17, bills = $18, updated_at = now()
        WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, voucherId, ...voucherColumns(input)],
    );
    return voucherView(await findVoucher(tx, me.tenantId, voucherId));
  }
}
