import { mergeMessages } from './records.en';

/** Strings of quotations (the invoice editor's other strings are shared), merged into the English catalogue. */
export const quotationMessagesEn = {
  app: {
    quotations: {
      status: { pending: 'Pending', converted: 'Converted', reversed: 'Reversed' },
      convert: 'Convert to invoice',
      convert_yes: 'Yes, convert it!',
      convert_body: 'A pending invoice is made from this quotation and linked back to it.',
      converted_read_only: 'This quotation was converted into an invoice and can no longer be edited.',
      reversed_read_only: 'This quotation was reversed and can no longer be edited.',
      customer_invoices: 'Invoices',
      customer_quotations: 'Quotations',
      none: 'Nothing yet.',
      email_title: 'Email the quotation',
      email_failed: 'Quotation email failed',
      link_copied: 'Quotation URL copied',
      link_failed: 'Quotation URL copy failed',
    },
    records: {
      notify: {
        convert_done: '%{name} converted to an invoice',
        convert_failed: '%{name} conversion failed',
      },
    },
  },
};

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
/** The shape of the Sinhala quotation strings: the English keys with any strings. */
export type QuotationMessages = Leaves<typeof quotationMessagesEn>;

export const withQuotationMessagesEn = <T extends object>(catalogue: T): T => mergeMessages(catalogue, quotationMessagesEn);
