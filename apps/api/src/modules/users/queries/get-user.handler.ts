import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { findUser, type UserRow } from '../user-rows';

export class GetUser extends Query<UserRow> {
  constructor(
    readonly me: Principal,
    readonly userId: string,
  ) {
    super();
  }
}

@QueryHandler(GetUser)
export class GetUserHandler implements IQueryHandler<GetUser> {
  constructor(private readonly db: Database) {}

  execute({ me, userId }: GetUser): Promise<UserRow> {
    return findUser(this.db.tx, me.tenantId, userId);
  }
}
