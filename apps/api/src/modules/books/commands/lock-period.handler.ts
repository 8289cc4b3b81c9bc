import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { lockPeriod } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { eventMetadata } from '../../../platform/http/request-context';
import { businessDate } from '../../../platform/records/record-ledger';
import { GetPeriodLock, type PeriodLockView } from '../queries/get-period-lock.handler';

/** Moves the period lock date (nothing posts on or before it), up or down, as a PeriodLocked event. */
export class LockPeriod extends Command<PeriodLockView> {
  constructor(
    readonly me: Principal,
    /** A calendar day, checked by the request (`PeriodLockRequest`); whether it is before today is the ledger's rule. */
    readonly lockDate: string,
  ) {
    super();
  }
}

@CommandHandler(LockPeriod)
export class LockPeriodHandler implements ICommandHandler<LockPeriod> {
  constructor(
    private readonly db: Database,
    private readonly queries: QueryBus,
  ) {}

  async execute({ me, lockDate }: LockPeriod): Promise<PeriodLockView> {
    const tx = this.db.tx;
    await lockPeriod(tx, { tenantId: me.tenantId, metadata: eventMetadata(me) }, { type: 'LockPeriod', data: { lockDate, today: await businessDate(tx, me) } });
    return this.queries.execute(new GetPeriodLock(me));
  }
}
