import { ACCOUNTS, partyOf, type PostingLine } from '../accounting/accounts';
import { taxParty } from '../invoicing/invoice.posting';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import type { BillStage, BillStatus } from '../contracts/bills';

/*
 * A supplier bill: what a supplier invoiced the business, owed until paid. Event data is what
 * the ledger stores as the payload: JSON only (amounts "1250.00", quantities "2.500", rates "8").
 */

/** One line of a pending bill as saved, its tax's rate read with it: goods (a stockable product) or an expense. */
export interface PendingBillLine {
  productId: string | null;
  expenseCategoryId: string | null;
  description: string | null;
  quantity: string;
  unitCost: string;
  tax: { taxId: string; rate: string } | null;
}

/** A pending bill as the decider confirms it. */
export interface PendingBill {
  billId: string;
  code: string;
  supplierId: string;
  billNumber: string;
  date: string;
  dueDate: string;
  lines: PendingBillLine[];
}

export type BillLineSnapshot = {
  productId: string | null;
  expenseCategoryId: string | null;
  description: string | null;
  quantity: string;
  unitCost: string;
  taxId: string | null;
  taxRate: string | null;
  /** quantity × unit cost, rounded half-up to the cent. */
  amount: string;
  /** amount × rate / 100, rounded half-up to the cent, per line. */
  taxAmount: string;
  total: string;
};

export type BillConfirmedData = {
  billId: string;
  code: string;
  supplierId: string;
  billNumber: string;
  date: string;
  dueDate: string;
  lines: BillLineSnapshot[];
  subTotal: string;
  taxTotal: string;
  grandTotal: string;
  confirmedAt: string;
};

/** A confirmed bill cancelled on `reversedOn`: its confirmation's postings negated on that business date. */
export type BillReversedData = { billId: string; code: string; reversedOn: string; reversedAt: string };

/**
 * A supplier payment allocated to the bill: the voucher's money paid `amount` of it out of
 * `account` (`bank:<id>` or `cash`) on the voucher's date. One per voucher and bill.
 */
export type BillPaidData = { billId: string; voucherId: string; amount: string; account: string; date: string; paidAt: string };
/** That payment taken back (the voucher deleted) on `date`: the bill owes it again. */
export type BillPaymentReversedData = { billId: string; voucherId: string; amount: string; account: string; date: string; reversedAt: string };

/**
 * Supplier credit spent on the bill: `amount` of what debit note `debitNoteId` claimed back from
 * the supplier pays that much of the bill on `date`.
 */
export type BillCreditAppliedData = { billId: string; debitNoteId: string; amount: string; date: string; appliedAt: string };
/** `amount` of that credit taken back off the bill on `date`: the bill owes it again and the supplier's credit holds it again. */
export type BillCreditUnappliedData = { billId: string; debitNoteId: string; amount: string; date: string; unappliedAt: string };

export type BillConfirmed = { type: 'BillConfirmed'; data: BillConfirmedData };
export type BillReversed = { type: 'BillReversed'; data: BillReversedData };
export type BillPaid = { type: 'BillPaid'; data: BillPaidData };
export type BillPaymentReversed = { type: 'BillPaymentReversed'; data: BillPaymentReversedData };
export type BillCreditApplied = { type: 'BillCreditApplied'; data: BillCreditAppliedData };
export type BillCreditUnapplied = { type: 'BillCreditUnapplied'; data: BillCreditUnappliedData };
/**
 * A bill's stream holds its confirmation, the supplier payments allocated to it (each debiting
 * the supplier's payable, which the bill-balance projection counts as paid) and their reversals,
 * supplier credit spent on it and taken back off it, and its own reversal.
 */
export type BillEvent = BillConfirmed | BillReversed | BillPaid | BillPaymentReversed | BillCreditApplied | BillCreditUnapplied;
export const BILL_EVENT_TYPES: readonly BillEvent['type'][] = ['BillConfirmed', 'BillReversed', 'BillPaid', 'BillPaymentReversed', 'BillCreditApplied', 'BillCreditUnapplied'];
export const BILL_EVENT_SCHEMA_VERSION = 1;

export const BILL_STREAM_PREFIX = 'bill-';

export function billStream(billId: string): string {
  return `${BILL_STREAM_PREFIX}${billId}`;
}

export function supplierParty(supplierId: string): string {
  return partyOf('supplier', supplierId);
}

export interface BillLineTotals {
  amount: Money;
  tax: Money;
  total: Money;
}

/**
 * One line's figures. Rounding is explicit and once per figure: the amount is quantity × unit
 * cost rounded half-up to the cent, its tax the rounded amount × rate rounded half-up, so each
 * printed line adds up and the bill's totals are sums of rounded lines.
 */
export function billLineTotals(line: Pick<PendingBillLine, 'quantity' | 'unitCost' | 'tax'>): BillLineTotals {
  const amount = Money.of(line.unitCost).times(Quantity.of(line.quantity));
  const tax = line.tax ? amount.percent(line.tax.rate) : Money.ZERO;
  return { amount, tax, total: amount.plus(tax) };
}

