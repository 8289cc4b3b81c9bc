import { Module, type DynamicModule } from '@nestjs/common';
import { InvoicesController } from './invoices.controller';
import { InvoiceSharingController } from './invoice-sharing.controller';
import { InvoiceAttachmentController } from './invoice-attachment.controller';
import { ConfirmInvoiceHandler } from './commands/confirm-invoice.handler';
import { ReverseInvoiceHandler } from './commands/reverse-invoice.handler';
import { RecurringInvoices, RECURRING_SWEEP_SECONDS } from './recurring-invoices';

@Module({})
export class InvoicesModule {
  static forRoot(recurringSweepSeconds: number): DynamicModule {
    return {
      module: InvoicesModule,
      controllers: [InvoiceSharingController, InvoiceAttachmentController, InvoicesController],
      providers: [{ provide: RECURRING_SWEEP_SECONDS, useValue: recurringSweepSeconds }, RecurringInvoices, ConfirmInvoiceHandler, ReverseInvoiceHandler],
      exports: [RecurringInvoices],
    };
  }
}
