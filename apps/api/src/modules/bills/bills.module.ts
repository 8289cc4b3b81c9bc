import { Module } from '@nestjs/common';
import { DocumentsModule } from '../../platform/documents/documents.module';
import { documentController } from '../../platform/documents/document-controller.factory';
import { BILL_DOCUMENT } from './bill-document-kind';
import { BillAttachmentController } from './bill-attachment.controller';
import { BillsController } from './bills.controller';
import { ConfirmBillHandler } from './commands/confirm-bill.handler';
import { CreateBillHandler } from './commands/create-bill.handler';
import { DeleteBillHandler } from './commands/delete-bill.handler';
import { ReverseBillHandler } from './commands/reverse-bill.handler';
import { UpdateBillHandler } from './commands/update-bill.handler';
import { PrintBillHandler } from './queries/print-bill.handler';
import { ListOpenBillsHandler } from './queries/list-open-bills.handler';
import { ListBillPaymentsHandler } from './queries/list-bill-payments.handler';
import { GetPayablesAgingHandler } from './queries/get-payables-aging.handler';
import { PayablesAgingController } from './payables-aging.controller';

@Module({
  imports: [DocumentsModule],
  controllers: [BillAttachmentController, documentController(BILL_DOCUMENT), BillsController, PayablesAgingController],
  providers: [CreateBillHandler, UpdateBillHandler, ConfirmBillHandler, ReverseBillHandler, DeleteBillHandler, PrintBillHandler, GetPayablesAgingHandler, ListOpenBillsHandler, ListBillPaymentsHandler],
})
export class BillsModule {}
