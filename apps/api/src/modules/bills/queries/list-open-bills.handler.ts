import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpenBillsView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { openBills, supplierCreditBalance } from '../bill-payments';

/** What a voucher for this supplier can pay: their open bills, oldest first, and their credit. */
export class ListOpenBills extends Query<OpenBillsView> {
  constructor(
    readonly me: Principal,
    readonly supplierId: string,
  ) {
    super();
  }
}

@QueryHandler(ListOpenBills)
export class ListOpenBillsHandler implements IQueryHandler<ListOpenBills> {
  constructor(private readonly db: Database) {}

  async execute({ me, supplierId }: ListOpenBills): Promise<OpenBillsView> {
    const tx = this.db.tx;
    const [supplier] = await tx.query(`SELECT 1 FROM suppliers WHERE tenant_id = $1 AND id = $2`, [me.tenantId, supplierId]);
    if (!supplier) throw notFound();
    return { credit_balance: await supplierCreditBalance(tx, me.tenantId, supplierId), bills: await openBills(tx, me.tenantId, supplierId) };
  }
}
