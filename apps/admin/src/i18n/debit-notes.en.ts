import { mergeMessages } from './records.en';

const debitNoteFields = {
  code: 'Code',
  supplier_id: 'Supplier',
  supplier_name: 'Supplier',
  bill_id: 'Bill',
  bill_code: 'Bill',
  date: 'Date',
  note: 'Note',
  grand_total: 'Total',
  status: 'Status',
};

/** Supplier debit notes, merged into the English catalogue. */
export const debitNoteMessagesEn = {
  resources: {
    'debit-notes': { fields: debitNoteFields },
  },
  app: {
    'debit-notes': {
      supplier_section: 'Supplier and bill',
      no_bill: 'No bill: a price claim',
      returns: { title: 'Goods sent back', bought: 'Bought', return: 'Return' },
      claim: { title: 'What is claimed', add: 'Add line', category: 'Expense category', tax: 'Tax', no_tax: 'No tax' },
      lines: { item: 'Item', description: 'Description', quantity: 'Quantity', unit_cost: 'Unit cost', tax: 'Tax', total: 'Total' },
      totals: { sub_total: 'Sub total', tax_total: 'Tax', grand_total: 'Claimed' },
      save: 'Save',
      save_confirm: 'Save & confirm',
      confirm: 'Confirm',
      confirm_body: 'Confirming puts the debit note in your books: the purchase is taken back for what it covers, returned goods leave stock at the cost they came in at, and the total is kept as credit with the supplier.',
      reverse: 'Reverse',
      reverse_body: 'Reversing takes the debit note back out of the books on today’s date: the supplier is owed its total again and returned goods come back into stock. It cannot be undone.',
      from_bill: 'Debit note',
      email_title: 'Email the debit note',
      email_to_hint: "Leave empty to send to the supplier's email address.",
      email_failed: 'Debit note email failed',
      link_copied: 'Debit note URL copied',
      link_failed: 'Debit note URL copy failed',
      status: { pending: 'Pending', confirmed: 'Confirmed', reversed: 'Reversed' },
      apply: {
        title: 'Apply to a bill',
        hint: 'Spend the credit with the supplier on one of their bills that still owes something. What is not applied stays as credit with the supplier.',
        bill: 'Open bill',
        amount: 'Amount',
        submit: 'Apply',
      },
      unapply: {
        title: 'Take back from a bill',
        hint: 'Take part of what this note applied to a bill back off it: the bill owes it again, and it is credit with the supplier again.',
        bill: 'Bill it is applied to',
        amount: 'Amount to take back',
        submit: 'Take back',
      },
    },
  },
};

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
/** The shape of the Sinhala strings: the English keys with any strings. */
export type DebitNoteMessages = Leaves<typeof debitNoteMessagesEn>;

export const withDebitNoteMessagesEn = <T extends object>(catalogue: T): T => mergeMessages(catalogue, debitNoteMessagesEn);
