import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Locale } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import { NotFound } from '../../../platform/http/app-errors';
import { invoicePdf } from '../invoice-print';
import { findInvoice } from '../invoice-rows';

/** The PDF behind a shared link, for whoever holds it (no sign-in). */
export class OpenSharedInvoice extends Query<{ code: string; pdf: Buffer }> {
  constructor(
    readonly token: string,
    readonly locale: Locale,
  ) {
    super();
  }
}

@QueryHandler(OpenSharedInvoice)
export class OpenSharedInvoiceHandler implements IQueryHandler<OpenSharedInvoice> {
  constructor(private readonly db: Database) {}

  /**
   * A signed-out request has no transaction of its own: the token is looked up before any
   * workspace is known, then the invoice is read as the workspace it belongs to.
   */
  async execute({ token, locale }: OpenSharedInvoice): Promise<{ code: string; pdf: Buffer }> {
    const [link] = await this.db.transaction({ kind: 'auth' }, (tx) =>
      tx.query<{ tenant_id: string; record_id: string }>(`SELECT tenant_id, record_id FROM shared_links WHERE token = $1 AND kind = 'invoice'`, [token]),
    );
    if (!link) throw new NotFound();
    return this.db.transaction({ kind: 'tenant', tenantId: link.tenant_id, userId: null }, async (tx) => {
      const invoice = await findInvoice(tx, link.tenant_id, link.record_id);
      if (invoice.deleted_at) throw new NotFound();
      return invoicePdf(tx, link.tenant_id, link.record_id, locale);
    });
  }
}
