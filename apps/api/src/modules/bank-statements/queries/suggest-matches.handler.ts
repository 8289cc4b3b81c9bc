import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { rankSuggestions, type MatchCandidate } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import { findLine, nearestOpenDocuments } from '../bank-statement-rows';

const SUGGESTIONS = 10;
/** The nearest documents by amount and date the database hands over for ranking by their words. */
const SHORTLIST = 100;

/** The account's unmatched documents a line most likely is, best first (see rankSuggestions). */
export class SuggestMatches extends Query<MatchCandidate[]> {
  constructor(
    readonly me: Principal,
    readonly lineId: string,
  ) {
    super();
  }
}

@QueryHandler(SuggestMatches)
export class SuggestMatchesHandler implements IQueryHandler<SuggestMatches> {
  constructor(private readonly db: Database) {}

  async execute({ me, lineId }: SuggestMatches): Promise<MatchCandidate[]> {
    const tx = this.db.tx;
    const line = await findLine(tx, me.tenantId, lineId);
    const shortlist = await nearestOpenDocuments(tx, me.tenantId, line, SHORTLIST);
    return rankSuggestions(line, shortlist, SUGGESTIONS);
  }
}
