import { mergeMessages } from './records.en';

const fields = {
  code: 'Code',
  kind: 'Type',
  date: 'Date',
  from_account_name: 'Account',
  to_account_name: 'To account',
  expense_category_name: 'Expense category',
  amount: 'Amount',
  remark: 'Remark',
};

/** The cash book's entries as lists: expenses, incomes and every entry (merged into the English catalogue). */
export const cashbookMessagesEn = {
  resources: {
    expenses: { fields },
    incomes: { fields },
  },
  app: {
    records: { choices: { transfer: 'Transfer', income: 'Income', expense: 'Expense', Cash: 'Cash' } },
    cash_entries: {
      title: { expense: 'Expense %{code}', income: 'Income %{code}', transfer: 'Transfer %{code}' },
      booked: 'Booked in the ledger: an entry is never edited. Deleting it books its reversal, dated today.',
      reversed: 'Deleted: its reversal is in the ledger.',
      close: 'Close',
      delete: 'Delete',
      not_found: 'Item not found',
    },
  },
};

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
/** The shape of the Sinhala strings: the English keys with any strings. */
export type CashbookMessages = Leaves<typeof cashbookMessagesEn>;

export const withCashbookMessagesEn = <T extends object>(catalogue: T): T => mergeMessages(catalogue, cashbookMessagesEn);
