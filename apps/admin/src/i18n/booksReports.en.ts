import { mergeMessages } from './records.en';

/** The accountant's reports: trial balance, general ledger, balance sheet. */
export const booksReportsMessagesEn = {
  resources: {
    'trial-balance': { name: 'Trial balance |||| Trial balance', empty: '' },
    'general-ledger': { name: 'General ledger |||| General ledger', empty: '' },
    'balance-sheet': { name: 'Balance sheet |||| Balance sheet', empty: '' },
  },
  app: {
    menu: { report_trial_balance: 'Trial Balance', report_general_ledger: 'General Ledger', report_balance_sheet: 'Balance Sheet' },
    books_reports: {
      as_of: 'As of',
      known_at: 'As known at',
      known_at_help: 'The books as they were recorded at this moment',
      now: 'Now',
      asked: 'As of %{as_of} · as known at %{known_at}',
      code: 'Code',
      account: 'Account',
      type: 'Type',
      debit: 'Debit',
      credit: 'Credit',
      total: 'Total',
      open_ledger: 'Open the general ledger',
      trial_balance: {
        title: 'Trial Balance',
        subtitle: 'Every account’s balance from the ledger: debits equal credits. Click a figure to open its general ledger.',
        posted: 'Posted',
        balance: 'Balance',
        balanced: 'Balanced: debits equal credits',
        unbalanced: 'Out of balance by %{difference}',
        show_parties: 'Show the parties of %{account}',
        hide_parties: 'Hide the parties of %{account}',
        no_party: 'Without a party',
        empty_title: 'Nothing posted yet',
        empty_body: 'Accounts appear here once documents post to the ledger: confirm an invoice, record a receipt or post a journal.',
      },
      general_ledger: {
        title: 'General Ledger',
        subtitle: 'Every posting to an account, with its document and the running balance on the account’s normal side.',
        party: 'Party',
        all_parties: 'All parties',
        from: 'From',
        to: 'To',
        date: 'Date',
        document: 'Document',
        entry: 'Entry',
        memo: 'Memo',
        balance: 'Balance',
        opening: 'Opening balance',
        closing: 'Closing balance',
        period_debits: 'Debits',
        period_credits: 'Credits',
        normal: 'Normal side: %{side}',
        narrow_party: 'Show only %{party}',
        open_event: 'Open in the audit trail',
        choose_title: 'Choose an account',
        choose_body: 'Pick an account above, or click a figure of the trial balance or the balance sheet to open its ledger here.',
        none: 'No postings to this account in this period.',
        back: 'Trial balance',
      },
      balance_sheet: {
        title: 'Balance Sheet',
        subtitle: 'What the business owns and owes on a date, from the ledger. Click a line to open its general ledger.',
        amount: 'Amount',
        sections: { assets: 'Assets', liabilities: 'Liabilities', equity: 'Equity' },
        totals: { assets: 'Total assets', liabilities: 'Total liabilities', equity: 'Total equity', liabilities_and_equity: 'Total liabilities and equity' },
        equation: 'Assets = Liabilities + Equity',
        holds: 'The equation holds',
        broken: 'The equation does not hold',
        none: 'Nothing in this section',
        year: 'Financial year from %{date}',
        open_profit_and_loss: 'Open the profit and loss of this period',
        empty_title: 'Nothing on the balance sheet yet',
        empty_body: 'Confirm invoices, record receipts and payments or post journals: the assets, liabilities and equity they make appear here.',
      },
    },
  },
};

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
export type BooksReportsMessages = Leaves<typeof booksReportsMessagesEn>;

export const withBooksReportsMessagesEn = <T extends object>(catalogue: T): T => mergeMessages(catalogue, booksReportsMessagesEn);
