import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SessionUser } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import { findPrincipal, userResponse, type Principal } from '../../../platform/auth/principal';
import { uniqueEmail } from '../unique-email';

/** The signed-in user's own name and email (settings/general). */
export class UpdateProfile extends Command<SessionUser> {
  constructor(
    readonly me: Principal,
    readonly profile: { name: string; email: string },
  ) {
    super();
  }
}

@CommandHandler(UpdateProfile)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfile> {
  constructor(private readonly db: Database) {}

  async execute({ me, profile }: UpdateProfile): Promise<SessionUser> {
    await uniqueEmail(() =>
      this.db.tx.execute(`UPDATE users SET name = $1, email = $2, updated_at = now() WHERE tenant_id = $3 AND id = $4`, [
        profile.name.trim(),
        profile.email.trim(),
        me.tenantId,
        me.userId,
      ]),
    );
    return userResponse((await findPrincipal(this.db.tx, me.tenantId, me.userId)) ?? me);
  }
}
