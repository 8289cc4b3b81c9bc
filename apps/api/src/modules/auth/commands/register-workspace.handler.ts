import { Command, CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_LOCALE, ROLES, usersRefusal, type Locale } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import { findPrincipal, type Principal } from '../../../platform/auth/principal';
import { hashPassword } from '../../../platform/auth/passwords';
import { invalid } from '../../../platform/http/app-errors';
import { createUser, createWorkspace, emailTaken, furnishWorkspace } from '../../workspaces/workspace.repository';
import { WorkspaceRegistered } from '../events/workspace-registered.event';

/**
 * A new workspace (every module on, no plan, default templates and a few units) with its first
 * user, an admin, whose address is not verified yet, unless they signed up through Google: Google
 * verified it, and the user is linked to their Google subject.
 */
export class RegisterWorkspace extends Command<Principal> {
  constructor(
    readonly businessName: string,
    /** `locale`: the language registered in; English when the request does not say (Google's sign-up). */
    readonly user: { name: string; email: string; password: string; locale?: Locale },
    readonly google?: { subject: string },
  ) {
    super();
  }
}

@CommandHandler(RegisterWorkspace)
export class RegisterWorkspaceHandler implements ICommandHandler<RegisterWorkspace> {
  constructor(
    private readonly db: Database,
    private readonly events: EventBus,
  ) {}

  async execute({ businessName, user, google }: RegisterWorkspace): Promise<Principal> {
    const passwordHash = await hashPassword(user.password);
    // Nobody is signed in yet, so there is no request transaction: this one runs before a tenant exists.
    const principal = await this.db.transaction({ kind: 'auth' }, async (tx) => {
      if (await emailTaken(tx, user.email)) throw invalid('email', usersRefusal.field('email-taken'));
      const workspace = await createWorkspace(tx, businessName);
      const userId = await createUser(tx, { tenantId: workspace.id, name: user.name, email: user.email, passwordHash, role: ROLES.admin });
      if (google) {
        await tx.query(`UPDATE users SET google_subject = $3 WHERE tenant_id = $1 AND id = $2`, [workspace.id, userId, google.subject]);
      } else {
        // Users made any other way count as verified (the column's default); a self-registered address must prove itself.
        await tx.query(`UPDATE users SET email_verified_at = NULL WHERE tenant_id = $1 AND id = $2`, [workspace.id, userId]);
      }
      return findPrincipal(tx, workspace.id, userId);
    });
    if (!principal) throw new Error('The new user could not be read back.');
    await this.db.transaction({ kind: 'tenant', tenantId: principal.tenantId, userId: principal.userId }, (tx) =>
      furnishWorkspace(tx, principal.tenantId, user.locale ?? DEFAULT_LOCALE),
    );
    this.events.publish(new WorkspaceRegistered(principal, user.locale ?? DEFAULT_LOCALE));
    return principal;
  }
}
