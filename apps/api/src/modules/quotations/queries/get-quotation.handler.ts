import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { QuotationView } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { GetDocument } from '../../../platform/documents/queries/get-document.handler';
import { QUOTATION_DOCUMENT } from '../quotation-document-kind';

/** One quotation as its editor opens it, deleted or not. */
export class GetQuotation extends Query<QuotationView> {
  constructor(
    readonly me: Principal,
    readonly quotationId: string,
  ) {
    super();
  }
}

@QueryHandler(GetQuotation)
export class GetQuotationHandler implements IQueryHandler<GetQuotation> {
  constructor(private readonly queries: QueryBus) {}

  // Through the shared document read, so the quotation routes and the shared ones find and show it alike.
  async execute({ me, quotationId }: GetQuotation): Promise<QuotationView> {
    return (await this.queries.execute(new GetDocument(me, QUOTATION_DOCUMENT, quotationId))) as QuotationView;
  }
}
