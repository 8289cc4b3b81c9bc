import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { refundTotal, type RefundInput } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { allocateCode } from '../../../platform/documents/document-sequence';
import { resolveReferences } from '../payment-references';
import { findRefund, paymentView, type RefundView } from '../payment-rows';

/** Saves a pending refund: a draft row, nothing in the ledger until it is confirmed. */
export class CreateRefund extends Command<RefundView> {
  constructor(
    readonly me: Principal,
    readonly input: RefundInput,
  ) {
    super();
  }
}

@CommandHandler(CreateRefund)
export class CreateRefundHandler implements ICommandHandler<CreateRefund> {
  constructor(private readonly db: Database) {}

  async execute({ me, input }: CreateRefund): Promise<RefundView> {
    const tx = this.db.tx;
    const { allocations } = await resolveReferences(tx, me.tenantId, input, 'refundable');
    const code = await allocateCode(tx, me.tenantId, 'refund');
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO refunds (tenant_id, code, customer_id, date, refund_type, account_id, amount, remark, note, allocations, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [me.tenantId, code, input.customerId, input.date, input.kind, input.accountId, refundTotal(input.invoices).toFixed(), input.remark, input.note, JSON.stringify(allocations), me.userId],
    );
    return paymentView(tx, me.tenantId, await findRefund(tx, me.tenantId, row.id));
  }
}
