import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { bankStatementsRefusal } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import { findBatch } from '../bank-statement-rows';

/** Takes an imported batch's lines out as a whole; a batch with a matched line stays until it is unmatched. */
export class UndoStatement extends Command<{ id: string; status: 'undone'; removed_count: number }> {
  constructor(
    readonly me: Principal,
    readonly batchId: string,
  ) {
    super();
  }
}

@CommandHandler(UndoStatement)
export class UndoStatementHandler implements ICommandHandler<UndoStatement> {
  constructor(private readonly db: Database) {}

  async execute({ me, batchId }: UndoStatement) {
    const tx = this.db.tx;
    const batch = await findBatch(tx, me.tenantId, batchId, true);
    if (batch.status !== 'committed') throw bankStatementsRefusal('batch-not-committed');
    const [matched] = await tx.query(
      `SELECT 1 FROM bank_statement_lines l JOIN bank_line_matches m ON m.tenant_id = l.tenant_id AND m.line_id = l.id
        WHERE l.tenant_id = $1 AND l.batch_id = $2 LIMIT 1`,
      [me.tenantId, batch.id],
    );
    if (matched) throw bankStatementsRefusal('batch-matched');
    const removed = await tx.execute(`DELETE FROM bank_statement_lines WHERE tenant_id = $1 AND batch_id = $2`, [me.tenantId, batch.id]);
    await tx.query(`UPDATE bank_statement_batches SET status = 'undone', undone_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, batch.id]);
    return { id: batch.id, status: 'undone' as const, removed_count: removed };
  }
}
