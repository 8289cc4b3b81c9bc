import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { findRefund, paymentView, type RefundView } from '../payment-rows';

/** One refund with what the ledger says each of its invoices was paid and refunded. */
export class GetRefund extends Query<RefundView> {
  constructor(
    readonly me: Principal,
    readonly refundId: string,
  ) {
    super();
  }
}

@QueryHandler(GetRefund)
export class GetRefundHandler implements IQueryHandler<GetRefund> {
  constructor(private readonly db: Database) {}

  async execute({ me, refundId }: GetRefund): Promise<RefundView> {
    return paymentView(this.db.tx, me.tenantId, await findRefund(this.db.tx, me.tenantId, refundId));
  }
}
