import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ROLES } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { hashPassword } from '../../../platform/auth/passwords';
import { notFound } from '../../../platform/http/app-errors';
import { findUser, keepAnAdmin, writeUser, type UserRole, type UserRow } from '../user-rows';

/** Changes a live user's name, email and role, and their password when one is given. */
export class UpdateUser extends Command<UserRow> {
  constructor(
    readonly me: Principal,
    readonly userId: string,
    readonly user: { name: string; email: string; user_role: UserRole; password?: string },
  ) {
    super();
  }
}

@CommandHandler(UpdateUser)
export class UpdateUserHandler implements ICommandHandler<UpdateUser> {
  constructor(private readonly db: Database) {}

  async execute({ me, userId, user }: UpdateUser): Promise<UserRow> {
    const tx = this.db.tx;
    const current = await findUser(tx, me.tenantId, userId, { forUpdate: true });
    if (current.deleted_at) throw notFound();
    if (current.user_role === ROLES.admin && user.user_role !== ROLES.admin) await keepAnAdmin(tx, me, userId);
    const passwordHash = user.password ? await hashPassword(user.password) : null;
    await writeUser(tx, me.tenantId, userId, { name: user.name.trim(), email: user.email.trim(), user_role: user.user_role, passwordHash });
    return findUser(tx, me.tenantId, userId);
  }
}
