import type { Role } from './roles';
import type { WorkspaceFlags } from '../workspace/workspace-flags';

/** The signed-in user's workspace as the API sends it. */
export type WorkspaceView = WorkspaceFlags & {
  id: string;
  slug: string;
  name: string;
  plan_id: number | null;
  channel_id: number | null;
  expiry: string | null;
  expired: boolean;
  deactivated: boolean;
  /** The Admin requires two-step sign-in of everyone in the workspace. */
  require_two_step: boolean;
};

/** The payload of `GET /api/user`, `POST /api/login` and `POST /api/register`. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  user_role: Role;
  /** The API always sends both; optional so a user built without them (tests, older sessions) reads as verified. */
  email_verified_at?: string | null;
  /** Until when an unverified address may still use the workspace; null once verified. */
  email_verify_by?: string | null;
  workspace_slug: string;
  /** Whether the user signs in with a second step (a code from an authenticator app). */
  two_step_enabled?: boolean;
  workspace: WorkspaceView;
}

/** Days a self-registered user may work before verifying their email address. */
export const EMAIL_VERIFY_GRACE_DAYS = 7;
