import { ACCOUNTS, partyOf, type PostingLine } from '../accounting/accounts';
import { Money } from '../money/money';
import { parseMoney } from '../money/money.parse';
import type { FieldErrors, FieldRefusal } from '../shared/domain-error';
import { validationRefusal } from '../shared/validation.refusals';
import { isCalendarDate } from '../shared/calendar-date';
import { ID_PATTERN, idOrNull } from '../shared/id';
import { cashbookRefusal } from './cashbook.refusals';

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

export type CashbookRead<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

type Add = (field: string, refusal: FieldRefusal) => void;

export function readTransfer(body: Record<string, unknown>): CashbookRead<TransferInput> {
  const errors: FieldErrors = {};
  const add: Add = (field, refusal) => (errors[field] ??= []).push(refusal);
  const from = moneyAccountOf(body.from_account);
  if (!from) add('from_account', validationRefusal.field(body.from_account ? 'choice' : 'required', { label: 'from account' }));
  const to = moneyAccountOf(body.to_account);
  if (!to) add('to_account', validationRefusal.field(body.to_account ? 'choice' : 'required', { label: 'to account' }));
  else if (to === from) add('to_account', cashbookRefusal.field('same-account'));
  const value = parseMoney(body.value, { label: 'value', sign: 'positive' });
  if (!value.ok) add('value', value.refusal);
  const date = dateOf(body.date, add);
  if (Object.keys(errors).length > 0 || !from || !to || !value.ok || !date) return { ok: false, errors };
  return { ok: true, value: { from, to, value: value.value, date, remark: text(body.remark) } };
}

export function readEntry(kind: EntryKind, body: Record<string, unknown>): CashbookRead<EntryInput> {
  const errors: FieldErrors = {};
  const add: Add = (field, refusal) => (errors[field] ??= []).push(refusal);
  const account = moneyAccountOf(body.account);
  if (!account) add('account', validationRefusal.field(body.account ? 'choice' : 'required', { label: 'account' }));
  let categoryId: string | null = null;
  if (kind === 'expense') {
    categoryId = idOrNull(body.expense_category_id);
    if (!categoryId) add('expense_category_id', cashbookRefusal.field('expense-category-required'));
  }
  let client: string | null = null;
  if (body.client !== undefined && body.client !== null && body.client !== '') {
    const parsed = clientOf(body.client);
    if (parsed) client = `${parsed.type}:${parsed.id}`;
    else add('client', cashbookRefusal.field('client-invalid'));
  }
  const amount = parseMoney(body.amount, { sign: 'positive' });
  if (!amount.ok) add('amount', amount.refusal);
  const date = dateOf(body.date, add);
  if (Object.keys(errors).length > 0 || !account || !amount.ok || !date) return { ok: false, errors };
  return { ok: true, value: { kind, account, categoryId, client, amount: amount.value, date, remark: text(body.remark) } };
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

function dateOf(input: unknown, add: Add): string | null {
  if (isCalendarDate(input)) return input;
  add('date', input ? cashbookRefusal.field('date-not-valid', { label: 'date' }) : validationRefusal.field('required', { label: 'date' }));
  return null;
}

function text(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const t = input.trim();
  return t ? t.slice(0, 1000) : null;
}
