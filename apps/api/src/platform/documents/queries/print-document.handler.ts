import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Locale } from '@ginuma/domain';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import type { SharedDocumentKind } from '../document-kind';

export interface DocumentPdf {
  code: string;
  pdf: Buffer;
}

/** A document's PDF in the reader's language; a deleted one still prints (the deleted list opens it). */
export class PrintDocument extends Query<DocumentPdf> {
  constructor(
    readonly me: Principal,
    readonly kind: SharedDocumentKind,
    readonly id: string,
    readonly locale: Locale,
  ) {
    super();
  }
}

@QueryHandler(PrintDocument)
export class PrintDocumentHandler implements IQueryHandler<PrintDocument> {
  constructor(private readonly db: Database) {}

  async execute({ me, kind, id, locale }: PrintDocument): Promise<DocumentPdf> {
    const row = await kind.find(this.db.tx, me.tenantId, id, {});
    return { code: row.code, pdf: await kind.sharing.pdf(this.db.tx, me.tenantId, row, locale) };
  }
}
