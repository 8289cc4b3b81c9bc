import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import type { DocumentKind } from '../document-kind';
import { peekCode } from '../document-sequence';

/** The code the kind's next document will get, without taking it (the editor shows it). */
export class NextDocumentCode extends Query<{ code: string }> {
  constructor(
    readonly me: Principal,
    readonly kind: DocumentKind,
  ) {
    super();
  }
}

@QueryHandler(NextDocumentCode)
export class NextDocumentCodeHandler implements IQueryHandler<NextDocumentCode> {
  constructor(private readonly db: Database) {}

  async execute({ me, kind }: NextDocumentCode): Promise<{ code: string }> {
    return { code: await peekCode(this.db.tx, me.tenantId, kind.sequence) };
  }
}
