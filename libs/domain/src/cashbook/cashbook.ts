import { ACCOUNTS, partyOf, type PostingLine } from '../accounting/accounts';
import { Money } from '../money/money';
import type { CashEntryRequest, TransferRequest } from '../contracts/cash-book';
import { ID_PATTERN, idOrNull } from '../shared/id';

/*
 * The cash book's money accounts: each bank account (`bank:<id>`) and cash in hand (`cash`).
 * On the wire an account is a bank account's id, or `cash`.
 */
export const CASH_ACCOUNT_REF = 'cash';

const CLIENT = new RegExp(`^(customer|supplier):(${ID_PATTERN})$`, 'i');

export type ClientType = 'customer' | 'supplier';
/** `customer:<id>` or `supplier:<id>` → its type and id; anything else → null. */
export function clientOf(ref: unknown): { type: ClientType; id: string } | null {
  const match = typeof ref === 'string' ? CLIENT.exec(ref) : null;
  return match ? { type: match[1].toLowerCase() as ClientType, id: match[2].toLowerCase() } : null;
}

/** Whether a ledger account is a money account (cash or a bank account): one that may never go below zero on any day. */
export function isMoneyAccount(account: string): boolean {
  return account === ACCOUNTS.cash || account.startsWith('bank:');
}

/** `cash` → cash; a bank account's id → `bank:<id>`; anything else → null. */
export function moneyAccountOf(ref: unknown): string | null {
  if (ref === CASH_ACCOUNT_REF) return ACCOUNTS.cash;
  const id = idOrNull(ref);
  return id ? `bank:${id}` : null;
}

export interface TransferInput {
  from: string;
  to: string;
  value: Money;
  date: string;
  remark: string | null;
}

export type EntryKind = 'income' | 'expense';
export interface EntryInput {
  kind: EntryKind;
  account: string;
  /** The expense category of an expense entry; an income names none. */
  categoryId: string | null;
  /** Who paid or was paid: `customer:<id>` or `supplier:<id>`, or nobody in particular. */
  client: string | null;
  amount: Money;
  date: string;
  remark: string | null;
}

/** A transfer as its request names it, once the request is checked: the ledger's accounts, the value as money. */
export function transferInput(body: TransferRequest): TransferInput {
  return { from: moneyAccountOf(body.from_account) as string, to: moneyAccountOf(body.to_account) as string, value: Money.of(String(body.value)), date: body.date, remark: text(body.remark) };
}

/** An income or expense as its request names it, once the request is checked. */
export function entryInput(kind: EntryKind, body: CashEntryRequest): EntryInput {
  const client = clientOf(body.client);
  return {
    kind,
    account: moneyAccountOf(body.account) as string,
    categoryId: kind === 'expense' ? idOrNull(body.expense_category_id) : null,
    client: client ? `${client.type}:${client.id}` : null,
    amount: Money.of(String(body.amount)),
    date: body.date,
    remark: text(body.remark),
  };
}

export type TransferData = { transactionId: string; code: string; from: string; to: string; value: string; date: string };
/** `client` is absent on entries booked before clients were kept. */
export type EntryData = { transactionId: string; code: string; kind: EntryKind; account: string; categoryId: string | null; client?: string | null; amount: string; date: string };
export type CashbookEvent =
  | { type: 'FundsTransferred'; data: TransferData }
  | { type: 'FundsTransferReversed'; data: TransferData }
  | { type: 'CashEntryRecorded'; data: EntryData }
  | { type: 'CashEntryReversed'; data: EntryData };
export const CASHBOOK_EVENT_SCHEMA_VERSION = 1;

export function transferStream(transactionId: string): string {
  return `transfer-${transactionId}`;
}
export function entryStream(transactionId: string): string {
  return `cash-entry-${transactionId}`;
}

/**
 *   FundsTransferred    Dr to-account                         Cr from-account
 *   CashEntryRecorded   income:  Dr account  Cr income (income:<transaction id>)
 *                       expense: Dr expense (expense-category:<id>)  Cr account
 *   …Reversed           the negation
 */
export function cashbookPostings(event: CashbookEvent): PostingLine[] {
  const reversed = event.type === 'FundsTransferReversed' || event.type === 'CashEntryReversed';
  let debit: { account: string; party: string | null };
  let credit: { account: string; party: string | null };
  let money: string;
  if (event.type === 'FundsTransferred' || event.type === 'FundsTransferReversed') {
    debit = { account: event.data.to, party: null };
    credit = { account: event.data.from, party: null };
    money = Money.of(event.data.value).toFixed();
  } else {
    const d = event.data;
    const into = { account: d.account, party: null };
    if (d.kind === 'income') {
      debit = into;
      credit = { account: ACCOUNTS.income, party: partyOf('income', d.transactionId) };
    } else {
      debit = { account: ACCOUNTS.expense, party: partyOf('expense-category', d.categoryId ?? '') };
      credit = into;
    }
    money = Money.of(d.amount).toFixed();
  }
  if (reversed) [debit, credit] = [credit, debit];
  return [
    { ...debit, debit: money },
    { ...credit, credit: money },
  ];
}

function text(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const t = input.trim();
  return t ? t.slice(0, 1000) : null;
}
