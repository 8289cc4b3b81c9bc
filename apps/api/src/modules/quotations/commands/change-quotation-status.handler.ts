import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { validationRefusal, type QuotationView } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { invalid } from '../../../platform/http/app-errors';
import { ReverseQuotation } from './reverse-quotation.handler';

/**
 * A quotation's status set by name (`status/update/{id}`). Only 'reversed' can be asked for:
 * conversion is invoices/generate/invoice, behind the invoice permission, so it is refused here.
 */
export class ChangeQuotationStatus extends Command<QuotationView> {
  constructor(
    readonly me: Principal,
    readonly quotationId: string,
    /** As sent in the body, unchecked. */
    readonly status: unknown,
  ) {
    super();
  }
}

@CommandHandler(ChangeQuotationStatus)
export class ChangeQuotationStatusHandler implements ICommandHandler<ChangeQuotationStatus> {
  constructor(private readonly commands: CommandBus) {}

  execute({ me, quotationId, status }: ChangeQuotationStatus): Promise<QuotationView> {
    if (status === 'reversed') return this.commands.execute(new ReverseQuotation(me, quotationId));
    throw invalid('status', validationRefusal.field('choice', { label: 'status' }));
  }
}
