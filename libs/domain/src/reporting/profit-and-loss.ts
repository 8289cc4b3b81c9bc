import { ACCOUNTS } from '../accounting/accounts';
import { chartAccountOf, compareChartAccounts, type ChartAccount } from '../accounting/chart';
import { INVOICING_ACCOUNTS } from '../invoicing/invoice.posting';
import { Money } from '../money/money';

/** One account's (and party's) movement over the period, as the ledger sums it. */
export interface PeriodMovement {
  account: string;
  /** `''` for lines without a party. */
  party: string;
  debit: string;
  credit: string;
}

export interface ExpenseCategoryInfo {
  id: string;
  name: string;
  type: 'Cost of Operations' | 'Cost of Sales';
}

export type ProfitLossSectionKey = 'income' | 'cost_of_sales' | 'operating_expenses';

/**
 * A line of the statement: `amount` is what it adds to its section (a discount is a negative
 * income line); `account`/`party` name the ledger figure behind it, for the drill-down, and
 * `normal` says which side that figure grows on.
 */
export interface ProfitLossLine {
  key: string;
  /** A category's own name; other lines are named by `key` (or `names`). */
  name: string | null;
  /** An account the statement has no key of its own for (`key: 'account'`): its chart name in both languages. */
  names?: { en: string; si: string };
  account: string;
  party: string | null;
  normal: 'debit' | 'credit';
  amount: string;
}

export interface ProfitLossSection {
  key: ProfitLossSectionKey;
  lines: ProfitLossLine[];
  total: string;
}

export interface ProfitLossStatement {
  sections: ProfitLossSection[];
  gross_profit: string;
  net_profit: string;
}

const EXPENSE_PARTY = 'expense-category:';

/**
 * The profit and loss statement of a period, from the ledger's movements (accrual basis: a
 * sale counts when its invoice is confirmed, a reversal takes it back on the reversal's date):
 *   income              sales − discounts + invoice parameters + other income (cash book)
 *   cost of sales       stock sold at its moving-average cost + stock adjustments
 *                       + Cost of Sales expense categories
 *   operating expenses  Cost of Operations expense categories (vouchers and cash book)
 * and every other income or expense account of the chart (an admin's custom accounts, and any
 * system account added later) on a line of its own under income or operating expenses.
 * gross profit = income − cost of sales; net profit = gross profit − operating expenses.
 * Since every income and expense account is on it, the net of the financial year to date is the
 * balance sheet's current-year earnings. Receipts, refunds, transfers and tax are
 * balance-sheet movements and never appear. `lookup` is the workspace's chart (custom accounts
 * are only known there).
 */
export function profitAndLoss(
  movements: readonly PeriodMovement[],
  categories: readonly ExpenseCategoryInfo[],
  lookup: (account: string) => ChartAccount | null = (account) => chartAccountOf(account),
): ProfitLossStatement {
  const net = (account: string, party?: string) =>
    Money.sum(movements.filter((m) => m.account === account && (party === undefined || m.party === party)).map((m) => Money.of(m.debit).minus(m.credit)));
  const credited = (key: string, account: string): ProfitLossLine => ({ key, name: null, account, party: null, normal: 'credit', amount: net(account).negated().toFixed() });
  const debited = (key: string, account: string): ProfitLossLine => ({ key, name: null, account, party: null, normal: 'debit', amount: net(account).toFixed() });
  const posted = new Set(movements.map((m) => m.account));

  // Accounts the statement names below; every other income or expense account gets a line from the chart.
  const named = new Set<string>(NAMED_ACCOUNTS);
  const others = [...posted]
    .filter((account) => !named.has(account))
    .map((account) => lookup(account))
    .filter((entry): entry is ChartAccount => entry !== null && (entry.type === 'income' || entry.type === 'expense'))
    .sort(compareChartAccounts);
  const accountLine = (entry: ChartAccount): ProfitLossLine => ({
    ...(entry.type === 'income' ? credited('account', entry.account) : debited('account', entry.account)),
    names: entry.name,
  });

  const income = [
    credited('sales', ACCOUNTS.sales),
    { ...credited('discounts', ACCOUNTS.discounts), normal: 'debit' as const },
    credited('invoice_parameters', INVOICING_ACCOUNTS.invoiceParameters),
    credited('other_income', ACCOUNTS.income),
    ...others.filter((entry) => entry.type === 'income').map(accountLine),
  ];
  const byId = new Map(categories.map((c) => [c.id, c]));
  const expenseParties = [...new Set(movements.filter((m) => m.account === ACCOUNTS.expense).map((m) => m.party))];
  const categoryLine = (party: string): ProfitLossLine => ({
    key: 'category',
    name: byId.get(party.slice(EXPENSE_PARTY.length))?.name ?? null,
    account: ACCOUNTS.expense,
    party,
    normal: 'debit',
    amount: net(ACCOUNTS.expense, party).toFixed(),
  });
  const typeOf = (party: string) => byId.get(party.slice(EXPENSE_PARTY.length))?.type ?? 'Cost of Operations';
  const byName = (a: ProfitLossLine, b: ProfitLossLine) => (a.name ?? '').localeCompare(b.name ?? '');
  const costOfSales = [
    debited('stock_sold', INVOICING_ACCOUNTS.costOfSales),
    // Counted, damaged or sampled stock: shown only in a period that had an adjustment.
    ...(posted.has(ACCOUNTS.stockAdjustment) ? [debited('stock_adjustments', ACCOUNTS.stockAdjustment)] : []),
    ...expenseParties.filter((p) => typeOf(p) === 'Cost of Sales').map(categoryLine).sort(byName),
  ];
  const operating = [
    ...expenseParties.filter((p) => typeOf(p) === 'Cost of Operations').map(categoryLine).sort(byName),
    ...others.filter((entry) => entry.type === 'expense').map(accountLine),
  ];

  const section = (key: ProfitLossSectionKey, lines: ProfitLossLine[]): ProfitLossSection => ({ key, lines, total: Money.sum(lines.map((l) => l.amount)).toFixed() });
  const sections = [section('income', income), section('cost_of_sales', costOfSales), section('operating_expenses', operating)];
  const gross = Money.of(sections[0].total).minus(sections[1].total);
  return { sections, gross_profit: gross.toFixed(), net_profit: gross.minus(sections[2].total).toFixed() };
}

/** The accounts the statement gives lines of their own (a custom account is named from the chart instead). */
const NAMED_ACCOUNTS: readonly string[] = [
  ACCOUNTS.sales,
  ACCOUNTS.discounts,
  INVOICING_ACCOUNTS.invoiceParameters,
  ACCOUNTS.income,
  INVOICING_ACCOUNTS.costOfSales,
  ACCOUNTS.stockAdjustment,
  ACCOUNTS.expense,
];

/** The accounts a statement reads, what the period query fetches: every income and expense account of the workspace's chart. */
export function profitAndLossAccounts(chart: readonly Pick<ChartAccount, 'account' | 'type'>[]): string[] {
  return chart.filter((entry) => entry.type === 'income' || entry.type === 'expense').map((entry) => entry.account);
}

/** What a statement earned: its income section's total (sales net of discounts, charges, other income). The dashboard's sales. */
export function profitAndLossIncome(statement: ProfitLossStatement): string {
  return statement.sections.find((section) => section.key === 'income')?.total ?? '0.00';
}
