import { Module } from '@nestjs/common';
import { PlansController } from './plans.controller';
import { ApiKeysController } from './api-keys.controller';
import { PAYMENT_CONFIG, paymentConfigFromEnv } from './payment-config';
import { BankTransfer, PAYMENT_PROVIDERS, PayHereCheckout, type PaymentProvider } from './payment-providers';
import { ChoosePlanHandler } from './commands/choose-plan.handler';
import { ConfirmPayHereNotificationHandler } from './commands/confirm-payhere-notification.handler';
import { CreateApiKeyHandler } from './commands/create-api-key.handler';
import { RevokeApiKeyHandler } from './commands/revoke-api-key.handler';
import { ListPlansHandler } from './queries/list-plans.handler';
import { GetPlanHandler } from './queries/get-plan.handler';
import { GetPaymentPlanHandler } from './queries/get-payment-plan.handler';
import { GetApiKeyHandler } from './queries/get-api-key.handler';

@Module({
  controllers: [PlansController, ApiKeysController],
  providers: [
    // Read when the app starts, so a test may set the environment before it does.
    { provide: PAYMENT_CONFIG, useFactory: () => paymentConfigFromEnv() },
    PayHereCheckout,
    BankTransfer,
    {
      provide: PAYMENT_PROVIDERS,
      useFactory: (...providers: PaymentProvider[]) => providers,
      inject: [PayHereCheckout, BankTransfer],
    },
    ChoosePlanHandler,
    ConfirmPayHereNotificationHandler,
    CreateApiKeyHandler,
    RevokeApiKeyHandler,
    ListPlansHandler,
    GetPlanHandler,
    GetPaymentPlanHandler,
    GetApiKeyHandler,
  ],
})
export class PlansModule {}
