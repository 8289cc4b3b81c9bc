import { Module } from '@nestjs/common';
import { DocumentsModule } from '../../platform/documents/documents.module';
import { documentController } from '../../platform/documents/document-controller.factory';
import { ConvertQuotationHandler } from './commands/convert-quotation.handler';
import { CreateQuotationHandler } from './commands/create-quotation.handler';
import { DeleteQuotationHandler } from './commands/delete-quotation.handler';
import { ReverseQuotationHandler } from './commands/reverse-quotation.handler';
import { UpdateQuotationHandler } from './commands/update-quotation.handler';
import { QUOTATION_DOCUMENT } from './quotation-document-kind';
import { QuotationsController } from './quotations.controller';

@Module({
  imports: [DocumentsModule],
  // The shared document routes first: `deleted-list` and `get/code` must match before `:id`.
  controllers: [documentController(QUOTATION_DOCUMENT), QuotationsController],
  providers: [CreateQuotationHandler, UpdateQuotationHandler, ReverseQuotationHandler, ConvertQuotationHandler, DeleteQuotationHandler],
})
export class QuotationsModule {}
