import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PayablesAgingReport } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { businessDate } from '../../../platform/records/record-ledger';
import { payablesAging } from '../payables-aging';

/** Payables aging per supplier on `asOf` (default the workspace's today), as known at `knownAt` (default everything recorded). */
export class GetPayablesAging extends Query<PayablesAgingReport> {
  constructor(
    readonly me: Principal,
    readonly asked: { asOf?: string; knownAt?: string },
  ) {
    super();
  }
}

@QueryHandler(GetPayablesAging)
export class GetPayablesAgingHandler implements IQueryHandler<GetPayablesAging> {
  constructor(private readonly db: Database) {}

  async execute({ me, asked }: GetPayablesAging): Promise<PayablesAgingReport> {
    const asOf = asked.asOf ?? (await businessDate(this.db.tx, me));
    const report = await payablesAging(this.db.tx, { tenantId: me.tenantId, asOf, knownAt: asked.knownAt });
    return { as_of: asOf, known_at: asked.knownAt ?? null, ...report };
  }
}
