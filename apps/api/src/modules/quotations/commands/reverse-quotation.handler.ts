import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QuotationView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { actOnQuotation } from '../quotation-rows';

/** Withdraws a pending quotation ('Yes, reverse it!'); it stays for the record. */
export class ReverseQuotation extends Command<QuotationView> {
  constructor(
    readonly me: Principal,
    readonly quotationId: string,
  ) {
    super();
  }
}

@CommandHandler(ReverseQuotation)
export class ReverseQuotationHandler implements ICommandHandler<ReverseQuotation> {
  constructor(private readonly db: Database) {}

  execute({ me, quotationId }: ReverseQuotation): Promise<QuotationView> {
    return actOnQuotation(this.db.tx, me.tenantId, quotationId, { type: 'ReverseQuotation' });
  }
}
