import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ExplanationView } from '@ginuma/domain';
import { explain, type ExplainQuery } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { eventView } from '../ledger-views';
import { labelled } from '../stream-labels';

/** The postings and events behind one balance, a page of them (each stream named) and the totals of all. */
export class ExplainBalance extends Query<ExplanationView> {
  constructor(
    readonly me: Principal,
    readonly question: Omit<ExplainQuery, 'tenantId'>,
  ) {
    super();
  }
}

@QueryHandler(ExplainBalance)
export class ExplainBalanceHandler implements IQueryHandler<ExplainBalance> {
  constructor(private readonly db: Database) {}

  async execute({ me, question }: ExplainBalance): Promise<ExplanationView> {
    const explanation = await explain(this.db.tx, { ...question, tenantId: me.tenantId });
    const events = await labelled(
      this.db.tx,
      me.tenantId,
      explanation.lines.map((line) => line.event),
    );
    return {
      ...explanation,
      lines: explanation.lines.map((line, i) => ({ posting: line.posting, event: eventView(events[i]) })),
    };
  }
}
