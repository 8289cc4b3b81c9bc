import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpenInvoicesView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { creditBalance, openInvoices } from '../payment-references';

export type OpenInvoices = OpenInvoicesView;

/** What a receipt or refund for this customer can name: their open invoices and credit balance. */
export class ListOpenInvoices extends Query<OpenInvoices> {
  constructor(
    readonly me: Principal,
    readonly customerId: string,
  ) {
    super();
  }
}

@QueryHandler(ListOpenInvoices)
export class ListOpenInvoicesHandler implements IQueryHandler<ListOpenInvoices> {
  constructor(private readonly db: Database) {}

  async execute({ me, customerId }: ListOpenInvoices): Promise<OpenInvoices> {
    const tx = this.db.tx;
    const [customer] = await tx.query(`SELECT 1 FROM customers WHERE tenant_id = $1 AND id = $2`, [me.tenantId, customerId]);
    if (!customer) throw notFound();
    const balance = await creditBalance(tx, me.tenantId, customerId);
    return { credit_balance: balance.toFixed(), invoices: await openInvoices(tx, me.tenantId, customerId) };
  }
}
