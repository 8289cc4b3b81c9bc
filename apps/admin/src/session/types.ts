import type { Role, WorkspaceFlags } from '@ginuma/domain';

export type Workspace = WorkspaceFlags & {
  id: number | string;
  slug: string;
  name: string;
  plan_id: number | null;
  channel_id: number | null;
  expiry: string | null;
  expired: boolean;
  deactivated: boolean;
};

/** The payload of `GET /api/user`, `POST /api/login` and `POST /api/register`. */
export interface SessionUser {
  id: number | string;
  name: string;
  email: string;
  user_role: Role;
  workspace_slug: string;
  workspace: Workspace;
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'guest' }
  | { status: 'unavailable'; message: string }
  | { status: 'signed-in'; user: SessionUser };
