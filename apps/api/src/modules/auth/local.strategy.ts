import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { Database } from '../../platform/database/database';
import { findPrincipalWithPassword, type Principal } from '../../platform/auth/principal';
import { verifyPassword } from '../../platform/auth/passwords';
import { authRefusal } from '@ginuma/domain';
import { Forbidden, invalid } from '../../platform/http/app-errors';
import { SignIns } from '../../platform/auth/sign-ins';
import { LoginThrottle } from '../../platform/auth/login-throttle';

/**
 * Email and password against the argon2id hash. An unknown email is refused exactly like a
 * wrong password (same message, same time); failures count towards the throttle.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly db: Database,
    private readonly throttle: LoginThrottle,
    private readonly signIns: SignIns,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(req: Request, email: string, password: string): Promise<Principal> {
    const ip = req.ip ?? 'unknown';
    await this.throttle.assertAllowed(email, ip);
    const found = await this.db.transaction({ kind: 'auth' }, (tx) => findPrincipalWithPassword(tx, email));
    if (!(await verifyPassword(found?.passwordHash, password)) || !found) {
      await this.throttle.recordFailure(email, ip);
      if (found) await this.signIns.refused(req, found.principal, 'password');
      throw invalid('email', authRefusal.field('credentials'));
    }
    await this.throttle.recordSuccess(email, ip);
    if (found.principal.workspace.deactivated) throw new Forbidden('deactivated', 'Your account is deactivated.');
    return found.principal;
  }
}
