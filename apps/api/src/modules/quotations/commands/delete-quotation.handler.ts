import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QuotationView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { actOnQuotation } from '../quotation-rows';

/** Soft delete, in any status; the quotation keeps its status for a restore. */
export class DeleteQuotation extends Command<QuotationView> {
  constructor(
    readonly me: Principal,
    readonly quotationId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteQuotation)
export class DeleteQuotationHandler implements ICommandHandler<DeleteQuotation> {
  constructor(private readonly db: Database) {}

  execute({ me, quotationId }: DeleteQuotation): Promise<QuotationView> {
    return actOnQuotation(this.db.tx, me.tenantId, quotationId, { type: 'DeleteQuotation' });
  }
}
