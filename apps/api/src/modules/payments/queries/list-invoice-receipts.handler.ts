import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { RECEIPT_LIST } from '../payment-rows';

/** The standing receipts that name an invoice, oldest first, each with the amount it applies there. */
export class ListInvoiceReceipts extends Query<Record<string, unknown>[]> {
  constructor(
    readonly me: Principal,
    readonly invoiceId: string,
  ) {
    super();
  }
}

@QueryHandler(ListInvoiceReceipts)
export class ListInvoiceReceiptsHandler implements IQueryHandler<ListInvoiceReceipts> {
  constructor(private readonly db: Database) {}

  async execute({ me, invoiceId }: ListInvoiceReceipts): Promise<Record<string, unknown>[]> {
    const tx = this.db.tx;
    const [invoice] = await tx.query(`SELECT 1 FROM invoices WHERE tenant_id = $1 AND id = $2`, [me.tenantId, invoiceId]);
    if (!invoice) throw notFound();
    return tx.query<Record<string, unknown>>(
      `SELECT ${RECEIPT_LIST.select}, (a->>'amount')::numeric(18,2)::text AS amount
         FROM ${RECEIPT_LIST.from} CROSS JOIN LATERAL jsonb_array_elements(t.allocations) a
        WHERE t.tenant_id = $1 AND a->>'invoice_id' = $2 AND t.deleted_at IS NULL ORDER BY t.date, t.code`,
      [me.tenantId, invoiceId],
    );
  }
}
