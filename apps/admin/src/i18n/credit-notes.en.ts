import { mergeMessages } from './records.en';

const creditNoteFields = {
  code: 'Code',
  customer_id: 'Customer',
  customer_name: 'Customer',
  invoice_id: 'Invoice',
  invoice_code: 'Invoice',
  date: 'Date',
  note: 'Note',
  grand_total: 'Total',
  status: 'Status',
};

/** Customer credit notes, merged into the English catalogue. */
export const creditNoteMessagesEn = {
  resources: {
    'credit-notes': { fields: creditNoteFields },
  },
  app: {
    'credit-notes': {
      customer_section: 'Customer and invoice',
      no_invoice: 'No invoice: a price reduction',
      returns: { title: 'Goods returned', sold: 'Sold', return: 'Return' },
      reduction: { title: 'What is credited', add: 'Add line' },
      taxes: 'Taxes',
      lines: { description: 'Description', quantity: 'Quantity', unit_price: 'Unit price', discount: 'Discount', total: 'Total' },
      totals: { sub_total: 'Sub total', other_discount: 'Share of the invoice discount', tax_total: 'Tax', grand_total: 'Credit' },
      save: 'Save',
      save_confirm: 'Save & confirm',
      confirm: 'Confirm',
      confirm_body: 'Confirming puts the credit note in your books: the sale is taken back for what it covers, returned goods go back into stock at their cost, and the total is kept as the customer’s credit.',
      reverse: 'Reverse',
      reverse_body: 'Reversing takes the credit note back out of the books on today’s date: the customer owes its total again and returned goods leave stock. It cannot be undone.',
      from_invoice: 'Credit note',
      email_title: 'Email the credit note',
      email_failed: 'Credit note email failed',
      link_copied: 'Credit note URL copied',
      link_failed: 'Credit note URL copy failed',
      status: { pending: 'Pending', confirmed: 'Confirmed', reversed: 'Reversed' },
      apply: {
        title: 'Apply to an invoice',
        hint: 'Spend the customer’s credit on one of their invoices that still owes something. What is not applied stays as the customer’s credit.',
        invoice: 'Open invoice',
        amount: 'Amount',
        submit: 'Apply',
      },
      unapply: {
        title: 'Take back from an invoice',
        hint: 'Take part of what this note applied to an invoice back off it: the invoice owes it again, and it is the customer’s credit again.',
        invoice: 'Invoice it is applied to',
        amount: 'Amount to take back',
        submit: 'Take back',
      },
    },
  },
};

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
/** The shape of the Sinhala strings: the English keys with any strings. */
export type CreditNoteMessages = Leaves<typeof creditNoteMessagesEn>;

export const withCreditNoteMessagesEn = <T extends object>(catalogue: T): T => mergeMessages(catalogue, creditNoteMessagesEn);
