import { Module } from '@nestjs/common';
import { DocumentsModule } from '../../platform/documents/documents.module';
import { documentController } from '../../platform/documents/document-controller.factory';
import { RECEIPT_DOCUMENT, REFUND_DOCUMENT } from './payment-document-kinds';
import { draftEditController } from '../../platform/documents/draft-edit-controller.factory';
import { RECEIPT_DRAFT_EDITING, REFUND_DRAFT_EDITING } from './payment-draft-edits';
import { InvoicePaymentsController } from './invoice-payments.controller';
import { ListInvoiceReceiptsHandler } from './queries/list-invoice-receipts.handler';
import { CustomerCreditController } from './customer-credit.controller';
import { ReceiptsController } from './receipts.controller';
import { RefundsController } from './refunds.controller';
import { PaymentSharingController } from './payment-sharing.controller';
import { ConfirmReceiptHandler } from './commands/confirm-receipt.handler';
import { ConfirmRefundHandler } from './commands/confirm-refund.handler';
import { CreateReceiptHandler } from './commands/create-receipt.handler';
import { CreateRefundHandler } from './commands/create-refund.handler';
import { DeleteReceiptHandler } from './commands/delete-receipt.handler';
import { DeleteRefundHandler } from './commands/delete-refund.handler';
import { PayInvoiceHandler } from './commands/pay-invoice.handler';
import { EmailPaymentDocumentHandler } from './commands/email-payment-document.handler';
import { SpendCustomerCreditHandler } from './commands/spend-customer-credit.handler';
import { UpdateReceiptHandler } from './commands/update-receipt.handler';
import { UpdateRefundHandler } from './commands/update-refund.handler';
import { ListCustomerReceiptsHandler } from './queries/list-customer-receipts.handler';
import { ListOpenInvoicesHandler } from './queries/list-open-invoices.handler';
import { PrintPaymentDocumentHandler } from './queries/print-payment-document.handler';

@Module({
  imports: [DocumentsModule],
  controllers: [
    documentController(REFUND_DOCUMENT),
    draftEditController(REFUND_DRAFT_EDITING),
    draftEditController(RECEIPT_DRAFT_EDITING),
    InvoicePaymentsController,
    RefundsController,
    CustomerCreditController,
    PaymentSharingController,
    documentController(RECEIPT_DOCUMENT),
    ReceiptsController,
  ],
  providers: [
    CreateReceiptHandler,
    UpdateReceiptHandler,
    ConfirmReceiptHandler,
    DeleteReceiptHandler,
    PayInvoiceHandler,
    CreateRefundHandler,
    UpdateRefundHandler,
    ConfirmRefundHandler,
    DeleteRefundHandler,
    SpendCustomerCreditHandler,
    EmailPaymentDocumentHandler,
    ListOpenInvoicesHandler,
    ListCustomerReceiptsHandler,
    PrintPaymentDocumentHandler,
    ListInvoiceReceiptsHandler,
  ],
})
export class PaymentsModule {}
