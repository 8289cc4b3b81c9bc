import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { notFound } from '../../http/app-errors';
import type { AttachmentOwner } from '../attachment-owner';
import { dropAttachment } from '../attachment-store';

/** Takes a document's file off; a document without one is a 404. */
export class RemoveDocumentFile extends Command<{ filename: null }> {
  constructor(
    readonly me: Principal,
    readonly owner: AttachmentOwner,
    readonly recordId: string,
  ) {
    super();
  }
}

@CommandHandler(RemoveDocumentFile)
export class RemoveDocumentFileHandler implements ICommandHandler<RemoveDocumentFile> {
  constructor(private readonly db: Database) {}

  async execute({ me, owner, recordId }: RemoveDocumentFile): Promise<{ filename: null }> {
    if ((await dropAttachment(this.db.tx, me.tenantId, owner.kind, recordId)) === 0) throw notFound();
    return { filename: null };
  }
}
