import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { allocateCode } from '../../../platform/documents/document-sequence';
import { findVoucher } from '../voucher-rows';
import { validVoucher, voucherColumns } from '../voucher-draft';
import { voucherView, type VoucherView } from '../voucher-view';

/** Saves a pending voucher under the next voucher code; nothing reaches the ledger until it is confirmed. */
export class CreateVoucher extends Command<VoucherView> {
  constructor(
    readonly me: Principal,
    readonly body: Record<string, unknown>,
  ) {
    super();
  }
}

@CommandHandler(CreateVoucher)
export class CreateVoucherHandler implements ICommandHandler<CreateVoucher> {
  constructor(private readonly db: Database) {}

  async execute({ me, body }: CreateVoucher): Promise<VoucherView> {
    const tx = this.db.tx;
    const input = await validVoucher(tx, me, body);
    const code = await allocateCode(tx, me.tenantId, 'voucher');
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO vouchers (tenant_id, code, supplier_id, date, pay_type, account_id, cheque_number, post_date, account_number, bank, branch,
                             expense_category_id, expense_sub_category_id, expenses, amount, remarks, note, bills, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING id`,
      [me.tenantId, code, ...voucherColumns(input), me.userId],
    );
    return voucherView(await findVoucher(tx, me.tenantId, row.id));
  }
}
