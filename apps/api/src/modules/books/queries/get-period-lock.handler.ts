import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PERIOD_LOCK_STREAM } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';

export interface PeriodLockView {
  id: 'lock';
  lock_date: string | null;
  previous: string | null;
  locked_at: string | null;
  locked_by: string | null;
}

/** The lock date and who set it when, from its last PeriodLocked event (the audit trail has them all). */
export class GetPeriodLock extends Query<PeriodLockView> {
  constructor(readonly me: Principal) {
    super();
  }
}

@QueryHandler(GetPeriodLock)
export class GetPeriodLockHandler implements IQueryHandler<GetPeriodLock> {
  constructor(private readonly db: Database) {}

  async execute({ me }: GetPeriodLock): Promise<PeriodLockView> {
    const [row] = await this.db.tx.query<{ lock_date: string; previous: string | null; locked_at: Date; locked_by: string | null }>(
      `SELECT e.payload->>'lockDate' AS lock_date, e.payload->>'previous' AS previous, e.recorded_at AS locked_at, u.name AS locked_by
         FROM ledger_event e LEFT JOIN users u ON u.tenant_id = e.tenant_id AND u.id::text = e.metadata->>'actor_id'
        WHERE e.tenant_id = $1 AND e.stream = $2 ORDER BY e.stream_version DESC LIMIT 1`,
      [me.tenantId, PERIOD_LOCK_STREAM],
    );
    return {
      id: 'lock',
      lock_date: row?.lock_date ?? null,
      previous: row?.previous ?? null,
      locked_at: row ? new Date(row.locked_at).toISOString() : null,
      locked_by: row?.locked_by ?? null,
    };
  }
}
