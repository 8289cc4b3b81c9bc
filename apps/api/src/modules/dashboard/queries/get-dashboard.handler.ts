import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ACCOUNTS, dayBefore, Money, OPENING_BALANCE_REDATED, OPENING_BALANCE_SET, profitAndLossIncome, type DashboardView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { businessDate } from '../../../platform/records/record-ledger';
import { outstandingTotals } from '../../reports/outstanding-report';
import { payablesAging } from '../../bills/payables-aging';
import { profitAndLossOf } from '../../reports/queries/get-profit-and-loss.handler';

export type DashboardFigures = DashboardView;

const MONTHS = 6;

/** The first day of the month `back` months before the one `date` is in. */
function monthStart(date: string, back = 0): string {
  const [y, m] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 - back, 1));
  return first.toISOString().slice(0, 10);
}

/**
 * The dashboard's figures, each a sum over the ledger's daily balances so
 * that the screen can open it into its postings (sales into the month's profit and loss):
 * sales and expenses this month, what customers
 * owe, what each money account holds, six months of sales against expenses, and how many
 * products are below their stock level.
 */
export class GetDashboard extends Query<DashboardFigures> {
  constructor(readonly me: Principal) {
    super();
  }
}

@QueryHandler(GetDashboard)
export class GetDashboardHandler implements IQueryHandler<GetDashboard> {
  constructor(private readonly db: Database) {}

  async execute({ me }: GetDashboard): Promise<DashboardFigures> {
    const today = await businessDate(this.db.tx, me);
    const first = monthStart(today);
    // Each month's figures are that month's profit and loss, read as the report reads it: the
    // dashboard's sales are the P&L's income (net of discounts), its expenses the P&L's
    // expense-category lines (vouchers and the cash book), never a second sum of their own.
    const periods = Array.from({ length: MONTHS }, (_, i) => {
      const from = monthStart(today, MONTHS - 1 - i);
      return { from, to: i === MONTHS - 1 ? today : dayBefore(monthStart(today, MONTHS - 2 - i)) };
    });
    const statements = await profitAndLossOf(this.db.tx, me.tenantId, periods);
    const months = statements.map((statement, i) => ({
      month: periods[i].from.slice(0, 7),
      sales: profitAndLossIncome(statement),
      expenses: Money.sum(
        statement.sections.flatMap((section) => section.lines.filter((line) => line.account === ACCOUNTS.expense).map((line) => line.amount)),
      ).toFixed(),
    }));
    const [receivable] = await this.db.tx.query<{ balance: string }>(
      `SELECT coalesce(sum(debit - credit), 0)::numeric(20,2)::text AS balance FROM ledger_balance_daily
        WHERE tenant_id = $1 AND account = $2 AND commodity = '' AND occurred_on <= $3`,
      [me.tenantId, ACCOUNTS.receivable, today],
    );
    const invoices = await outstandingTotals(this.db.tx, { tenantId: me.tenantId, asOf: today });
    // The payables aging report's own total for today, so the figure and the report it opens agree.
    const payables = await payablesAging(this.db.tx, { tenantId: me.tenantId, asOf: today });
    const [opening] = await this.db.tx.query<{ balance: string }>(
      `SELECT coalesce(sum(p.debit - p.credit), 0)::numeric(20,2)::text AS balance
         FROM ledger_event e JOIN ledger_posting p ON p.tenant_id = e.tenant_id AND p.position = e.position
        WHERE e.tenant_id = $1 AND e.type = ANY($2::text[]) AND e.occurred_on <= $3 AND p.account = $4`,
      [me.tenantId, [OPENING_BALANCE_SET, OPENING_BALANCE_REDATED], today, ACCOUNTS.receivable],
    );
    const accounts = await this.db.tx.query<{ account: string; name: string; balance: string }>(
      `WITH accounts AS (
         SELECT 'cash' AS account, 'Cash' AS name, '' AS sort
         UNION ALL
         SELECT 'bank:' || k.id, k.name, lower(k.name) FROM bank_accounts k WHERE k.tenant_id = $1 AND k.deleted_at IS NULL)
       SELECT a.account, a.name, coalesce(sum(b.debit - b.credit), 0)::numeric(20,2)::text AS balance
         FROM accounts a
         LEFT JOIN ledger_balance_daily b ON b.tenant_id = $1 AND b.account = a.account AND b.party = '' AND b.commodity = '' AND b.occurred_on <= $2
        GROUP BY a.account, a.name, a.sort ORDER BY a.sort`,
      [me.tenantId, today],
    );
    const [stock] = await this.db.tx.query<{ below: number }>(
      `SELECT count(*)::int AS below FROM products p
        WHERE p.tenant_id = $1 AND p.deleted_at IS NULL AND p.type = 'Stockable' AND p.stock_level IS NOT NULL
          AND coalesce((SELECT sum(b.quantity) FROM ledger_balance_daily b
                         WHERE b.tenant_id = $1 AND b.account = $2 AND b.party = '' AND b.commodity = record_key('product:', p.id)), 0) < p.stock_level`,
      [me.tenantId, ACCOUNTS.inventory],
    );
    const [setup] = await this.db.tx.query<DashboardFigures['setup']>(
      `SELECT EXISTS (SELECT 1 FROM business_configuration c WHERE c.tenant_id = $1
                       AND coalesce(c.address, c.phone_1, c.business_email, '') <> '') AS business,
              EXISTS (SELECT 1 FROM taxes WHERE tenant_id = $1 AND deleted_at IS NULL) AS tax,
              EXISTS (SELECT 1 FROM bank_accounts WHERE tenant_id = $1 AND deleted_at IS NULL) AS bank_account,
              EXISTS (SELECT 1 FROM customers WHERE tenant_id = $1 AND deleted_at IS NULL) AS customer,
              EXISTS (SELECT 1 FROM invoices WHERE tenant_id = $1 AND stage <> 'pending') AS invoice`,
      [me.tenantId],
    );
    const thisMonth = months[months.length - 1];
    return {
      today,
      month_start: first,
      sales: thisMonth.sales,
      expenses: thisMonth.expenses,
      outstanding: receivable.balance,
      outstanding_parts: {
        invoices: invoices.total_due,
        opening_balances: opening.balance,
        other: Money.of(receivable.balance).minus(invoices.total_due).minus(opening.balance).toFixed(),
      },
      payables_due: payables.totals.total_due,
      cash_and_bank: Money.sum(accounts.map((a) => a.balance)).toFixed(),
      accounts,
      months,
      below_stock_level: stock.below,
      setup,
    };
  }
}
