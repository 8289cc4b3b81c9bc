import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '@ginuma/ledger';
import { bankReconciliationDecider, bankReconciliationStream } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { businessDate } from '../../../platform/records/record-ledger';

/** Takes a reconciliation back (the account's latest only): the ledger records it, and its lines may be unmatched again. */
export class UndoReconciliation extends Command<{ id: string; status: 'undone' }> {
  constructor(
    readonly me: Principal,
    readonly reconciliationId: string,
  ) {
    super();
  }
}

@CommandHandler(UndoReconciliation)
export class UndoReconciliationHandler implements ICommandHandler<UndoReconciliation> {
  constructor(private readonly db: Database) {}

  async execute({ me, reconciliationId }: UndoReconciliation) {
    const tx = this.db.tx;
    const [row] = await tx.query<{ id: string; account_id: string; latest: boolean }>(
      `SELECT r.id, r.account_id,
              NOT EXISTS (SELECT 1 FROM bank_reconciliations n WHERE n.tenant_id = r.tenant_id AND n.account_id = r.account_id
                             AND n.status = 'completed' AND n.statement_date > r.statement_date) AS latest
         FROM bank_reconciliations r WHERE r.tenant_id = $1 AND r.id = $2 FOR UPDATE`,
      [me.tenantId, reconciliationId],
    );
    if (!row) throw notFound();
    await handleCommand(tx, commandTarget(me, bankReconciliationStream(row.id)), bankReconciliationDecider, {
      type: 'UndoBankReconciliation',
      data: { undoneOn: await businessDate(tx, me), latest: row.latest },
    });
    await tx.query(`UPDATE bank_reconciliations SET status = 'undone', undone_by = $3, undone_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, row.id, me.userId]);
    await tx.query(`UPDATE bank_statement_lines SET reconciliation_id = NULL WHERE tenant_id = $1 AND reconciliation_id = $2`, [me.tenantId, row.id]);
    return { id: row.id, status: 'undone' as const };
  }
}