export function billTotals(lines: readonly Pick<PendingBillLine, 'quantity' | 'unitCost' | 'tax'>[]): {
  lines: BillLineTotals[];
  subTotal: Money;
  taxTotal: Money;
  grandTotal: Money;
} {
  const each = lines.map(billLineTotals);
  const subTotal = Money.sum(each.map((l) => l.amount));
  const taxTotal = Money.sum(each.map((l) => l.tax));
  return { lines: each, subTotal, taxTotal, grandTotal: subTotal.plus(taxTotal) };
}

/** What the ledger stores for a pending bill's confirmation, its totals computed here (never the client's). */
export function billSnapshot(bill: PendingBill, confirmedAt: string): BillConfirmedData {
  const totals = billTotals(bill.lines);
  return {
    billId: bill.billId,
    code: bill.code,
    supplierId: bill.supplierId,
    billNumber: bill.billNumber,
    date: bill.date,
    dueDate: bill.dueDate,
    lines: bill.lines.map((line, i) => {
      const t = totals.lines[i] as BillLineTotals;
      return {
        productId: line.productId,
        expenseCategoryId: line.expenseCategoryId,
        description: line.description,
        quantity: Quantity.of(line.quantity).toFixed(),
        unitCost: Money.of(line.unitCost).toFixed(),
        taxId: line.tax?.taxId ?? null,
        taxRate: line.tax?.rate ?? null,
        amount: t.amount.toFixed(),
        taxAmount: t.tax.toFixed(),
        total: t.total.toFixed(),
      };
    }),
    subTotal: totals.subTotal.toFixed(),
    taxTotal: totals.taxTotal.toFixed(),
    grandTotal: totals.grandTotal.toFixed(),
    confirmedAt,
  };
}

/**
 * A bill's confirmation as a journal entry:
 *   Dr inventory (product:<id>)          each goods line's amount, and its quantity in (commodity product:<id>)
 *   Dr expense (expense-category:<id>)   each expense line's amount
 *   Dr input-tax (tax:<id>)              the lines' tax, per tax
 *   Cr payable (supplier:<id>)           the grand total
 * Quantities balance per product too: the goods' quantity leaves the supplier's payable party
 * (a quantity line with no money), which a return to the supplier will move back.
 * It balances because grand total = Σ amounts + Σ taxes. Zero amounts post no money line.
 */
export function billConfirmationPostings(bill: BillConfirmedData): PostingLine[] {
  const supplier = supplierParty(bill.supplierId);
  const money: PostingLine[] = [];
  const stock: PostingLine[] = [];
  const debit = (account: string, party: string, amount: Money) => {
    if (!amount.isZero()) money.push({ account, party, debit: amount.toFixed() });
  };
  for (const line of bill.lines) {
    const amount = Money.of(line.amount);
    if (line.productId) {
      const product = partyOf('product', line.productId);
      debit(ACCOUNTS.inventory, product, amount);
      const quantity = Quantity.of(line.quantity);
      stock.push(
        { account: ACCOUNTS.inventory, party: null, commodity: product, quantity: quantity.toFixed() },
        { account: ACCOUNTS.payable, party: supplier, commodity: product, quantity: quantity.negated().toFixed() },
      );
    } else if (line.expenseCategoryId) {
      debit(ACCOUNTS.expense, partyOf('expense-category', line.expenseCategoryId), amount);
    }
  }
  const taxes = new Map<string, Money>();
  for (const line of bill.lines) if (line.taxId) taxes.set(line.taxId, (taxes.get(line.taxId) ?? Money.ZERO).plus(line.taxAmount));
  for (const [taxId, amount] of [...taxes.entries()].sort(([a], [b]) => a.localeCompare(b))) debit(ACCOUNTS.inputTax, taxParty(taxId), amount);
  const total = Money.of(bill.grandTotal);
  if (!total.isZero()) money.push({ account: ACCOUNTS.payable, party: supplier, credit: total.toFixed() });
  return [...money, ...stock];
}

/**
 * A supplier payment on a bill as a journal entry:
 *   Dr payable (supplier:<id>)   Cr the account it was paid from (bank:<id> | cash)
 * Its reversal is the negation.
 */
export function billPaymentPostings(supplierId: string, account: string, amount: string): PostingLine[] {
  const money = Money.of(amount).toFixed();
  return [
    { account: ACCOUNTS.payable, party: supplierParty(supplierId), debit: money },
    { account, party: null, credit: money },
  ];
}

/**
 * Supplier credit spent on a bill as a journal entry:
 *   Dr payable (supplier:<id>)   Cr supplier-credit (supplier:<id>)
 * what the business had claimed back from the supplier now settles that much of what it owes.
 */
export function billCreditPostings(supplierId: string, amount: string): PostingLine[] {
  const money = Money.of(amount).toFixed();
  return [
    { account: ACCOUNTS.payable, party: supplierParty(supplierId), debit: money },
    { account: ACCOUNTS.supplierCredit, party: supplierParty(supplierId), credit: money },
  ];
}

/** Where a bill stands for the lists: its stage until confirmed, then what it still owes. */
export function billStatus(stage: BillStage, grandTotal: Money, paid: Money): BillStatus {
  if (stage === 'pending') return 'pending';
  if (stage === 'reversed') return 'reversed';
  if (!grandTotal.minus(paid).isPositive()) return 'paid';
  return paid.isPositive() ? 'partial' : 'due';
}
