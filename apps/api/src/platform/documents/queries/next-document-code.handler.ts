import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import type { DocumentKind as SequenceKind } from '@ginuma/domain';
import { peekCode } from '../document-sequence';

/** The code the next document of a numbering will get, without taking it (the editor shows it). */
export class NextDocumentCode extends Query<{ code: string }> {
  constructor(
    readonly me: Principal,
    readonly sequence: SequenceKind,
  ) {
    super();
  }
}

@QueryHandler(NextDocumentCode)
export class NextDocumentCodeHandler implements IQueryHandler<NextDocumentCode> {
  constructor(private readonly db: Database) {}

  async execute({ me, sequence }: NextDocumentCode): Promise<{ code: string }> {
    return { code: await peekCode(this.db.tx, me.tenantId, sequence) };
  }
}
