import { Module } from '@nestjs/common';
import { ExplainVoucherExpensesHandler } from './queries/explain-voucher-expenses.handler';
import { GetVoucherExpensesHandler } from './queries/get-voucher-expenses.handler';
import { ExpenseSubCategoriesController } from './expense-sub-categories.controller';
import { VoucherAttachmentController } from './voucher-attachment.controller';
import { VoucherExpensesController } from './voucher-expenses.controller';
import { VoucherSharingController } from './voucher-sharing.controller';
import { VouchersController } from './vouchers.controller';

@Module({
  controllers: [ExpenseSubCategoriesController, VoucherAttachmentController, VoucherExpensesController, VoucherSharingController, VouchersController],
  providers: [GetVoucherExpensesHandler, ExplainVoucherExpensesHandler],
})
export class VouchersModule {}
