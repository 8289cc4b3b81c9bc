import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { bankStatementsRefusal, type CommittedStatementView } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import { findBatch } from '../bank-statement-rows';
import { ApplyBankRules } from './apply-bank-rules.handler';

/**
 * Saves a previewed batch's lines. A line the account already has is skipped, so importing an
 * overlapping statement again brings in only what is new. The account keeps the mapping. The
 * booking rules then run on the new lines, in the same transaction; a line whose document is
 * refused is still imported, unmatched.
 */
export class CommitStatement extends Command<CommittedStatementView> {
  constructor(
    readonly me: Principal,
    readonly batchId: string,
  ) {
    super();
  }
}

@CommandHandler(CommitStatement)
export class CommitStatementHandler implements ICommandHandler<CommitStatement> {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
  ) {}

  async execute({ me, batchId }: CommitStatement): Promise<CommittedStatementView> {
    const tx = this.db.tx;
    const batch = await findBatch(tx, me.tenantId, batchId, true);
    if (batch.status !== 'preview') throw bankStatementsRefusal('batch-committed');
    const imported = await tx.execute(
      `INSERT INTO bank_statement_lines (tenant_id, batch_id, account_id, row_no, date, description, reference, amount, balance)
       SELECT $1, $2, $3, l.row, l.date, l.description, l.reference, l.amount, l.balance
         FROM bank_statement_batches b, jsonb_to_recordset(b.preview) AS l (row int, date date, description text, reference text, amount numeric, balance numeric)
        WHERE b.tenant_id = $1 AND b.id = $2
        ORDER BY l.row
       ON CONFLICT DO NOTHING`,
      [me.tenantId, batch.id, batch.account_id],
    );
    await tx.query(`UPDATE bank_statement_batches SET status = 'committed', preview = NULL, imported_count = $3, committed_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, batch.id, imported]);
    // updated_at through excluded (the column's default, now()): Citus refuses now() in DO UPDATE SET.
    await tx.query(
      `INSERT INTO bank_statement_mappings (tenant_id, account_id, headers, mapping) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, account_id) DO UPDATE SET headers = excluded.headers, mapping = excluded.mapping, updated_at = excluded.updated_at`,
      [me.tenantId, batch.account_id, JSON.stringify(batch.headers), JSON.stringify(batch.mapping)],
    );
    const { applied, refused } = await this.commands.execute(new ApplyBankRules(me, batch.account_id, { batchId: batch.id }));
    return { id: batch.id, status: 'committed', line_count: batch.line_count, imported_count: imported, skipped_count: batch.line_count - imported, ruled_count: applied.length, rule_refused_count: refused.length };
  }
}
