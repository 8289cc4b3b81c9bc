import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { attachmentsRefusal } from '@ginuma/domain';
import { invalid, notFound } from '../../http/app-errors';
import { logoTypeOf } from '../../../modules/templates/logo-image';
import type { AttachmentOwner } from '../attachment-owner';
import { storeAttachment } from '../attachment-store';

export type Upload = { buffer: Buffer; size: number; originalname: string };

/**
 * Attaches a file to a live document, or replaces the one it has: a PDF or an image, checked
 * by its first bytes, never by its name.
 */
export class AttachDocumentFile extends Command<{ filename: string; content_type: string; size: number }> {
  constructor(
    readonly me: Principal,
    readonly owner: AttachmentOwner,
    readonly recordId: string,
    readonly file: Upload | undefined,
  ) {
    super();
  }
}

@CommandHandler(AttachDocumentFile)
export class AttachDocumentFileHandler implements ICommandHandler<AttachDocumentFile> {
  constructor(private readonly db: Database) {}

  async execute({ me, owner, recordId, file }: AttachDocumentFile): Promise<{ filename: string; content_type: string; size: number }> {
    if (!(await owner.isLive(this.db.tx, me.tenantId, recordId))) throw notFound();
    if (!file) throw invalid('attachment', attachmentsRefusal.field('choose-attachment'));
    const type = file.buffer.subarray(0, 5).toString('latin1') === '%PDF-' ? 'application/pdf' : logoTypeOf(file.buffer);
    if (!type) throw invalid('attachment', attachmentsRefusal.field('file-type'));
    const filename = (file.originalname || 'attachment').replace(/[^\w.\- ()]/g, '_').slice(0, 200);
    await storeAttachment(this.db.tx, me.tenantId, owner.kind, recordId, { filename, content_type: type, content: file.buffer });
    return { filename, content_type: type, size: file.size };
  }
}
