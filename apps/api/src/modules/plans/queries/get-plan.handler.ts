import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Money, plansRefusal } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import { findPlan, type PlanRow } from '../plan-payments';

export type PlanQuote = PlanRow & { months: number; amount: string };

/** One plan of the catalogue (GET /api/business-plan/{id}), priced for `months` when asked (…/{id}/{months}). */
export class GetPlan extends Query<PlanRow | PlanQuote> {
  constructor(
    readonly planId: number,
    readonly months?: number,
  ) {
    super();
  }
}

@QueryHandler(GetPlan)
export class GetPlanHandler implements IQueryHandler<GetPlan> {
  constructor(private readonly db: Database) {}

  async execute({ planId, months }: GetPlan): Promise<PlanRow | PlanQuote> {
    const plan = await this.db.transaction({ kind: 'auth' }, (tx) => findPlan(tx, planId));
    if (!plan) throw plansRefusal('plan-not-found');
    return months === undefined ? plan : { ...plan, months, amount: Money.of(plan.price_per_month).times(months).toFixed() };
  }
}
