import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import type { ReconciliationRowView } from '@ginuma/domain';

/** An account's reconciliations, latest statement first. */
export class ListReconciliations extends Query<ReconciliationRowView[]> {
  constructor(
    readonly me: Principal,
    readonly accountId: string,
  ) {
    super();
  }
}

@QueryHandler(ListReconciliations)
export class ListReconciliationsHandler implements IQueryHandler<ListReconciliations> {
  constructor(private readonly db: Database) {}

  execute({ me, accountId }: ListReconciliations): Promise<ReconciliationRowView[]> {
    return this.db.tx.query<ReconciliationRowView>(
      `SELECT r.id, to_char(r.statement_date, 'YYYY-MM-DD') AS statement_date, r.opening_balance::text AS opening_balance, r.cleared_in::text AS cleared_in,
              r.cleared_out::text AS cleared_out, r.closing_balance::text AS closing_balance, r.status, r.completed_at,
              (SELECT count(*)::int FROM bank_statement_lines l WHERE l.tenant_id = r.tenant_id AND l.reconciliation_id = r.id) AS line_count
         FROM bank_reconciliations r WHERE r.tenant_id = $1 AND r.account_id = $2 ORDER BY r.statement_date DESC, r.completed_at DESC`,
      [me.tenantId, accountId],
    );
  }
}
