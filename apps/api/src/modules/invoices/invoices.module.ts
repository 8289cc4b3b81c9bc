import { Module, type DynamicModule } from '@nestjs/common';
import { DocumentsModule } from '../../platform/documents/documents.module';
import { documentController } from '../../platform/documents/document-controller.factory';
import { documentSharingController } from '../../platform/documents/document-sharing-controller.factory';
import { InvoicesController } from './invoices.controller';
import { InvoiceAttachmentController } from './invoice-attachment.controller';
import { INVOICE_DOCUMENT } from './invoice-document-kind';
import { draftEditController } from '../../platform/documents/draft-edit-controller.factory';
import { INVOICE_DRAFT_EDITING } from './invoice-draft-edits';
import { InvoiceCallsController } from './invoice-calls.controller';
import { ChangeInvoiceTemplateHandler } from './commands/change-invoice-template.handler';
import { ChangeInvoiceCodeHandler } from './commands/change-invoice-code.handler';
import { ConfirmInvoiceHandler } from './commands/confirm-invoice.handler';
import { CreateInvoiceHandler, CreateInvoicesToConfirmHandler, CreateInvoiceToConfirmHandler } from './commands/create-invoice.handler';
import { DeleteInvoiceHandler } from './commands/delete-invoice.handler';
import { GenerateRecurringInvoicesHandler } from './commands/generate-recurring-invoices.handler';
import { ReverseInvoiceHandler } from './commands/reverse-invoice.handler';
import { UpdateInvoiceHandler } from './commands/update-invoice.handler';
import { RecurringInvoices, RECURRING_SWEEP_SECONDS } from './recurring-invoices';

@Module({})
export class InvoicesModule {
  static forRoot(recurringSweepSeconds: number): DynamicModule {
    return {
      module: InvoicesModule,
      imports: [DocumentsModule],
      controllers: [documentSharingController(INVOICE_DOCUMENT), InvoiceAttachmentController, documentController(INVOICE_DOCUMENT), draftEditController(INVOICE_DRAFT_EDITING), InvoiceCallsController, InvoicesController],
      providers: [
        { provide: RECURRING_SWEEP_SECONDS, useValue: recurringSweepSeconds },
        RecurringInvoices,
        CreateInvoiceHandler,
        CreateInvoiceToConfirmHandler,
        CreateInvoicesToConfirmHandler,
        UpdateInvoiceHandler,
        ChangeInvoiceCodeHandler,
        ChangeInvoiceTemplateHandler,
        ConfirmInvoiceHandler,
        ReverseInvoiceHandler,
        DeleteInvoiceHandler,
        GenerateRecurringInvoicesHandler,
      ],
      exports: [RecurringInvoices],
    };
  }
}
