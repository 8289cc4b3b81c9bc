import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BillPaymentView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { billPayments } from '../bill-payments';

/** The supplier payments vouchers made on a bill (another workspace's bill is a 404). */
export class ListBillPayments extends Query<BillPaymentView[]> {
  constructor(
    readonly me: Principal,
    readonly billId: string,
  ) {
    super();
  }
}

@QueryHandler(ListBillPayments)
export class ListBillPaymentsHandler implements IQueryHandler<ListBillPayments> {
  constructor(private readonly db: Database) {}

  async execute({ me, billId }: ListBillPayments): Promise<BillPaymentView[]> {
    const tx = this.db.tx;
    const [bill] = await tx.query(`SELECT 1 FROM bills WHERE tenant_id = $1 AND id = $2`, [me.tenantId, billId]);
    if (!bill) throw notFound();
    return billPayments(tx, me.tenantId, billId);
  }
}
