import type { Locale } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';

/** A workspace and its first admin were created by self-registration (committed). */
export class WorkspaceRegistered {
  constructor(
    readonly admin: Principal,
    /** The language the admin registered in, for the mail that follows. */
    readonly locale: Locale,
  ) {}
}
