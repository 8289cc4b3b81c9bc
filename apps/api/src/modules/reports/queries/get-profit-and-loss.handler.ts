import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { profitAndLoss, profitAndLossAccounts, type ExpenseCategoryInfo, type PeriodMovement, type ProfitLossStatement } from '@ginuma/domain';
import { Database, type Tx } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { workspaceChart } from '../../books/chart-accounts';

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

/**
 * The statements of several periods at once (the dashboard's months), each from the same sums
 * and the same `profitAndLoss` as the report's, in one statement over the ledger: every income
 * and expense account of the workspace's chart, custom accounts included. Periods share one
 * `knownAt` (undefined: everything recorded).
 */
export async function profitAndLossOf(tx: Tx, tenantId: string, periods: readonly { from: string; to: string }[], knownAt?: string): Promise<ProfitLossStatement[]> {
  const froms = periods.map((p) => p.from);
  const tos = periods.map((p) => p.to);
  const chart = await workspaceChart(tx, tenantId);
  const accounts = profitAndLossAccounts(chart.entries);
  // The daily balances answer by business date; what was known at T needs the postings themselves.
  const movements = knownAt
    ? await tx.query<PeriodMovement & { n: number }>(
        `SELECT q.n::int AS n, p.account, coalesce(p.party, '') AS party, sum(p.debit)::numeric(20,2)::text AS debit, sum(p.credit)::numeric(20,2)::text AS credit
           FROM unnest($4::date[], $5::date[]) WITH ORDINALITY AS q(from_date, to_date, n)
           JOIN ledger_event e ON e.tenant_id = $1 AND e.occurred_on BETWEEN q.from_date AND q.to_date AND e.recorded_at <= $3::timestamptz
           JOIN ledger_posting p ON p.tenant_id = e.tenant_id AND p.position = e.position
          WHERE p.tenant_id = $1 AND p.account = ANY($2) AND p.commodity IS NULL
          GROUP BY q.n, p.account, coalesce(p.party, '')`,
        [tenantId, accounts, knownAt, froms, tos],
      )
    : await tx.query<PeriodMovement & { n: number }>(
        `SELECT q.n::int AS n, b.account, b.party, sum(b.debit)::numeric(20,2)::text AS debit, sum(b.credit)::numeric(20,2)::text AS credit
           FROM unnest($3::date[], $4::date[]) WITH ORDINALITY AS q(from_date, to_date, n)
           JOIN ledger_balance_daily b ON b.tenant_id = $1 AND b.account = ANY($2) AND b.commodity = '' AND b.occurred_on BETWEEN q.from_date AND q.to_date
          GROUP BY q.n, b.account, b.party`,
        [tenantId, accounts, froms, tos],
      );
  const categories = await tx.query<ExpenseCategoryInfo>(`SELECT id, name, type FROM expense_categories WHERE tenant_id = $1`, [tenantId]);
  return periods.map((_, i) =>
    profitAndLoss(
      movements.filter((m) => m.n === i + 1).map(({ account, party, debit, credit }) => ({ account, party, debit, credit })),
      categories,
      chart.lookup,
    ),
  );
}

@QueryHandler(GetProfitAndLoss)
export class GetProfitAndLossHandler implements IQueryHandler<GetProfitAndLoss> {
  constructor(private readonly db: Database) {}

  async execute({ me, period }: GetProfitAndLoss): Promise<ProfitLossStatement> {
    const [statement] = await profitAndLossOf(this.db.tx, me.tenantId, [period], period.knownAt);
    return statement;
  }
}
