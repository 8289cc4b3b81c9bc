import { Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, StreamableFile, UploadedFile, UseInterceptors, type Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Resource } from '@ginuma/domain';
import { Database, type Tx } from '../database/database';
import { Can } from '../auth/access.decorators';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { NotFound, ValidationFailed } from '../http/app-errors';
import { logoTypeOf } from '../../modules/templates/logo-image';

/** Kinds the `document_attachments` table accepts (its CHECK constraint). */
export type AttachmentKind = 'invoice' | 'voucher';

const MAX_BYTES = 5 * 1024 * 1024;
/** Spec §5's message for a form whose attachment is required, spelled as the spec has it. */
export const CHOOSE_ATTACHMENT = 'Plaease Choose Attachment';

export interface AttachmentOwner {
  kind: AttachmentKind;
  /** The permission resource whose `edit` and `show` guard the file. */
  resource: Resource;
  /** `api/<resource>/attachment`: the spec's path, e.g. `DELETE /api/vouchers/attachment/{id}`. */
  path: string;
  /** Whether the document exists and is not deleted in this tenant; a missing one is a 404. */
  isLive: (tx: Tx, tenantId: string, id: string) => Promise<boolean>;
}

/** The filename of a document's attachment, for its view (`attachment` in the JSON). */
export function attachmentNameSql(kind: AttachmentKind, tenant: string, record: string): string {
  return `(SELECT a.filename FROM document_attachments a WHERE a.tenant_id = ${tenant} AND a.kind = '${kind}' AND a.record_id = ${record})`;
}

/** A document deleted for good takes its file with it. */
export async function dropAttachment(tx: Tx, tenantId: string, kind: AttachmentKind, id: string): Promise<number> {
  return tx.execute(`DELETE FROM document_attachments WHERE tenant_id = $1 AND kind = $2 AND record_id = $3`, [tenantId, kind, id]);
}

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/**
 * One mechanism for every document that carries one attached file (a PDF or an image,
 * checked by its first bytes, never by its name): upload or replace, download, remove.
 * Each document kind gets its own controller class from this, on its own spec path.
 */
export function documentAttachmentController(owner: AttachmentOwner): Type<object> {
  @Controller(owner.path)
  class DocumentAttachmentController {
    constructor(@Inject(Database) readonly db: Database) {}

    @Can('edit', owner.resource)
    @Post(':id')
    @HttpCode(200)
    @UseInterceptors(FileInterceptor('attachment', { limits: { fileSize: MAX_BYTES + 1, files: 1 } }))
    async upload(@CurrentPrincipal() me: Principal, @Param('id', id) recordId: string, @UploadedFile() file?: Express.Multer.File) {
      if (!(await owner.isLive(this.db.tx, me.tenantId, recordId))) throw new NotFound();
      if (!file) throw new ValidationFailed({ attachment: [CHOOSE_ATTACHMENT] }, CHOOSE_ATTACHMENT);
      if (file.size > MAX_BYTES) throw new ValidationFailed({ attachment: ['The attachment may not be greater than 5 MB.'] });
      const type = file.buffer.subarray(0, 5).toString('latin1') === '%PDF-' ? 'application/pdf' : logoTypeOf(file.buffer);
      if (!type) throw new ValidationFailed({ attachment: ['The attachment must be a PDF, JPEG, PNG or GIF file.'] });
      const filename = (file.originalname || 'attachment').replace(/[^\w.\- ()]/g, '_').slice(0, 200);
      await this.db.tx.query(
        `INSERT INTO document_attachments (tenant_id, kind, record_id, filename, content_type, content) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (tenant_id, kind, record_id) DO UPDATE SET filename = EXCLUDED.filename, content_type = EXCLUDED.content_type,
           content = EXCLUDED.content, created_at = now()`,
        [me.tenantId, owner.kind, recordId, filename, type, file.buffer],
      );
      return { filename, content_type: type, size: file.size };
    }

    @Can('show', owner.resource)
    @Get(':id')
    async download(@CurrentPrincipal() me: Principal, @Param('id', id) recordId: string) {
      const [row] = await this.db.tx.query<{ filename: string; content_type: string; content: Buffer }>(
        `SELECT filename, content_type, content FROM document_attachments WHERE tenant_id = $1 AND kind = $2 AND record_id = $3`,
        [me.tenantId, owner.kind, recordId],
      );
      if (!row) throw new NotFound();
      return new StreamableFile(row.content, { type: row.content_type, disposition: `attachment; filename="${row.filename}"` });
    }

    @Can('edit', owner.resource)
    @Delete(':id')
    async remove(@CurrentPrincipal() me: Principal, @Param('id', id) recordId: string) {
      if ((await dropAttachment(this.db.tx, me.tenantId, owner.kind, recordId)) === 0) throw new NotFound();
      return { filename: null };
    }
  }
  return DocumentAttachmentController;
}
