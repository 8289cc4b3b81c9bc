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
};

/** The payload of `GET /api/user`, `POST /api/login` and `POST /api/register`. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  user_role: Role;
  workspace_slug: string;
  workspace: WorkspaceView;
}
