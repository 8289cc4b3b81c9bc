import { randomBytes } from 'node:crypto';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database, type Tx } from '../../../platform/database/database';
import { findPrincipal, SELECT_PRINCIPAL, toPrincipal, type Principal, type PrincipalRow } from '../../../platform/auth/principal';
import { googleSignInRefusal } from '@ginuma/domain';
import { Forbidden, invalid } from '../../../platform/http/app-errors';
import { RegisterWorkspace } from '../../auth/commands/register-workspace.handler';

/** What the provider's signed ID token says about the person (its signature, issuer, audience and nonce already checked). */
export interface GoogleIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}


/**
 * Who a Google identity is: the user linked to its subject; else the user whose email it
 * verified (linked now, so a later change of address at Google still finds them); else a new
 * workspace with them as its admin, as registration makes one.
 */
export class SignInWithGoogle extends Command<Principal> {
  constructor(readonly identity: GoogleIdentity) {
    super();
  }
}

@CommandHandler(SignInWithGoogle)
export class SignInWithGoogleHandler implements ICommandHandler<SignInWithGoogle> {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
  ) {}

  async execute({ identity }: SignInWithGoogle): Promise<Principal> {
    const found = await this.db.transaction({ kind: 'auth' }, (tx) => findOrLink(tx, identity));
    const principal = found ?? (await this.register(identity, verifiedEmail(identity)));
    if (principal.workspace.deactivated) throw new Forbidden('deactivated', 'Your account is deactivated.');
    return principal;
  }

  private register({ subject, name }: GoogleIdentity, email: string): Promise<Principal> {
    const person = name?.trim() || email.split('@')[0];
    // Nobody knows this password: the account signs in through Google, or sets one by "forgot password".
    const password = randomBytes(32).toString('base64url');
    return this.commands.execute(new RegisterWorkspace(person, { name: person, email, password }, { subject }));
  }
}

/** An address Google has not verified proves nothing about who holds it: it neither links nor registers. */
function verifiedEmail(identity: GoogleIdentity): string {
  const email = identity.email?.trim();
  if (!email || !identity.emailVerified) throw invalid('email', googleSignInRefusal.field('unverified-email'));
  return email;
}

async function findOrLink(tx: Tx, identity: GoogleIdentity): Promise<Principal | null> {
  const [bySubject] = await tx.query<PrincipalRow>(`${SELECT_PRINCIPAL} AND u.google_subject = $1`, [identity.subject]);
  if (bySubject) return toPrincipal(bySubject);
  const [byEmail] = await tx.query<{ tenant_id: string; id: string; google_subject: string | null }>(
    `SELECT tenant_id, id, google_subject FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL FOR UPDATE`,
    [verifiedEmail(identity)],
  );
  if (!byEmail) return null;
  if (byEmail.google_subject !== null) throw googleSignInRefusal('linked-to-another');
  // Google has verified the address, which is all the mailed verification link would prove.
  await tx.query(
    `UPDATE users SET google_subject = $3, email_verified_at = coalesce(email_verified_at, now()) WHERE tenant_id = $1 AND id = $2`,
    [byEmail.tenant_id, byEmail.id, identity.subject],
  );
  return findPrincipal(tx, byEmail.tenant_id, byEmail.id);
}
