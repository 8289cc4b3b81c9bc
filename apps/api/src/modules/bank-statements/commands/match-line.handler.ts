import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertMatchSum } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import { validBody } from '../../../platform/http/validation.pipe';
import { assertUnmatched, findLine, insertMatches, openDocuments, type LineRow } from '../bank-statement-rows';
import { MatchLineRequest } from '../bank-statement.requests';

/** Clears a line by the account's confirmed documents whose amounts add up to it. */
export class MatchLine extends Command<LineRow> {
  constructor(
    readonly me: Principal,
    readonly lineId: string,
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(MatchLine)
export class MatchLineHandler implements ICommandHandler<MatchLine> {
  constructor(private readonly db: Database) {}

  async execute({ me, lineId, body }: MatchLine): Promise<LineRow> {
    const tx = this.db.tx;
    const line = await findLine(tx, me.tenantId, lineId, true);
    const request = await validBody(MatchLineRequest, body);
    assertUnmatched(line);
    const documents = await openDocuments(tx, me.tenantId, line.account_id, request.documents);
    assertMatchSum(line, documents);
    await insertMatches(tx, me.tenantId, me.userId, line, documents);
    return findLine(tx, me.tenantId, line.id);
  }
}
