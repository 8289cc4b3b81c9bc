import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { refuseUsersBeyondPlan } from '../../plans/plan-payments';
import { findUser, restoreUser, type UserRow } from '../user-rows';

/** Brings a user back from the deleted list. */
export class RestoreUser extends Command<UserRow> {
  constructor(
    readonly me: Principal,
    readonly userId: string,
  ) {
    super();
  }
}

@CommandHandler(RestoreUser)
export class RestoreUserHandler implements ICommandHandler<RestoreUser> {
  constructor(private readonly db: Database) {}

  async execute({ me, userId }: RestoreUser): Promise<UserRow> {
    if (!(await restoreUser(this.db.tx, me.tenantId, userId))) throw notFound();
    await refuseUsersBeyondPlan(this.db.tx, me.tenantId);
    return findUser(this.db.tx, me.tenantId, userId);
  }
}
