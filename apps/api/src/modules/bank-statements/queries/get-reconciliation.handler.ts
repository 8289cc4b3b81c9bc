import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReconciliationView } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import { assertBankAccount } from '../bank-statement-rows';
import type { ReconciliationRequest } from '../bank-statement.requests';
import { reconciliationBasis } from '../reconciliation-rows';

/** Where a reconciliation to a statement balance would stand now: the cleared balance and the difference. */
export class GetReconciliation extends Query<ReconciliationView> {
  constructor(
    readonly me: Principal,
    readonly asked: ReconciliationRequest,
  ) {
    super();
  }
}

@QueryHandler(GetReconciliation)
export class GetReconciliationHandler implements IQueryHandler<GetReconciliation> {
  constructor(private readonly db: Database) {}

  async execute({ me, asked }: GetReconciliation): Promise<ReconciliationView> {
    const tx = this.db.tx;
    await assertBankAccount(tx, me.tenantId, asked.account_id);
    const basis = await reconciliationBasis(tx, me.tenantId, asked.account_id, asked.statement_date, asked.closing_balance);
    return { id: null, account_id: asked.account_id, statement_date: asked.statement_date, status: 'open', ...basis.figures, line_count: basis.lines.length };
  }
}
