import { Module } from '@nestjs/common';
import { DocumentsModule } from '../../platform/documents/documents.module';
import { documentController } from '../../platform/documents/document-controller.factory';
import { documentSharingController } from '../../platform/documents/document-sharing-controller.factory';
import { ConvertQuotationHandler } from './commands/convert-quotation.handler';
import { CreateQuotationHandler } from './commands/create-quotation.handler';
import { DeleteQuotationHandler } from './commands/delete-quotation.handler';
import { ReverseQuotationHandler } from './commands/reverse-quotation.handler';
import { UpdateQuotationHandler } from './commands/update-quotation.handler';
import { QUOTATION_DOCUMENT } from './quotation-document-kind';
import { QuotationsController } from './quotations.controller';
import { draftEditController } from '../../platform/documents/draft-edit-controller.factory';
import { QUOTATION_DRAFT_EDITING } from './quotation-draft-edits';
import { QuotationCallsController } from './quotation-calls.controller';
import { ChangeQuotationCodeHandler } from './commands/change-quotation-code.handler';
import { GetQuotationHandler } from './queries/get-quotation.handler';
import { GetQuotationTaxesHandler } from './queries/get-quotation-taxes.handler';

@Module({
  imports: [DocumentsModule],
  controllers: [documentSharingController(QUOTATION_DOCUMENT), documentController(QUOTATION_DOCUMENT), draftEditController(QUOTATION_DRAFT_EDITING), QuotationCallsController, QuotationsController],
  providers: [ChangeQuotationCodeHandler, CreateQuotationHandler, UpdateQuotationHandler, ReverseQuotationHandler, ConvertQuotationHandler, DeleteQuotationHandler, GetQuotationHandler, GetQuotationTaxesHandler],
})
export class QuotationsModule {}
