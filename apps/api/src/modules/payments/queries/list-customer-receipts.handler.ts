import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { RECEIPT_LIST } from '../payment-rows';

/** A customer's standing receipts, newest first, as the receipt list shows them. */
export class ListCustomerReceipts extends Query<Record<string, unknown>[]> {
  constructor(
    readonly me: Principal,
    readonly customerId: string,
  ) {
    super();
  }
}

@QueryHandler(ListCustomerReceipts)
export class ListCustomerReceiptsHandler implements IQueryHandler<ListCustomerReceipts> {
  constructor(private readonly db: Database) {}

  async execute({ me, customerId }: ListCustomerReceipts): Promise<Record<string, unknown>[]> {
    const tx = this.db.tx;
    const [customer] = await tx.query(`SELECT 1 FROM customers WHERE tenant_id = $1 AND id = $2`, [me.tenantId, customerId]);
    if (!customer) throw notFound();
    return tx.query<Record<string, unknown>>(
      `SELECT ${RECEIPT_LIST.select} FROM ${RECEIPT_LIST.from}
        WHERE t.tenant_id = $1 AND t.customer_id = $2 AND t.deleted_at IS NULL ORDER BY t.date DESC, t.code DESC LIMIT 500`,
      [me.tenantId, customerId],
    );
  }
}
