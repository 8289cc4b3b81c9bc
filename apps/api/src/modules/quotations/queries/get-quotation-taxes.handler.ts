import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { QuotationView } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { GetQuotation } from './get-quotation.handler';

/** A quotation's taxes as its totals computed them (`get/quotation/taxes/{id}`). */
export class GetQuotationTaxes extends Query<QuotationView['taxes']> {
  constructor(
    readonly me: Principal,
    readonly quotationId: string,
  ) {
    super();
  }
}

@QueryHandler(GetQuotationTaxes)
export class GetQuotationTaxesHandler implements IQueryHandler<GetQuotationTaxes> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ me, quotationId }: GetQuotationTaxes): Promise<QuotationView['taxes']> {
    return (await this.queries.execute(new GetQuotation(me, quotationId))).taxes;
  }
}
