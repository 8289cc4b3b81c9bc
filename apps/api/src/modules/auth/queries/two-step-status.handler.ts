import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TwoStepStatus } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { twoStepStatus } from '../../../platform/auth/two-step';

/** Whether the user signs in with a second step, how many recovery codes are left, whether the workspace requires it. */
export class GetTwoStep extends Query<TwoStepStatus> {
  constructor(readonly me: Principal) {
    super();
  }
}

@QueryHandler(GetTwoStep)
export class GetTwoStepHandler implements IQueryHandler<GetTwoStep> {
  constructor(private readonly db: Database) {}

  execute({ me }: GetTwoStep): Promise<TwoStepStatus> {
    return twoStepStatus(this.db.tx, me);
  }
}
