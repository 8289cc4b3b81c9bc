import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LedgerEventView } from '@ginuma/domain';
import { readEvents } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { eventView } from '../ledger-views';
import { labelled } from '../stream-labels';

/** One event of the workspace with its postings and its stream's label; NotFound for a position that is not its own. */
export class GetLedgerEvent extends Query<LedgerEventView> {
  constructor(
    readonly me: Principal,
    readonly position: number,
  ) {
    super();
  }
}

@QueryHandler(GetLedgerEvent)
export class GetLedgerEventHandler implements IQueryHandler<GetLedgerEvent> {
  constructor(private readonly db: Database) {}

  async execute({ me, position }: GetLedgerEvent): Promise<LedgerEventView> {
    const [found] = await this.db.tx.query<{ position: string }>(`SELECT position::text FROM ledger_event WHERE tenant_id = $1 AND position = $2`, [
      me.tenantId,
      position,
    ]);
    if (!found) throw notFound();
    const events = await readEvents(this.db.tx, { tenantId: me.tenantId, afterPosition: position - 1 }, { limit: 1 });
    const [event] = await labelled(this.db.tx, me.tenantId, events);
    return eventView(event);
  }
}
