import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import type { ListQuery } from '../../listing/list-query';
import { listRows, type ListPage } from '../../listing/list-resource';
import type { DocumentKind } from '../document-kind';

/** A page of a kind's live or deleted documents; a query without a range is every row (the export). */
export class ListDocuments extends Query<ListPage<Record<string, unknown>>> {
  constructor(
    readonly me: Principal,
    readonly kind: DocumentKind,
    readonly list: ListQuery,
    readonly deleted: boolean,
  ) {
    super();
  }
}

@QueryHandler(ListDocuments)
export class ListDocumentsHandler implements IQueryHandler<ListDocuments> {
  constructor(private readonly db: Database) {}

  execute({ me, kind, list, deleted }: ListDocuments): Promise<ListPage<Record<string, unknown>>> {
    return listRows<Record<string, unknown>>(this.db.tx, kind.list, list, { tenantId: me.tenantId, deleted });
  }
}
