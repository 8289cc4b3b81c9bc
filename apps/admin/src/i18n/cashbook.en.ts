import { mergeMessages } from './records.en';

const fields = {
  code: 'Code',
  kind: 'Entry',
  direction: 'Type',
  client_name: 'Client',
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
    transactions: { fields },
  },
  app: {
    records: { choices: { transfer: 'Transfer', income: 'Income', expense: 'Expense', Cash: 'Cash', in: 'In', out: 'Out', 'in-out': 'Out / In' } },
    cash_entries: {
      title: { expense: 'Expense %{code}', income: 'Income %{code}', transfer: 'Transfer %{code}' },
      booked: 'Booked in the ledger. Editing it books its reversal and a replacement; deleting it books its reversal, dated today.',
      reversed: 'Deleted: its reversal is in the ledger.',
      replaced: 'Edited: its reversal is in the ledger,',
      replaced_by: 'replaced by %{code}',
      replaces: 'Replaces %{code}.',
      close: 'Close',
      delete: 'Delete',
      edit: 'Edit',
      edit_title: 'Edit %{name}',
      edit_hint: 'Saving books the reversal of this entry, dated today, and a new entry with these values. No account may go below zero.',
      edited: 'Entry reversed and booked again',
      client: 'Client',
      client_hint: 'A customer or supplier, if the money came from or went to one.',
      client_types: { customer: 'Customer', supplier: 'Supplier' },
      not_found: 'Item not found',
    },
  },
};

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
/** The shape of the Sinhala strings: the English keys with any strings. */
export type CashbookMessages = Leaves<typeof cashbookMessagesEn>;

export const withCashbookMessagesEn = <T extends object>(catalogue: T): T => mergeMessages(catalogue, cashbookMessagesEn);
