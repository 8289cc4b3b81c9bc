import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  balanceColumns,
  drillDown,
  Money,
  trialBalanceRows,
  trialBalanceTotals,
  type TrialBalancePartiesReport,
  type TrialBalanceReport,
} from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import { notFound } from '../../../platform/http/app-errors';
import type { Principal } from '../../../platform/auth/principal';
import { workspaceChart } from '../../books/chart-accounts';
import { accountSums, partySums, type BooksQuestion } from '../books-sums';
import { partyNames } from '../party-names';

/** Each account's debits and credits up to D as known at T; sub-ledgers summed into their account. */
export class GetTrialBalance extends Query<TrialBalanceReport> {
  constructor(
    readonly me: Principal,
    readonly question: BooksQuestion,
  ) {
    super();
  }
}

@QueryHandler(GetTrialBalance)
export class GetTrialBalanceHandler implements IQueryHandler<GetTrialBalance> {
  constructor(private readonly db: Database) {}

  async execute({ me, question }: GetTrialBalance): Promise<TrialBalanceReport> {
    const tx = this.db.tx;
    const chart = await workspaceChart(tx, me.tenantId);
    const sums = await accountSums(tx, me.tenantId, question);
    const axes = { asOf: question.asOf, knownAt: question.knownAt };
    const rows = trialBalanceRows(sums, chart.lookup, axes, (account) => (chart.lookup(account)?.subLedger ?? null) !== null);
    const totals = trialBalanceTotals(rows);
    return { as_of: question.asOf, known_at: question.knownAt, rows, totals, balanced: Money.of(totals.debit).equals(totals.credit) };
  }
}

/** One account's party sub-ledger: what each customer, supplier, product… holds of its balance. */
export class GetTrialBalanceParties extends Query<TrialBalancePartiesReport> {
  constructor(
    readonly me: Principal,
    readonly question: BooksQuestion,
    readonly account: string,
  ) {
    super();
  }
}

@QueryHandler(GetTrialBalanceParties)
export class GetTrialBalancePartiesHandler implements IQueryHandler<GetTrialBalanceParties> {
  constructor(private readonly db: Database) {}

  async execute({ me, question, account }: GetTrialBalanceParties): Promise<TrialBalancePartiesReport> {
    const tx = this.db.tx;
    const chart = await workspaceChart(tx, me.tenantId);
    if (!chart.entries.some((entry) => entry.id === account)) throw notFound();
    const sums = await partySums(tx, me.tenantId, question, account);
    const names = await partyNames(tx, me.tenantId, sums.map((s) => s.party));
    const axes = { asOf: question.asOf, knownAt: question.knownAt };
    const rows = sums.map((sum) => ({
      id: sum.party ?? '',
      party: sum.party,
      name: sum.party ? (names.get(sum.party) ?? null) : null,
      ...balanceColumns(sum.debit, sum.credit),
      posted_debit: sum.debit,
      posted_credit: sum.credit,
      general_ledger: drillDown(axes, account, sum.party),
    }));
    rows.sort((a, b) => (a.name ?? a.id).localeCompare(b.name ?? b.id));
    return { as_of: question.asOf, known_at: question.knownAt, account, rows, totals: trialBalanceTotals(rows) };
  }
}
