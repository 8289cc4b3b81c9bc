import type { SessionUser } from '@ginuma/domain';

export type { SessionUser, WorkspaceView as Workspace } from '@ginuma/domain';

export type SessionState =
  | { status: 'loading' }
  | { status: 'guest' }
  | { status: 'unavailable'; message: string }
  | { status: 'signed-in'; user: SessionUser };
