import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { countEvents, readEvents, type EventFilter, type EventPage, type RecordedEvent } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';

export interface LedgerEventsPage {
  rows: RecordedEvent[];
  total: number;
}

/** The audit trail: a page of the workspace's event headers and how many match in all. */
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
    return { rows, total };
  }
}
