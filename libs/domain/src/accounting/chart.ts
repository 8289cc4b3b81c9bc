import { ACCOUNTS } from './accounts';
import { INVOICING_ACCOUNTS } from '../invoicing/invoice.posting';
import { Money } from '../money/money';

/**
 * The chart of accounts: a code, a name in en and si, a type and a normal side
 * for every account string the ledger posts to. The ledger itself keeps only the account
 * strings (`receivable`, `bank:<id>`, `gl:2500`…); this file is the one place that says what
 * each string is in an accountant's terms, so the trial balance, general ledger and balance
 * sheet classify postings the same way.
 */
export type AccountType = 'asset' | 'liability' | 'equity' | 'income' | 'expense';
export type NormalSide = 'debit' | 'credit';

export const ACCOUNT_TYPES: readonly AccountType[] = ['asset', 'liability', 'equity', 'income', 'expense'];

/** The side that increases an account of each type (contra accounts such as discounts override it). */
export const NORMAL_SIDE_OF: Readonly<Record<AccountType, NormalSide>> = {
  asset: 'debit',
  expense: 'debit',
  liability: 'credit',
  equity: 'credit',
  income: 'credit',
};

/** What the party of a posting on this account names (`customer:<id>` …); null: no sub-ledger. */
export type SubLedger = 'customer' | 'supplier' | 'product' | 'tax' | 'expense-category' | 'income' | 'parameter' | null;

export interface ChartAccount {
  /** The posting account string this entry describes (`bank:<id>` for a bank account, `gl:<code>` for a custom one). */
  account: string;
  code: string;
  name: { en: string; si: string };
  type: AccountType;
  normal: NormalSide;
  /** Receivable and payable: their balance is the sum of party sub-ledgers, one per customer / supplier. */
  control: boolean;
  subLedger: SubLedger;
  /** System accounts are Ginuma's own: they cannot be deleted, renamed or retyped. */
  system: boolean;
  active: boolean;
}

/** Accounts no workflow posts to yet, but every balance sheet needs. */
export const CHART_ACCOUNTS = {
  retainedEarnings: 'retained-earnings',
} as const;

/** Custom (admin-created) accounts post as `gl:<code>`; the code never changes once created. */
export const CUSTOM_ACCOUNT_PREFIX = 'gl:';
/** Each bank account record posts to `bank:<record id>`. */
export const BANK_ACCOUNT_PREFIX = 'bank:';

/** The code every bank account carries; the account string (and the bank's name) tell them apart. */
export const BANK_ACCOUNT_CODE = '1020';

function system(
  account: string,
  code: string,
  en: string,
  si: string,
  type: AccountType,
  options: { normal?: NormalSide; control?: boolean; subLedger?: SubLedger } = {},
): ChartAccount {
  return {
    account,
    code,
    name: { en, si },
    type,
    normal: options.normal ?? NORMAL_SIDE_OF[type],
    control: options.control ?? false,
    subLedger: options.subLedger ?? null,
    system: true,
    active: true,
  };
}

/** Every fixed system account, in code order. Bank accounts are per record: see `bankChartAccount`. */
export const SYSTEM_CHART: readonly ChartAccount[] = [
  system(ACCOUNTS.cash, '1000', 'Cash in hand', 'අතැති මුදල්', 'asset'),
  system(ACCOUNTS.receivable, '1100', 'Accounts receivable', 'ලැබිය යුතු ගිණුම්', 'asset', { control: true, subLedger: 'customer' }),
  system(ACCOUNTS.inventory, '1200', 'Inventory', 'තොගය', 'asset', { subLedger: 'product' }),
  system(ACCOUNTS.inputTax, '1300', 'Input tax recoverable', 'අයකර ගත හැකි ආදාන බදු', 'asset', { subLedger: 'tax' }),
  system(ACCOUNTS.supplierCredit, '1400', 'Advances to suppliers', 'සැපයුම්කරුවන්ට අත්තිකාරම්', 'asset', { subLedger: 'supplier' }),
  system(ACCOUNTS.payable, '2000', 'Accounts payable', 'ගෙවිය යුතු ගිණුම්', 'liability', { control: true, subLedger: 'supplier' }),
  system(ACCOUNTS.customerCredit, '2100', 'Customer credit', 'පාරිභෝගික බැර ශේෂ', 'liability', { subLedger: 'customer' }),
  system(ACCOUNTS.taxPayable, '2200', 'Tax payable', 'ගෙවිය යුතු බදු', 'liability', { subLedger: 'tax' }),
  system(ACCOUNTS.openingEquity, '3000', 'Opening balance equity', 'ආරම්භක ශේෂ හිමිකම', 'equity'),
  system(ACCOUNTS.openingStock, '3010', 'Opening stock equity', 'ආරම්භක තොග හිමිකම', 'equity', { subLedger: 'product' }),
  system(CHART_ACCOUNTS.retainedEarnings, '3200', 'Retained earnings', 'රඳවාගත් ඉපැයීම්', 'equity'),
  system(ACCOUNTS.sales, '4000', 'Sales', 'විකුණුම්', 'income'),
  system(ACCOUNTS.discounts, '4010', 'Discounts given', 'ලබා දුන් වට්ටම්', 'income', { normal: 'debit' }),
  system(INVOICING_ACCOUNTS.invoiceParameters, '4020', 'Invoice charges', 'ඉන්වොයිස් ගාස්තු', 'income', { subLedger: 'parameter' }),
  system(ACCOUNTS.income, '4100', 'Other income', 'වෙනත් ආදායම්', 'income', { subLedger: 'income' }),
  system(INVOICING_ACCOUNTS.costOfSales, '5000', 'Cost of sales', 'විකුණුම් පිරිවැය', 'expense', { subLedger: 'product' }),
  system(ACCOUNTS.stockAdjustment, '5100', 'Stock adjustments', 'තොග ගැලපීම්', 'expense', { subLedger: 'product' }),
  system(ACCOUNTS.expense, '6000', 'Expenses', 'වියදම්', 'expense', { subLedger: 'expense-category' }),
];

