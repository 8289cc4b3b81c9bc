import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { endOtherSessions, endSession } from '../../../platform/auth/sign-ins';
import { notFound } from '../../../platform/http/app-errors';

/** A session's handle as SignIns makes it: 32 hex digits. */
const SESSION_HANDLE = /^[0-9a-f]{32}$/;

/** Ends one of the user's sessions by its handle (404 when they have none by it), or every one but the asking session. */
export class EndSessions extends Command<{ ended: number }> {
  constructor(
    readonly me: Principal,
    readonly which: { handle: string } | { allBut: string },
  ) {
    super();
  }
}

@CommandHandler(EndSessions)
export class EndSessionsHandler implements ICommandHandler<EndSessions> {
  constructor(private readonly db: Database) {}

  async execute({ me, which }: EndSessions): Promise<{ ended: number }> {
    if ('allBut' in which) return { ended: await endOtherSessions(this.db.tx, me, which.allBut) };
    if (!SESSION_HANDLE.test(which.handle) || !(await endSession(this.db.tx, me, which.handle))) throw notFound();
    return { ended: 1 };
  }
}
