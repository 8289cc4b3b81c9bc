import { Money } from '../money/money';
import { CHART_ACCOUNTS, normalBalance, type AccountType, type ChartAccount } from './chart';
import type {
  BalanceSheetLine,
  BalanceSheetReport,
  BalanceSheetSection,
  GeneralLedgerDrillDown,
  TrialBalanceRow,
  TrialBalanceTotals,
} from '../contracts/books-reports';

/**
 * The accountant's reports computed from posted sums. The API sums the
 * ledger on both time axes; these functions turn the sums into the trial balance and the
 * balance sheet, so the arithmetic (and the balance-sheet identity) lives in one tested place.
 */

/** What was posted to one account (optionally one party) up to D as known at T. */
export interface PostedSum {
  account: string;
  debit: string;
  credit: string;
}

/** The two time axes a report answered, as the response echoes them. */
export interface BooksAxes {
  asOf: string;
  knownAt: string;
}

/** Sri Lanka's year of assessment runs 1 April – 31 March: the books' financial year. */
export const FINANCIAL_YEAR_START_MONTH = 4;

/** First day of the financial year holding a business date. */
export function financialYearStart(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const startYear = month >= FINANCIAL_YEAR_START_MONTH ? year : year - 1;
  return `${String(startYear).padStart(4, '0')}-${String(FINANCIAL_YEAR_START_MONTH).padStart(2, '0')}-01`;
}

/** The day before a business date (the P&L of earlier years ends there). */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * A posting account the chart does not know (never expected, but a report must not drop a
 * figure): shown under its raw string as a debit-normal asset, so both reports still balance.
 */
export function unknownChartAccount(account: string): ChartAccount {
  return { account, code: '', name: { en: account, si: account }, type: 'asset', normal: 'debit', control: false, subLedger: null, system: false, active: true };
}

/** A figure's drill-down: the general ledger of the account (and party) up to the same D, known at the same T. */
export function drillDown(axes: BooksAxes, account: string, party?: string | null): GeneralLedgerDrillDown {
  return { account, ...(party ? { party } : {}), to: axes.asOf, known_at: axes.knownAt };
}

/** A net balance in the trial balance's two columns: debit − credit on the debit side when positive. */
export function balanceColumns(debit: string, credit: string): { debit: string; credit: string } {
  const net = Money.of(debit).minus(credit);
  return net.isNegative() ? { debit: '0.00', credit: net.negated().toFixed() } : { debit: net.toFixed(), credit: '0.00' };
}

export function trialBalanceTotals(rows: readonly Pick<TrialBalanceRow, 'debit' | 'credit' | 'posted_debit' | 'posted_credit'>[]): TrialBalanceTotals {
  const sum = (key: keyof TrialBalanceTotals) => Money.sum(rows.map((r) => r[key])).toFixed();
  return { debit: sum('debit'), credit: sum('credit'), posted_debit: sum('posted_debit'), posted_credit: sum('posted_credit') };
}

/**
 * One row per account posted to (party sub-ledgers already summed into their account), in
 * chart order. `hasParties` says which accounts keep a sub-ledger the screen can open.
 */
export function trialBalanceRows(
  sums: readonly PostedSum[],
  lookup: (account: string) => ChartAccount | null,
  axes: BooksAxes,
  hasParties: (account: string) => boolean,
): TrialBalanceRow[] {
  return sums
    .map((sum) => ({ sum, entry: lookup(sum.account) ?? unknownChartAccount(sum.account) }))
    .sort((a, b) => a.entry.code.localeCompare(b.entry.code) || a.entry.account.localeCompare(b.entry.account))
    .map(({ sum, entry }) => ({
      id: entry.account,
      account: entry.account,
      code: entry.code,
      name: entry.name,
      type: entry.type,
      normal: entry.normal,
      control: entry.control,
      has_parties: hasParties(entry.account),
      ...balanceColumns(sum.debit, sum.credit),
      posted_debit: Money.of(sum.debit).toFixed(),
      posted_credit: Money.of(sum.credit).toFixed(),
      general_ledger: drillDown(axes, entry.account),
    }));
}

/** Posted sums of one account split at the financial year's start (income and expense need the split). */
export interface YearSplitSum extends PostedSum {
  /** Posted on or after the financial year's start. */
  currentYear: boolean;
}

const SECTION_OF: Record<AccountType, 'assets' | 'liabilities' | 'equity'> = {
  asset: 'assets',
  liability: 'liabilities',
  equity: 'equity',
  income: 'equity',
  expense: 'equity',
};

