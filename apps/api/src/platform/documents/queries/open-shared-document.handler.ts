import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Locale } from '@ginuma/domain';
import { Database } from '../../database/database';
import { notFound } from '../../http/app-errors';
import type { SharedDocumentKind } from '../document-kind';
import type { DocumentPdf } from './print-document.handler';

/** The PDF behind a shared link, for whoever holds it (no sign-in). */
export class OpenSharedDocument extends Query<DocumentPdf> {
  constructor(
    readonly kind: SharedDocumentKind,
    readonly token: string,
    readonly locale: Locale,
  ) {
    super();
  }
}

@QueryHandler(OpenSharedDocument)
export class OpenSharedDocumentHandler implements IQueryHandler<OpenSharedDocument> {
  constructor(private readonly db: Database) {}

  /**
   * A signed-out request has no transaction of its own: the token is looked up before any
   * workspace is known, then the document is read as the workspace it belongs to.
   */
  async execute({ kind, token, locale }: OpenSharedDocument): Promise<DocumentPdf> {
    const [link] = await this.db.transaction({ kind: 'auth' }, (tx) =>
      tx.query<{ tenant_id: string; record_id: string }>(`SELECT tenant_id, record_id FROM shared_links WHERE token = $1 AND kind = $2`, [
        token,
        kind.sharing.link,
      ]),
    );
    if (!link) throw notFound();
    return this.db.transaction({ kind: 'tenant', tenantId: link.tenant_id, userId: null }, async (tx) => {
      const row = await kind.find(tx, link.tenant_id, link.record_id, {});
      if (row.deleted_at) throw notFound();
      return { code: row.code, pdf: await kind.sharing.pdf(tx, link.tenant_id, row, locale) };
    });
  }
}
