import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpenSessionView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { openSessions } from '../../../platform/auth/sign-ins';

/** The user's open sessions, the one asking (`sessionId`) first. */
export class OpenSessions extends Query<OpenSessionView[]> {
  constructor(
    readonly me: Principal,
    readonly sessionId: string,
  ) {
    super();
  }
}

@QueryHandler(OpenSessions)
export class OpenSessionsHandler implements IQueryHandler<OpenSessions> {
  constructor(private readonly db: Database) {}

  execute({ me, sessionId }: OpenSessions): Promise<OpenSessionView[]> {
    return openSessions(this.db.tx, me, sessionId);
  }
}
