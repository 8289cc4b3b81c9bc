import { mergeMessages } from './records.en';

const fields = {
  code: 'Code',
  customer_name: 'Customer',
  customer: 'Customer',
  date: 'Date',
  pay_type: 'Pay type',
  account_name: 'Account',
  account: 'Account',
  paid_amount: 'Paid amount',
  applied_amount: 'Applied',
  credit_amount: 'To credit',
  status: 'Status',
  refund_type: 'Refund type',
  amount: 'Amount',
};

/** Receipts and refunds, merged into the English catalogue. */
export const paymentMessagesEn = {
  resources: {
    payments: { fields },
    'payments/refunds': { name: 'Refund |||| Refunds', fields },
  },
  app: {
    payments: {
      status: { pending: 'Pending', confirmed: 'Confirmed', reversed: 'Reversed' },
      pay_types: { Cash: 'Cash', Cheque: 'Cheque', Bank: 'Bank', Credit: 'Credit' },
      refund_types: { 'Credit Refund': 'Credit Refund', 'Cash Refund': 'Cash Refund' },
      cash_account: 'Cash',
      receipt_section: 'Receipt',
      cheque_section: 'Cheque',
      invoices_section: 'Invoices',
      cheque_number: 'Cheque number',
      post_date: 'Post date',
      bank: 'Bank',
      branch: 'Branch',
      account_number: 'Account number',
      remark: 'Remark',
      note: 'Note',
      invoice: 'Invoice',
      invoice_date: 'Invoice date',
      grand_total: 'Grand total',
      due_amount: 'Due',
      paid: 'Paid',
      refundable: 'Refundable',
      amount_applied: 'Amount applied',
      refund_amount: 'Refund amount',
      total_applied: 'Total applied',
      over_payment: 'Over-payment (to credit balance)',
      credit_balance: 'Credit balance',
      open_outstanding: 'Open outstanding',
      total_refund: 'Total refund',
      no_open_invoices: 'This customer has no open invoices.',
      pick_customer: 'Pick a customer to see their open invoices.',
      save: 'Save',
      save_confirm: 'Save and confirm',
      confirm: 'Confirm',
      confirmed_read_only: 'This receipt is confirmed: its money is in the books. To reverse it, delete it from the list of receipts.',
      refund_read_only: 'This refund is confirmed: its money is in the books. To reverse it, delete it from the list of refunds.',
      reversed_read_only: 'This document was deleted and reversed in the books.',
      refunds: 'Refunds',
      receipts: 'Receipts',
      customer_receipts: 'Receipts',
    },
  },
};

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
/** The shape of the Sinhala payment strings: the English keys with any strings. */
export type PaymentMessages = Leaves<typeof paymentMessagesEn>;

export const withPaymentMessagesEn = <T extends object>(catalogue: T): T => mergeMessages(catalogue, paymentMessagesEn);
