import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { normalBalance } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { workspaceChart, type ChartAccountView } from '../chart-accounts';

export interface ChartQuestion {
  withBalances?: boolean;
  /** Balances as of this business date (postings on or before it); all of them without one. */
  asOf?: string;
}

/** The chart of accounts, in code order, each balance on its normal side when asked. */
export class ListChartAccounts extends Query<ChartAccountView[]> {
  constructor(
    readonly me: Principal,
    readonly question: ChartQuestion = {},
  ) {
    super();
  }
}

@QueryHandler(ListChartAccounts)
export class ListChartAccountsHandler implements IQueryHandler<ListChartAccounts> {
  constructor(private readonly db: Database) {}

  async execute({ me, question }: ListChartAccounts): Promise<ChartAccountView[]> {
    const tx = this.db.tx;
    const { entries } = await workspaceChart(tx, me.tenantId);
    if (!question.withBalances) return entries;
    const rows = await tx.query<{ account: string; balance: string }>(
      `SELECT account, (sum(debit) - sum(credit))::numeric(20,2)::text AS balance FROM ledger_balance_daily
        WHERE tenant_id = $1 AND ($2::date IS NULL OR occurred_on <= $2::date) GROUP BY account`,
      [me.tenantId, question.asOf ?? null],
    );
    const balances = new Map(rows.map((r) => [r.account, r.balance]));
    return entries.map((entry) => {
      const balance = balances.get(entry.account) ?? '0.00';
      return { ...entry, balance: normalBalance(entry, balance) };
    });
  }
}
