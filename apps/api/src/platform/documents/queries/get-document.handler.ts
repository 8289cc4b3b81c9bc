import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import type { DocumentKind } from '../document-kind';

/**
 * One document as the API shows it, deleted or not (its editor and the deleted list open it).
 * `lock` holds its row until the request's transaction ends, for a caller that writes back
 * what it read.
 */
export class GetDocument extends Query<unknown> {
  constructor(
    readonly me: Principal,
    readonly kind: DocumentKind,
    readonly id: string,
    readonly options: { lock?: boolean } = {},
  ) {
    super();
  }
}

@QueryHandler(GetDocument)
export class GetDocumentHandler implements IQueryHandler<GetDocument> {
  constructor(private readonly db: Database) {}

  async execute({ me, kind, id, options }: GetDocument): Promise<unknown> {
    return kind.view(this.db.tx, me.tenantId, await kind.find(this.db.tx, me.tenantId, id, options));
  }
}
