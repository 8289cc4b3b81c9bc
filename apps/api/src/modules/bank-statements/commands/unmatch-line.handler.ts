import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { bankStatementsRefusal } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import { findLine, type LineRow } from '../bank-statement-rows';

/** Frees a line and its documents; a reconciled line stays cleared until its reconciliation is undone. */
export class UnmatchLine extends Command<LineRow> {
  constructor(
    readonly me: Principal,
    readonly lineId: string,
  ) {
    super();
  }
}

@CommandHandler(UnmatchLine)
export class UnmatchLineHandler implements ICommandHandler<UnmatchLine> {
  constructor(private readonly db: Database) {}

  async execute({ me, lineId }: UnmatchLine): Promise<LineRow> {
    const tx = this.db.tx;
    const line = await findLine(tx, me.tenantId, lineId, true);
    if (line.reconciliation_id) throw bankStatementsRefusal('line-reconciled');
    if (!line.matched) throw bankStatementsRefusal('line-not-matched');
    await tx.query(`DELETE FROM bank_line_matches WHERE tenant_id = $1 AND line_id = $2`, [me.tenantId, line.id]);
    return { ...line, matched: false };
  }
}
