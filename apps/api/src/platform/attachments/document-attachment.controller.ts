import { Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, UploadedFile, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../auth/access.decorators';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { attachmentsRefusal } from '@ginuma/domain';
import { notFound } from '../http/app-errors';
import { FileUpload } from '../http/file-upload';
import type { AttachmentOwner } from './attachment-owner';
import { AttachDocumentFile } from './commands/attach-document-file.handler';
import { RemoveDocumentFile } from './commands/remove-document-file.handler';
import { GetDocumentFile } from './queries/get-document-file.handler';
import { download } from '../http/download';

// Invoices and vouchers read and purge their files through these.

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });
const ATTACHMENT = {
  field: 'attachment',
  label: 'attachment',
  maxBytes: 5 * 1024 * 1024,
  oneFile: attachmentsRefusal.field('one-file'),
};

/**
 * One mechanism for every document that carries one attached file: upload or replace,
 * download, remove. Each document kind gets its own controller class from this, on its own spec path.
 */
export function documentAttachmentController(owner: AttachmentOwner): Type<object> {
  @Controller(owner.path)
  class DocumentAttachmentController {
    constructor(
      @Inject(CommandBus) readonly commands: CommandBus,
      @Inject(QueryBus) readonly queries: QueryBus,
    ) {}

    @Can('edit', owner.resource)
    @Post(':id')
    @HttpCode(200)
    @FileUpload(ATTACHMENT)
    upload(@CurrentPrincipal() me: Principal, @Param('id', id) recordId: string, @UploadedFile() file?: Express.Multer.File) {
      return this.commands.execute(new AttachDocumentFile(me, owner, recordId, file));
    }

    @Can('show', owner.resource)
    @Get(':id')
    async download(@CurrentPrincipal() me: Principal, @Param('id', id) recordId: string) {
      const file = await this.queries.execute(new GetDocumentFile(me, owner, recordId));
      return download(file.content, file.content_type, file.filename, 'attachment');
    }

    @Can('edit', owner.resource)
    @Delete(':id')
    remove(@CurrentPrincipal() me: Principal, @Param('id', id) recordId: string) {
      return this.commands.execute(new RemoveDocumentFile(me, owner, recordId));
    }
  }
  return DocumentAttachmentController;
}
