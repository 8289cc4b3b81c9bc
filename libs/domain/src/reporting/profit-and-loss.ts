import { ACCOUNTS } from '../accounting/accounts';
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
  /** A category's own name; other lines are named by `key`. */
  name: string | null;
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
 *   cost of sales       stock sold at its moving-average cost + Cost of Sales expense categories
 *   operating expenses  Cost of Operations expense categories (vouchers and cash book)
 * gross profit = income − cost of sales; net profit = gross profit − operating expenses.
 * Receipts, refunds, transfers and tax are balance-sheet movements and never appear.
 */
export function profitAndLoss(movements: readonly PeriodMovement[], categories: readonly ExpenseCategoryInfo[]): ProfitLossStatement {
  const net = (account: string, party?: string) =>
    Money.sum(movements.filter((m) => m.account === account && (party === undefined || m.party === party)).map((m) => Money.of(m.debit).minus(m.credit)));
  const credited = (key: string, account: string): ProfitLossLine => ({ key, name: null, account, party: null, normal: 'credit', amount: net(account).negated().toFixed() });

  const income = [
    credited('sales', ACCOUNTS.sales),
    { ...credited('discounts', ACCOUNTS.discounts), normal: 'debit' as const },
    credited('invoice_parameters', INVOICING_ACCOUNTS.invoiceParameters),
    credited('other_income', ACCOUNTS.income),
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
    { key: 'stock_sold', name: null, account: INVOICING_ACCOUNTS.costOfSales, party: null, normal: 'debit' as const, amount: net(INVOICING_ACCOUNTS.costOfSales).toFixed() },
    ...expenseParties.filter((p) => typeOf(p) === 'Cost of Sales').map(categoryLine).sort(byName),
  ];
  const operating = expenseParties.filter((p) => typeOf(p) === 'Cost of Operations').map(categoryLine).sort(byName);

  const section = (key: ProfitLossSectionKey, lines: ProfitLossLine[]): ProfitLossSection => ({ key, lines, total: Money.sum(lines.map((l) => l.amount)).toFixed() });
  const sections = [section('income', income), section('cost_of_sales', costOfSales), section('operating_expenses', operating)];
  const gross = Money.of(sections[0].total).minus(sections[1].total);
  return { sections, gross_profit: gross.toFixed(), net_profit: gross.minus(sections[2].total).toFixed() };
}

/** The accounts a statement reads: what the period query fetches. */
export const PROFIT_AND_LOSS_ACCOUNTS: readonly string[] = [
  ACCOUNTS.sales,
  ACCOUNTS.discounts,
  INVOICING_ACCOUNTS.invoiceParameters,
  ACCOUNTS.income,
  INVOICING_ACCOUNTS.costOfSales,
  ACCOUNTS.expense,
];
