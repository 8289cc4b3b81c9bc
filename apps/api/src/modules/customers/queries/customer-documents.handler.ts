import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { customerInvoices, customerQuotations, findCustomer } from '../customer-rows';

/** A customer's live invoices or quotations, newest first (at most 500). */
export class CustomerDocuments extends Query<Record<string, unknown>[]> {
  constructor(
    readonly me: Principal,
    readonly customerId: string,
    readonly kind: 'invoices' | 'quotations',
  ) {
    super();
  }
}

@QueryHandler(CustomerDocuments)
export class CustomerDocumentsHandler implements IQueryHandler<CustomerDocuments> {
  constructor(private readonly db: Database) {}

  async execute({ me, customerId, kind }: CustomerDocuments): Promise<Record<string, unknown>[]> {
    await findCustomer(this.db.tx, me.tenantId, customerId);
    return (kind === 'invoices' ? customerInvoices : customerQuotations)(this.db.tx, me.tenantId, customerId);
  }
}