/**
 * The balance sheet as of D: every asset, liability and equity account by its balance on
 * its section's side (assets debit − credit, the others credit − debit), then two computed
 * equity lines: current-year earnings (income − expenses from the financial year's start to
 * D, which is the P&L) and earlier years' earnings added into retained earnings. Since every
 * event's postings balance, assets − liabilities − equity is the sum of all postings, zero:
 * the identity holds by construction, whatever accounts the chart knows.
 */
export function balanceSheet(
  sums: readonly YearSplitSum[],
  lookup: (account: string) => ChartAccount | null,
  axes: BooksAxes,
): Omit<BalanceSheetReport, 'as_of' | 'known_at'> {
  const fyStart = financialYearStart(axes.asOf);
  const byAccount = new Map<string, { entry: ChartAccount; net: Money }>();
  let currentEarnings = Money.ZERO;
  let earlierEarnings = Money.ZERO;
  for (const sum of sums) {
    const entry = lookup(sum.account) ?? unknownChartAccount(sum.account);
    const creditMinusDebit = Money.of(sum.credit).minus(sum.debit);
    if (entry.type === 'income' || entry.type === 'expense') {
      if (sum.currentYear) currentEarnings = currentEarnings.plus(creditMinusDebit);
      else earlierEarnings = earlierEarnings.plus(creditMinusDebit);
      continue;
    }
    const seen = byAccount.get(entry.account) ?? { entry, net: Money.ZERO };
    seen.net = seen.net.plus(creditMinusDebit);
    byAccount.set(entry.account, seen);
  }
  const retained = byAccount.get(CHART_ACCOUNTS.retainedEarnings);
  byAccount.delete(CHART_ACCOUNTS.retainedEarnings);

  const accountLine = (entry: ChartAccount, creditMinusDebit: Money): BalanceSheetLine => ({
    key: 'account',
    account: entry.account,
    code: entry.code,
    name: entry.name,
    amount: (SECTION_OF[entry.type] === 'assets' ? creditMinusDebit.negated() : creditMinusDebit).toFixed(),
    general_ledger: drillDown(axes, entry.account),
    profit_and_loss: null,
  });
  const ordered = [...byAccount.values()].sort((a, b) => a.entry.code.localeCompare(b.entry.code) || a.entry.account.localeCompare(b.entry.account));
  const linesOf = (key: 'assets' | 'liabilities' | 'equity') => ordered.filter((a) => SECTION_OF[a.entry.type] === key).map((a) => accountLine(a.entry, a.net));

  const equity = linesOf('equity');
  const retainedEntry = lookup(CHART_ACCOUNTS.retainedEarnings) ?? unknownChartAccount(CHART_ACCOUNTS.retainedEarnings);
  equity.push({
    key: 'retained_earnings',
    account: retainedEntry.account,
    code: retainedEntry.code,
    name: retainedEntry.name,
    amount: (retained?.net ?? Money.ZERO).plus(earlierEarnings).toFixed(),
    general_ledger: drillDown(axes, CHART_ACCOUNTS.retainedEarnings),
    profit_and_loss: { from: null, to: dayBefore(fyStart), known_at: axes.knownAt },
  });
  equity.push({
    key: 'current_year_earnings',
    account: null,
    code: null,
    name: { en: 'Current year earnings', si: 'වර්තමාන වසරේ ඉපැයීම්' },
    amount: currentEarnings.toFixed(),
    general_ledger: null,
    profit_and_loss: { from: fyStart, to: axes.asOf, known_at: axes.knownAt },
  });
  const section = (key: BalanceSheetSection['key'], lines: BalanceSheetLine[]): BalanceSheetSection => ({
    key,
    lines,
    total: Money.sum(lines.map((l) => l.amount)).toFixed(),
  });
  const sections = [section('assets', linesOf('assets')), section('liabilities', linesOf('liabilities')), section('equity', equity)];
  const [assets, liabilities, equityTotal] = sections.map((s) => s.total) as [string, string, string];
  return {
    financial_year_start: fyStart,
    sections,
    totals: { assets, liabilities, equity: equityTotal, liabilities_and_equity: Money.of(liabilities).plus(equityTotal).toFixed() },
  };
}

/** A balance shown on an account's normal side (the general ledger's running balance). */
export function onNormalSide(entry: Pick<ChartAccount, 'normal'>, debitMinusCredit: string): string {
  return Money.of(normalBalance(entry, debitMinusCredit)).toFixed();
}
