import { Module } from '@nestjs/common';
import { PrintVoucherHandler } from './queries/print-voucher.handler';
import { DocumentsModule } from '../../platform/documents/documents.module';
import { documentController } from '../../platform/documents/document-controller.factory';
import { VOUCHER_DOCUMENT } from './voucher-document-kind';
import { ExplainVoucherExpensesHandler } from './queries/explain-voucher-expenses.handler';
import { GetVoucherExpensesHandler } from './queries/get-voucher-expenses.handler';
import { ConfirmVoucherHandler } from './commands/confirm-voucher.handler';
import { CreateVoucherHandler } from './commands/create-voucher.handler';
import { DeleteVoucherHandler } from './commands/delete-voucher.handler';
import { EmailVoucherHandler } from './commands/email-voucher.handler';
import { UpdateVoucherHandler } from './commands/update-voucher.handler';
import { ExpenseSubCategoriesController } from './expense-sub-categories.controller';
import { VoucherAttachmentController } from './voucher-attachment.controller';
import { VoucherExpensesController } from './voucher-expenses.controller';
import { VoucherSharingController } from './voucher-sharing.controller';
import { VouchersController } from './vouchers.controller';
import { draftEditController } from '../../platform/documents/draft-edit-controller.factory';
import { VoucherCallsController } from './voucher-calls.controller';
import { VOUCHER_DRAFT_EDITING } from './voucher-draft-edits';

@Module({
  imports: [DocumentsModule],
  controllers: [
    ExpenseSubCategoriesController,
    VoucherAttachmentController,
    VoucherExpensesController,
    VoucherCallsController,
    draftEditController(VOUCHER_DRAFT_EDITING),
    VoucherSharingController,
    documentController(VOUCHER_DOCUMENT),
    VouchersController,
  ],
  providers: [CreateVoucherHandler, UpdateVoucherHandler, ConfirmVoucherHandler, DeleteVoucherHandler, EmailVoucherHandler, GetVoucherExpensesHandler, ExplainVoucherExpensesHandler, PrintVoucherHandler],
})
export class VouchersModule {}
