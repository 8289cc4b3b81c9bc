import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { businessDate } from '../../../platform/records/record-ledger';
import { outstandingTotals, type OutstandingAsked, type OutstandingTotals } from '../outstanding-report';

export type OutstandingSummary = OutstandingTotals & { as_of: string; known_at: string | null };

/** The totals row over every outstanding invoice of the question, not just one page. */
export class GetOutstandingTotals extends Query<OutstandingSummary> {
  constructor(
    readonly me: Principal,
    readonly asked: OutstandingAsked,
  ) {
    super();
  }
}

@QueryHandler(GetOutstandingTotals)
export class GetOutstandingTotalsHandler implements IQueryHandler<GetOutstandingTotals> {
  constructor(private readonly db: Database) {}

  async execute({ me, asked }: GetOutstandingTotals): Promise<OutstandingSummary> {
    const asOf = asked.asOf ?? (await businessDate(this.db.tx, me));
    const totals = await outstandingTotals(this.db.tx, { ...asked, tenantId: me.tenantId, asOf });
    return { as_of: asOf, known_at: asked.knownAt ?? null, ...totals };
  }
}
