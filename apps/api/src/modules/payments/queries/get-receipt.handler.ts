import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { findReceipt, paymentView, type ReceiptView } from '../payment-rows';

/** One receipt with what the ledger says each of its invoices was paid and still owes. */
export class GetReceipt extends Query<ReceiptView> {
  constructor(
    readonly me: Principal,
    readonly receiptId: string,
  ) {
    super();
  }
}

@QueryHandler(GetReceipt)
export class GetReceiptHandler implements IQueryHandler<GetReceipt> {
  constructor(private readonly db: Database) {}

  async execute({ me, receiptId }: GetReceipt): Promise<ReceiptView> {
    return paymentView(this.db.tx, me.tenantId, await findReceipt(this.db.tx, me.tenantId, receiptId));
  }
}
