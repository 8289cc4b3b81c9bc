import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import type { ListQuery } from '../../../platform/listing/list-query';
import { businessDate } from '../../../platform/records/record-ledger';
import { outstandingPage, type OutstandingAsked, type OutstandingPage } from '../outstanding-report';

export type OutstandingReport = OutstandingPage & { asOf: string };

/** The payment outstanding report's rows (one page, or all without a range) and its totals. */
export class GetOutstandingReport extends Query<OutstandingReport> {
  constructor(
    readonly me: Principal,
    readonly asked: OutstandingAsked,
    readonly list: Pick<ListQuery, 'sort' | 'range'>,
  ) {
    super();
  }
}

@QueryHandler(GetOutstandingReport)
export class GetOutstandingReportHandler implements IQueryHandler<GetOutstandingReport> {
  constructor(private readonly db: Database) {}

  async execute({ me, asked, list }: GetOutstandingReport): Promise<OutstandingReport> {
    const asOf = asked.asOf ?? (await businessDate(this.db.tx, me));
    return { asOf, ...(await outstandingPage(this.db.tx, { ...asked, tenantId: me.tenantId, asOf }, list)) };
  }
}
