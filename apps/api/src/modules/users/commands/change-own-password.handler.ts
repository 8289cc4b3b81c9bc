import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { hashPassword, verifyPassword } from '../../../platform/auth/passwords';
import { endOtherSessions } from '../../../platform/auth/sign-ins';
import { usersRefusal } from '@ginuma/domain';
import { invalid } from '../../../platform/http/app-errors';

/**
 * The signed-in user's new password, given only with their current one. Every other session of
 * theirs ends: whoever knew the old password is signed out, as a reset does.
 */
export class ChangeOwnPassword extends Command<{ message: string }> {
  constructor(
    readonly me: Principal,
    readonly currentPassword: string,
    readonly newPassword: string,
    /** The session asking, which stays signed in. */
    readonly sessionId: string,
  ) {
    super();
  }
}

@CommandHandler(ChangeOwnPassword)
export class ChangeOwnPasswordHandler implements ICommandHandler<ChangeOwnPassword> {
  constructor(private readonly db: Database) {}

  async execute({ me, currentPassword, newPassword, sessionId }: ChangeOwnPassword): Promise<{ message: string }> {
    const tx = this.db.tx;
    const [row] = await tx.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE tenant_id = $1 AND id = $2`, [me.tenantId, me.userId]);
    if (!(await verifyPassword(row?.password_hash, currentPassword))) throw invalid('current_password', usersRefusal.field('current-password-incorrect'));
    await tx.execute(`UPDATE users SET password_hash = $1, updated_at = now() WHERE tenant_id = $2 AND id = $3`, [await hashPassword(newPassword), me.tenantId, me.userId]);
    await endOtherSessions(tx, me, sessionId);
    return { message: 'Password updated successfully' };
  }
}
