import { mergeMessages } from './records.en';

/** The VAT return (`vatreturn.*`) and its menu entry, merged into the English catalogue. */
export const vatReturnMessagesEn = {
  app: { menu: { report_vat_return: 'VAT Return' } },
  vatreturn: {
    title: 'VAT Return',
    subtitle: 'Output and input tax of a filing period, from the ledger; each figure opens into its documents.',
    period: 'Filing period',
    from: 'From',
    to: 'To',
    known_at: 'As known at',
    known_at_help: 'Leave empty for everything recorded',
    value: 'Value',
    vat: 'VAT',
    figures: {
      taxableSupplies: 'Standard-rated supplies (18%)',
      outputTax: 'Output tax',
      zeroRatedSupplies: 'Zero-rated supplies',
      exemptSupplies: 'Exempt supplies',
      inputTax: 'Input tax on confirmed bills',
      adjustments: 'Adjustments from credit and debit notes',
      netPayable: 'Net VAT payable',
    },
    documents: 'Documents behind: %{figure}',
    document: 'Document',
    date: 'Date',
    kinds: { invoice: 'Invoice', bill: 'Bill', 'credit-note': 'Credit note', 'debit-note': 'Debit note' },
    none: 'No documents',
    open_documents: 'Show the documents',
    file: 'File this return',
    file_confirm: 'File the VAT return for %{from} to %{to}? Documents with VAT dated in this period can no longer be entered.',
    filed: 'VAT return for %{from} to %{to} filed.',
    filed_at: 'Filed on %{date}',
    not_filed: 'Not filed yet',
    difference: 'Change since filed',
  },
};

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
export type VatReturnMessages = Leaves<typeof vatReturnMessagesEn>;

export const withVatReturnMessagesEn = <T extends object>(catalogue: T): T => mergeMessages(catalogue, vatReturnMessagesEn);
