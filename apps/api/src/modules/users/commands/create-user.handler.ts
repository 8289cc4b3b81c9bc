import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { hashPassword } from '../../../platform/auth/passwords';
import { refuseUsersBeyondPlan } from '../../plans/plan-payments';
import { findUser, insertUser, type UserRole, type UserRow } from '../user-rows';

/** Adds a user to the workspace with a role and a first password (argon2id-hashed here). */
export class CreateUser extends Command<UserRow> {
  constructor(
    readonly me: Principal,
    readonly user: { name: string; email: string; user_role: UserRole; password: string },
  ) {
    super();
  }
}

@CommandHandler(CreateUser)
export class CreateUserHandler implements ICommandHandler<CreateUser> {
  constructor(private readonly db: Database) {}

  async execute({ me, user }: CreateUser): Promise<UserRow> {
    const passwordHash = await hashPassword(user.password);
    const id = await insertUser(this.db.tx, me.tenantId, { name: user.name.trim(), email: user.email.trim(), user_role: user.user_role, passwordHash });
    await refuseUsersBeyondPlan(this.db.tx, me.tenantId);
    return findUser(this.db.tx, me.tenantId, id);
  }
}
