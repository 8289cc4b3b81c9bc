import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LedgerEventView } from '@ginuma/domain';
import { countEvents, readEvents, type EventFilter, type EventPage } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { eventView } from '../ledger-views';
import { labelled } from '../stream-labels';

export interface LedgerEventsPage {
  rows: LedgerEventView[];
  total: number;
}

/** The audit trail: a page of the workspace's event headers, each stream named, and how many match in all. */
export class ListLedgerEvents extends Query<LedgerEventsPage> {
  constructor(
    readonly me: Principal,
    readonly filter: Omit<EventFilter, 'tenantId'>,
    readonly page: EventPage,
  ) {
    super();
  }
}

@QueryHandler(ListLedgerEvents)
export class ListLedgerEventsHandler implements IQueryHandler<ListLedgerEvents> {
  constructor(private readonly db: Database) {}

  async execute({ me, filter, page }: ListLedgerEvents): Promise<LedgerEventsPage> {
    const question = { ...filter, tenantId: me.tenantId };
    // Sequential: the request's transaction client runs one query at a time.
    const rows = await readEvents(this.db.tx, question, page);
    const total = await countEvents(this.db.tx, question);
    return { rows: (await labelled(this.db.tx, me.tenantId, rows)).map(eventView), total };
  }
}
