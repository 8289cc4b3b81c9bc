import { Module } from '@nestjs/common';
import { ExpenseSubCategoriesController } from './expense-sub-categories.controller';
import { VoucherAttachmentController } from './voucher-attachment.controller';
import { VoucherExpensesController } from './voucher-expenses.controller';
import { VoucherSharingController } from './voucher-sharing.controller';
import { VouchersController } from './vouchers.controller';

@Module({ controllers: [ExpenseSubCategoriesController, VoucherAttachmentController, VoucherExpensesController, VoucherSharingController, VouchersController] })
export class VouchersModule {}
