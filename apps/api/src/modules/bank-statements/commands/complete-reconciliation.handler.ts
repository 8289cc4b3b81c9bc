import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '@ginuma/ledger';
import { bankReconciliationDecider, bankReconciliationStream, type ReconciliationFigures, type ReconciliationView } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import { commandTarget } from '../../../platform/http/request-context';
import { assertBankAccount } from '../bank-statement-rows';
import type { ReconciliationRequest } from '../bank-statement.requests';
import { reconciliationBasis } from '../reconciliation-rows';

/**
 * Signs an account off against its statement: when the statement's closing balance equals the
 * cleared balance, the ledger records the reconciliation and its matched lines are locked.
 */
export class CompleteReconciliation extends Command<ReconciliationView> {
  constructor(
    readonly me: Principal,
    readonly body: ReconciliationRequest,
  ) {
    super();
  }
}

@CommandHandler(CompleteReconciliation)
export class CompleteReconciliationHandler implements ICommandHandler<CompleteReconciliation> {
  constructor(private readonly db: Database) {}

  async execute({ me, body }: CompleteReconciliation): Promise<ReconciliationView> {
    const tx = this.db.tx;
    await assertBankAccount(tx, me.tenantId, body.account_id);
    // One reconciliation of an account at a time: the next one starts where this one ends.
    await tx.query(`SELECT 1 FROM bank_accounts WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [me.tenantId, body.account_id]);
    const basis = await reconciliationBasis(tx, me.tenantId, body.account_id, body.statement_date, body.closing_balance);
    const id = randomUUID();
    const figures: ReconciliationFigures = basis.figures;
    await handleCommand(tx, commandTarget(me, bankReconciliationStream(id)), bankReconciliationDecider, {
      type: 'CompleteBankReconciliation',
      data: {
        reconciledUpTo: basis.reconciledUpTo,
        figures,
        reconciliation: {
          reconciliationId: id,
          accountId: body.account_id,
          statementDate: body.statement_date,
          openingBalance: figures.opening_balance,
          closingBalance: figures.closing_balance,
          clearedIn: figures.cleared_in,
          clearedOut: figures.cleared_out,
          lines: basis.lines.map((l) => l.id),
          documents: basis.documents,
        },
      },
    });
    await tx.query(
      `INSERT INTO bank_reconciliations (tenant_id, id, account_id, statement_date, opening_balance, closing_balance, cleared_in, cleared_out, completed_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [me.tenantId, id, body.account_id, body.statement_date, figures.opening_balance, figures.closing_balance, figures.cleared_in, figures.cleared_out, me.userId],
    );
    await tx.query(`UPDATE bank_statement_lines SET reconciliation_id = $2 WHERE tenant_id = $1 AND id = ANY ($3::uuid[])`, [me.tenantId, id, basis.lines.map((l) => l.id)]);
    return { id, account_id: body.account_id, statement_date: body.statement_date, status: 'completed', ...figures, line_count: basis.lines.length };
  }
}
