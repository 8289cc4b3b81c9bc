import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import { listPlans, type PlanRow } from '../plan-payments';

/** The plan catalogue (GET /api/business-plan): public, as the /business-plan page shows it before sign-in. */
export class ListPlans extends Query<PlanRow[]> {}

@QueryHandler(ListPlans)
export class ListPlansHandler implements IQueryHandler<ListPlans> {
  constructor(private readonly db: Database) {}

  execute(): Promise<PlanRow[]> {
    return this.db.transaction({ kind: 'auth' }, (tx) => listPlans(tx));
  }
}
