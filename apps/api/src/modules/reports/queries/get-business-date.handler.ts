import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { businessDate } from '../../../platform/records/record-ledger';

/** Today in the workspace's time zone: the default end of a report's period. */
export class GetBusinessDate extends Query<string> {
  constructor(readonly me: Principal) {
    super();
  }
}

@QueryHandler(GetBusinessDate)
export class GetBusinessDateHandler implements IQueryHandler<GetBusinessDate> {
  constructor(private readonly db: Database) {}

  execute({ me }: GetBusinessDate): Promise<string> {
    return businessDate(this.db.tx, me);
  }
}
