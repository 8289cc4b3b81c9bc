import { Module, type DynamicModule } from '@nestjs/common';
import { DocumentsModule } from '../../platform/documents/documents.module';
import { documentController } from '../../platform/documents/document-controller.factory';
import { InvoicesController } from './invoices.controller';
import { InvoiceSharingController } from './invoice-sharing.controller';
import { InvoiceAttachmentController } from './invoice-attachment.controller';
import { INVOICE_DOCUMENT } from './invoice-document-kind';
import { draftEditController } from '../../platform/documents/draft-edit-controller.factory';
import { INVOICE_DRAFT_EDITING } from './invoice-draft-edits';
import { InvoiceCallsController } from './invoice-calls.controller';
import { ChangeInvoiceTemplateHandler } from './commands/change-invoice-template.handler';
import { ChangeInvoiceCodeHandler } from './commands/change-invoice-code.handler';
import { ConfirmInvoiceHandler } from './commands/confirm-invoice.handler';
import { CreateInvoiceHandler } from './commands/create-invoice.handler';
import { DeleteInvoiceHandler } from './commands/delete-invoice.handler';
import { EmailInvoiceHandler } from './commands/email-invoice.handler';
import { GenerateRecurringInvoicesHandler } from './commands/generate-recurring-invoices.handler';
import { ReverseInvoiceHandler } from './commands/reverse-invoice.handler';
import { ShareInvoiceHandler } from './commands/share-invoice.handler';
import { UpdateInvoiceHandler } from './commands/update-invoice.handler';
import { OpenSharedInvoiceHandler } from './queries/open-shared-invoice.handler';
import { PrintInvoiceHandler } from './queries/print-invoice.handler';
import { RecurringInvoices, RECURRING_SWEEP_SECONDS } from './recurring-invoices';

@Module({})
export class InvoicesModule {
  static forRoot(recurringSweepSeconds: number): DynamicModule {
    return {
      module: InvoicesModule,
      imports: [DocumentsModule],
      // The shared document routes before InvoicesController: `restore` and `get/code` must match before `:id`.
      controllers: [InvoiceSharingController, InvoiceAttachmentController, documentController(INVOICE_DOCUMENT), draftEditController(INVOICE_DRAFT_EDITING), InvoiceCallsController, InvoicesController],
      providers: [
        { provide: RECURRING_SWEEP_SECONDS, useValue: recurringSweepSeconds },
        RecurringInvoices,
        CreateInvoiceHandler,
        UpdateInvoiceHandler,
        ChangeInvoiceCodeHandler,
        ChangeInvoiceTemplateHandler,
        ConfirmInvoiceHandler,
        ReverseInvoiceHandler,
        DeleteInvoiceHandler,
        EmailInvoiceHandler,
        ShareInvoiceHandler,
        GenerateRecurringInvoicesHandler,
        PrintInvoiceHandler,
        OpenSharedInvoiceHandler,
      ],
      exports: [RecurringInvoices],
    };
  }
}
