import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ROLES } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { findUser, keepAnAdmin, markUserDeleted, type UserRow } from '../user-rows';

/** Moves a user to the deleted list: they can no longer sign in, and can be restored. */
export class DeleteUser extends Command<UserRow> {
  constructor(
    readonly me: Principal,
    readonly userId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteUser)
export class DeleteUserHandler implements ICommandHandler<DeleteUser> {
  constructor(private readonly db: Database) {}

  async execute({ me, userId }: DeleteUser): Promise<UserRow> {
    const tx = this.db.tx;
    const current = await findUser(tx, me.tenantId, userId, { forUpdate: true });
    if (current.deleted_at) throw notFound();
    if (current.user_role === ROLES.admin) await keepAnAdmin(tx, me, userId);
    await markUserDeleted(tx, me.tenantId, userId);
    return { ...current, deleted_at: new Date() };
  }
}
