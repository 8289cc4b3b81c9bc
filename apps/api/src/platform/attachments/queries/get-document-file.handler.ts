import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { notFound } from '../../http/app-errors';
import type { AttachmentOwner } from '../attachment-owner';
import { readAttachment, type StoredFile } from '../attachment-store';

export class GetDocumentFile extends Query<StoredFile> {
  constructor(
    readonly me: Principal,
    readonly owner: AttachmentOwner,
    readonly recordId: string,
  ) {
    super();
  }
}

@QueryHandler(GetDocumentFile)
export class GetDocumentFileHandler implements IQueryHandler<GetDocumentFile> {
  constructor(private readonly db: Database) {}

  async execute({ me, owner, recordId }: GetDocumentFile): Promise<StoredFile> {
    const file = await readAttachment(this.db.tx, me.tenantId, owner.kind, recordId);
    if (!file) throw notFound();
    return file;
  }
}
