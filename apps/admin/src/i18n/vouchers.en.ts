import { mergeMessages } from './records.en';

const voucherFields = {
  code: 'Code',
  supplier_name: 'Supplier',
  supplier_id: 'Supplier',
  date: 'Date',
  pay_type: 'Pay type',
  account_name: 'From account',
  account_id: 'From account',
  cheque_number: 'Cheque number',
  post_date: 'Post date',
  account_number: 'Account number',
  bank: 'Bank',
  branch: 'Branch',
  expense_category_id: 'Expense category',
  expense_category_name: 'Expense category',
  expense_sub_category_id: 'Sub category',
  amount: 'Amount',
  amount_in_words: 'Amount in words',
  remarks: 'Remarks',
  note: 'Note',
  status: 'Status',
};

/** Vouchers and the cash book, merged into the English catalogue. */
export const voucherMessagesEn = {
  resources: {
    vouchers: { fields: voucherFields },
    transactions: { fields: { code: 'Code', kind: 'Type', date: 'Date', from_account_name: 'From', to_account_name: 'To', amount: 'Amount', remark: 'Remark' } },
  },
  app: {
    vouchers: {
      new: 'New Voucher',
      save: 'Save',
      confirm: 'Confirm',
      print: 'Print',
      saved: 'Voucher saved',
      confirmed: 'Voucher confirmed',
      failed: 'Voucher Confirmation Failed',
      status: { pending: 'Pending', confirmed: 'Confirmed', reversed: 'Reversed' },
      pay_types: { Cheque: 'Cheque', Bank: 'Bank', Cash: 'Cash' },
    },
    cashbook: {
      title: 'Cash Book',
      from: 'From',
      to: 'To',
      filter: 'Filter',
      account: 'Account',
      open: 'Open balance',
      in: 'In',
      out: 'Out',
      close: 'Close balance',
      cash: 'Cash',
      entries: 'Entries',
      new_transfer: 'New Transfer',
      new_income: 'New Income',
      new_expense: 'New Expense',
      from_account: 'From account',
      to_account: 'To account',
      value: 'Value',
      amount: 'Amount',
      date: 'Date',
      remark: 'Remark',
      expense_category: 'Expense category',
      save: 'Save',
      cancel: 'Cancel',
      saved: 'Transaction saved',
      kinds: { transfer: 'Transfer', income: 'Income', expense: 'Expense' },
      no_overdraft: 'No account may go below zero: a transfer or expense takes at most what its account holds.',
    },
  },
};

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
/** The shape of the Sinhala strings: the English keys with any strings. */
export type VoucherMessages = Leaves<typeof voucherMessagesEn>;

export const withVoucherMessagesEn = <T extends object>(catalogue: T): T => mergeMessages(catalogue, voucherMessagesEn);
