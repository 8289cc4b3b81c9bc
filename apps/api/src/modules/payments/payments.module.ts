import { Module } from '@nestjs/common';
import { CustomerCreditController } from './customer-credit.controller';
import { ReceiptsController } from './receipts.controller';
import { RefundsController } from './refunds.controller';
import { PaymentSharingController } from './payment-sharing.controller';

// Refunds first: their literal paths (payments/refunds…) must match before receipts' payments/:id.
@Module({ controllers: [RefundsController, CustomerCreditController, PaymentSharingController, ReceiptsController] })
export class PaymentsModule {}