const SYSTEM_BY_ACCOUNT = new Map(SYSTEM_CHART.map((entry) => [entry.account, entry]));

/** The chart entry of one bank account record (`bank:<id>`); `name` is the record's own name when known. */
export function bankChartAccount(account: string, name?: string | null, active = true): ChartAccount {
  return {
    account,
    code: BANK_ACCOUNT_CODE,
    name: name ? { en: name, si: name } : { en: 'Bank account', si: 'බැංකු ගිණුම' },
    type: 'asset',
    normal: 'debit',
    control: false,
    subLedger: null,
    system: true,
    active,
  };
}

/** A custom account as stored in `ledger_accounts` (one row per admin-created account). */
export interface CustomAccountRow {
  code: string;
  name_en: string;
  name_si: string;
  type: AccountType;
  active: boolean;
}

export function customAccountString(code: string): string {
  return `${CUSTOM_ACCOUNT_PREFIX}${code}`;
}

export function customChartAccount(row: CustomAccountRow): ChartAccount {
  return {
    account: customAccountString(row.code),
    code: row.code,
    name: { en: row.name_en, si: row.name_si || row.name_en },
    type: row.type,
    normal: NORMAL_SIDE_OF[row.type],
    control: false,
    subLedger: null,
    system: false,
    active: row.active,
  };
}

/** System codes are reserved: a custom account may not take one (nor the bank accounts' code). */
export function isReservedCode(code: string): boolean {
  return code === BANK_ACCOUNT_CODE || SYSTEM_CHART.some((entry) => entry.code === code);
}

/**
 * The chart entry of any posting account string: a system account, a bank account
 * (`bank:<id>`, named from `banks` when given), or a custom account (`gl:<code>`, from
 * `custom`). An account string the chart does not know answers null (a report should show it
 * under its raw string rather than drop it).
 */
export function chartAccountOf(
  account: string,
  custom: readonly ChartAccount[] = [],
  banks: ReadonlyMap<string, { name: string; active?: boolean }> = new Map(),
): ChartAccount | null {
  const fixed = SYSTEM_BY_ACCOUNT.get(account);
  if (fixed) return fixed;
  if (account.startsWith(BANK_ACCOUNT_PREFIX)) {
    const bank = banks.get(account);
    return bankChartAccount(account, bank?.name, bank?.active ?? true);
  }
  if (account.startsWith(CUSTOM_ACCOUNT_PREFIX)) return custom.find((entry) => entry.account === account) ?? null;
  return null;
}

/** A balance (debit − credit, as the ledger keeps it) shown on the account's normal side: positive when normal. */
export function normalBalance(entry: Pick<ChartAccount, 'normal'>, debitMinusCredit: string): string {
  const balance = Money.of(debitMinusCredit);
  return (entry.normal === 'debit' ? balance : balance.negated()).toFixed();
}

/** Chart order: by code, then by account string (bank accounts share one code). */
export function compareChartAccounts(a: ChartAccount, b: ChartAccount): number {
  return a.code.localeCompare(b.code) || a.account.localeCompare(b.account);
}
