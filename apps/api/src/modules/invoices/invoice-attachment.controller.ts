import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, ValidationFailed } from '../../platform/http/app-errors';
import { logoTypeOf } from '../templates/logo-image';
import { findInvoice } from './invoice-rows';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });
const MAX_BYTES = 5 * 1024 * 1024;
/** Spec §5's message for a form whose attachment is required, spelled as the spec has it. */
export const CHOOSE_ATTACHMENT = 'Plaease Choose Attachment';

/** An invoice's one attachment: a PDF or an image, checked by content. */
@Controller('api/invoices/attachment')
export class InvoiceAttachmentController {
  constructor(private readonly db: Database) {}

  @Can('edit', 'invoices')
  @Post(':id')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('attachment', { limits: { fileSize: MAX_BYTES + 1, files: 1 } }))
  async upload(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string, @UploadedFile() file?: Express.Multer.File) {
    const invoice = await findInvoice(this.db.tx, me.tenantId, invoiceId);
    if (invoice.deleted_at) throw new NotFound();
    if (!file) throw new ValidationFailed({ attachment: [CHOOSE_ATTACHMENT] }, CHOOSE_ATTACHMENT);
    if (file.size > MAX_BYTES) throw new ValidationFailed({ attachment: ['The attachment may not be greater than 5 MB.'] });
    const type = file.buffer.subarray(0, 5).toString('latin1') === '%PDF-' ? 'application/pdf' : logoTypeOf(file.buffer);
    if (!type) throw new ValidationFailed({ attachment: ['The attachment must be a PDF, JPEG, PNG or GIF file.'] });
    const filename = (file.originalname || 'attachment').replace(/[^\w.\- ()]/g, '_').slice(0, 200);
    await this.db.tx.query(
      `INSERT INTO document_attachments (tenant_id, kind, record_id, filename, content_type, content) VALUES ($1, 'invoice', $2, $3, $4, $5)
       ON CONFLICT (tenant_id, kind, record_id) DO UPDATE SET filename = EXCLUDED.filename, content_type = EXCLUDED.content_type,
         content = EXCLUDED.content, created_at = now()`,
      [me.tenantId, invoiceId, filename, type, file.buffer],
    );
    return { filename, content_type: type, size: file.size };
  }

  @Can('show', 'invoices')
  @Get(':id')
  async download(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string) {
    const [row] = await this.db.tx.query<{ filename: string; content_type: string; content: Buffer }>(
      `SELECT filename, content_type, content FROM document_attachments WHERE tenant_id = $1 AND kind = 'invoice' AND record_id = $2`,
      [me.tenantId, invoiceId],
    );
    if (!row) throw new NotFound();
    return new StreamableFile(row.content, { type: row.content_type, disposition: `attachment; filename="${row.filename}"` });
  }

  @Can('edit', 'invoices')
  @Delete(':id')
  async remove(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string) {
    const removed = await this.db.tx.execute(`DELETE FROM document_attachments WHERE tenant_id = $1 AND kind = 'invoice' AND record_id = $2`, [
      me.tenantId,
      invoiceId,
    ]);
    if (removed === 0) throw new NotFound();
    return { filename: null };
  }
}
