/**
 * The accounts the ledger posts to (named in chart.ts). Accounts are debit-normal sums: a balance is
 * debit − credit, so liabilities, income and equity carry negative balances. Accounts kept
 * per record (each bank account) carry the record's id; per-party accounts (receivable per
 * customer) carry the party on the posting instead.
 */
export const ACCOUNTS = {
  receivable: 'receivable',
  /** What the business owes customers who paid ahead (their credit balance). */
  customerCredit: 'customer-credit',
  payable: 'payable',
  /** What suppliers were paid ahead of their bills (a voucher's over-payment), per supplier: an asset. */
  supplierCredit: 'supplier-credit',
  sales: 'sales',
  discounts: 'discounts',
  taxPayable: 'tax-payable',
  /** Tax suppliers charged on bills, recoverable from the tax authority (party `tax:<id>`). */
  inputTax: 'input-tax',
  inventory: 'inventory',
  cash: 'cash',
  /** Money spent, per expense category (party `expense-category:<id>`). */
  expense: 'expense',
  /** Money earned outside sales (party `income:<id>`). */
  income: 'income',
  /** The other side of every opening balance: what the books held before Ginuma. */
  openingEquity: 'opening-balance-equity',
  /** Quantities must balance per product too: stock brought in at opening comes from here. */
  openingStock: 'opening-stock',
  /** The other side of a manual stock in/out (a stock update). */
  stockAdjustment: 'stock-adjustment',
} as const;

export type PartyKind = 'customer' | 'supplier' | 'product' | 'account';

/** The party of a posting: `customer:<id>`. */
export function partyOf(kind: string, id: string): string {
  return `${kind}:${id}`;
}

/** An account template's `{id}` stands for the record's id (`bank:{id}` → `bank:42…`). */
export function accountFor(template: string, id: string): string {
  return template.replace('{id}', id);
}

/** A posting line as the domain decides it; the ledger stores it as is. */
export interface PostingLine {
  account: string;
  party: string | null;
  debit?: string;
  credit?: string;
  /** Stock lines: what moved (`product:<id>`) and how much, + in, − out. */
  commodity?: string;
  quantity?: string;
}
