import { mergeMessages } from './records.en';

const billFields = {
  code: 'Code',
  bill_number: 'Bill number',
  supplier_name: 'Supplier',
  supplier_id: 'Supplier',
  date: 'Date',
  due_date: 'Due date',
  note: 'Note',
  grand_total: 'Total',
  due: 'Due',
  status: 'Status',
};

/** Supplier bills, merged into the English catalogue. */
export const billMessagesEn = {
  resources: {
    bills: { fields: billFields },
  },
  app: {
    bills: {
      supplier_section: 'Supplier and dates',
      code_hint: 'Given when the bill is saved',
      due_date_hint: 'Leave empty to use the supplier’s payment terms',
      save: 'Save draft',
      save_confirm: 'Save & Confirm',
      confirm: 'Confirm',
      confirm_yes: 'Yes, confirm it!',
      confirm_body: 'Confirming puts the bill in the books: the goods come into stock at their cost, the expenses and input tax are booked, and the supplier is owed the total.',
      reverse: 'Reverse',
      reverse_yes: 'Yes, reverse it!',
      reverse_body: 'Reversing takes the bill back out of the books on today’s date. It cannot be undone.',
      print: 'Print',
      confirmed_read_only: 'This bill is confirmed and in the books, so it can no longer be edited. Reverse it to cancel it.',
      paid_read_only: 'This bill is confirmed and in the books, so it can no longer be edited. Vouchers have paid it: delete them before reversing the bill.',
      reversed_read_only: 'This bill was reversed: it is shown as it was, for the record.',
      status: { pending: 'Pending', due: 'Due', partial: 'Partly paid', paid: 'Paid', reversed: 'Reversed' },
      lines: {
        title: 'Lines',
        item: 'Item',
        item_placeholder: 'Product or expense category',
        products: 'Products (into stock)',
        expense_categories: 'Expense categories',
        description: 'Description',
        quantity: 'Quantity',
        unit_cost: 'Unit cost',
        expense_amount: 'Expense amount',
        tax: 'Input tax',
        no_tax: 'No tax',
        amount: 'Amount',
        total: 'Total',
        add: 'Add a line',
        remove: 'Remove line',
      },
      totals: {
        title: 'Totals',
        sub_total: 'Sub total',
        tax_total: 'Input tax',
        grand_total: 'Grand total',
        paid: 'Paid',
        due: 'Due',
      },
      payments: {
        title: 'Payments',
        none: 'No voucher has paid this bill yet.',
        voucher: 'Voucher',
        date: 'Date',
        account: 'Paid from',
        amount: 'Amount',
        taken_back: 'Taken back on %{date}',
      },
      attachment: {
        label: 'Attachment',
        none: 'None',
        choose: 'Attach a file',
        replace: 'Replace',
        remove: 'Remove the attachment',
        uploaded: 'Attachment saved',
        removed: 'Attachment removed',
        failed: 'Attachment upload failed',
        save_first: 'Save the bill first, then attach the supplier’s bill (a PDF or an image).',
      },
    },
    menu: { report_payables_aging: 'Payables aging' },
  },
  payablesAging: {
    title: 'Payables aging',
    subtitle: 'What each supplier’s bills still owe on a date, by days past their due dates. A supplier opens into its statement.',
    as_of: 'As of',
    known_at: 'As known at',
    known_at_help: 'Leave empty for everything recorded',
    total: 'Total',
    empty_title: 'Nothing owed to suppliers',
    empty_body: 'No confirmed bill owed anything on this date.',
    columns: {
      supplier: 'Supplier',
      bills: 'Bills',
      not_due: 'Not yet due',
      days_0_30: '0-30 days',
      days_31_60: '31-60 days',
      days_61_90: '61-90 days',
      days_over_90: 'Over 90 days',
      total_due: 'Total due',
    },
  },
};

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
/** The shape of the Sinhala strings: the English keys with any strings. */
export type BillMessages = Leaves<typeof billMessagesEn>;

export const withBillMessagesEn = <T extends object>(catalogue: T): T => mergeMessages(catalogue, billMessagesEn);
