import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PROFIT_AND_LOSS_ACCOUNTS, profitAndLoss, type ExpenseCategoryInfo, type PeriodMovement, type ProfitLossStatement } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';

export interface ProfitAndLossPeriod {
  from: string;
  to: string;
  knownAt?: string;
}

/** A period's income and costs summed from the ledger, on both time axes. */
export class GetProfitAndLoss extends Query<ProfitLossStatement> {
  constructor(
    readonly me: Principal,
    readonly period: ProfitAndLossPeriod,
  ) {
    super();
  }
}

@QueryHandler(GetProfitAndLoss)
export class GetProfitAndLossHandler implements IQueryHandler<GetProfitAndLoss> {
  constructor(private readonly db: Database) {}

  async execute({ me, period }: GetProfitAndLoss): Promise<ProfitLossStatement> {
    // The daily balances answer by business date; what was known at T needs the postings themselves.
    const movements = period.knownAt
      ? await this.db.tx.query<PeriodMovement>(
          `SELECT p.account, coalesce(p.party, '') AS party, sum(p.debit)::numeric(20,2)::text AS debit, sum(p.credit)::numeric(20,2)::text AS credit
             FROM ledger_posting p JOIN ledger_event e ON e.tenant_id = p.tenant_id AND e.position = p.position
            WHERE p.tenant_id = $1 AND e.tenant_id = $1 AND p.account = ANY($2) AND p.commodity IS NULL
              AND e.occurred_on BETWEEN $3 AND $4 AND e.recorded_at <= $5::timestamptz
            GROUP BY p.account, coalesce(p.party, '')`,
          [me.tenantId, PROFIT_AND_LOSS_ACCOUNTS, period.from, period.to, period.knownAt],
        )
      : await this.db.tx.query<PeriodMovement>(
          `SELECT account, party, sum(debit)::numeric(20,2)::text AS debit, sum(credit)::numeric(20,2)::text AS credit
             FROM ledger_balance_daily
            WHERE tenant_id = $1 AND account = ANY($2) AND commodity = '' AND occurred_on BETWEEN $3 AND $4
            GROUP BY account, party`,
          [me.tenantId, PROFIT_AND_LOSS_ACCOUNTS, period.from, period.to],
        );
    const categories = await this.db.tx.query<ExpenseCategoryInfo>(`SELECT id, name, type FROM expense_categories WHERE tenant_id = $1`, [me.tenantId]);
    return profitAndLoss(movements, categories);
  }
}
