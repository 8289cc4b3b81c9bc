import type { Locale } from '@ginuma/domain';

/** The kinds of document printed from the one layout. */
export type PrintedKind = 'invoice' | 'quotation' | 'credit-note' | 'debit-note';

/** The words printed on any sales document, in both languages of the product. */
const COMMON: Record<Locale, Record<string, string>> = {
  en: {
    date: 'Date',
    project: 'Project/Ref',
    billTo: 'Bill to',
    contact: 'Contact',
    line: '#',
    description: 'Description',
    quantity: 'Qty',
    price: 'Price',
    discount: 'Discount',
    total: 'Total',
    subTotal: 'Sub total',
    otherDiscount: 'Other discount',
    tax: 'Tax',
    grandTotal: 'Grand total',
    paid: 'Paid',
    refund: 'Refund',
    due: 'Due',
    note: 'Note',
    preparedBy: 'Prepared by',
    checkedBy: 'Checked by',
    received: 'Received',
    receivedId: 'Received ID',
    status: 'Status',
    taxTitle: 'TAX INVOICE',
    copy: 'COPY',
    serial: 'Serial No',
    invoiceDate: 'Date of invoice',
    deliveryDate: 'Date of delivery',
    placeOfSupply: 'Place of supply',
    modeOfPayment: 'Mode of payment',
    purchaser: 'Purchaser',
    tin: 'TIN',
    vatNumber: 'VAT No',
    valueExcludingTax: 'Value excluding VAT',
    totalIncludingTax: 'Total including VAT',
    inWords: 'Total in words',
    valuesIn: 'All values are in LKR.',
    valueExcluding: 'Value excl. VAT',
    vat: 'VAT',
    included: 'included',
    treatment_zero_rated: 'Zero-rated',
    treatment_exempt: 'Exempt',
    treatment_out_of_scope: 'Out of scope',
  },
  si: {
    date: 'දිනය',
    project: 'ව්‍යාපෘතිය/යොමුව',
    billTo: 'ගනුදෙනුකරු',
    contact: 'සම්බන්ධතා',
    line: '#',
    description: 'විස්තරය',
    quantity: 'ප්‍රමාණය',
    price: 'මිල',
    discount: 'වට්ටම',
    total: 'එකතුව',
    subTotal: 'උප එකතුව',
    otherDiscount: 'වෙනත් වට්ටම',
    tax: 'බද්ද',
    grandTotal: 'මුළු එකතුව',
    paid: 'ගෙවූ මුදල',
    refund: 'ආපසු ගෙවීම',
    due: 'ගෙවිය යුතු මුදල',
    note: 'සටහන',
    preparedBy: 'සකස් කළේ',
    checkedBy: 'පරීක්ෂා කළේ',
    received: 'භාර ගත්තේ',
    receivedId: 'භාර ගත් හැඳුනුම්පත',
    status: 'තත්ත්වය',
    taxTitle: 'බදු ඉන්වොයිසිය',
    copy: 'පිටපත',
    serial: 'අනුක්‍රමික අංකය',
    invoiceDate: 'ඉන්වොයිසියේ දිනය',
    deliveryDate: 'භාරදුන් දිනය',
    placeOfSupply: 'සැපයුම් ස්ථානය',
    modeOfPayment: 'ගෙවීමේ ක්‍රමය',
    purchaser: 'මිලදී ගන්නා',
    tin: 'බදු අංකය (TIN)',
    vatNumber: 'වැට් අංකය',
    valueExcludingTax: 'වැට් රහිත වටිනාකම',
    totalIncludingTax: 'වැට් සහිත මුළු එකතුව',
    inWords: 'මුළු එකතුව අකුරින්',
    valuesIn: 'සියලු අගයන් ශ්‍රී ලංකා රුපියල් (LKR) වලින්.',
    valueExcluding: 'වැට් රහිත අගය',
    vat: 'වැට්',
    included: 'ඇතුළත්',
    treatment_zero_rated: 'ශුන්‍ය අනුපාත',
    treatment_exempt: 'නිදහස්',
    treatment_out_of_scope: 'විෂය පථයෙන් පිටත',
  },
};

/** What each kind calls itself, its number and its second date, and the names of its statuses. */
const OWN: Record<PrintedKind, Record<Locale, { words: Record<string, string>; statuses: Record<string, string> }>> = {
  invoice: {
    en: {
      words: { title: 'INVOICE', code: 'Invoice No', dueDate: 'Due date' },
      statuses: { pending: 'Pending', due: 'Due', partial: 'Partial', paid: 'Paid', refund: 'Refund', reversed: 'Reversed' },
    },
    si: {
      words: { title: 'ඉන්වොයිසිය', code: 'ඉන්වොයිසි අංකය', dueDate: 'ගෙවිය යුතු දිනය' },
      statuses: { pending: 'අපේක්ෂිත', due: 'ගෙවිය යුතු', partial: 'අර්ධ වශයෙන් ගෙවූ', paid: 'ගෙවා ඇත', refund: 'ආපසු ගෙවූ', reversed: 'අවලංගු කළ' },
    },
  },
  // A quotation's due date is how long its prices hold.
  quotation: {
    en: {
      words: { title: 'QUOTATION', code: 'Quotation No', dueDate: 'Valid until' },
      statuses: { pending: 'Pending', converted: 'Converted', reversed: 'Reversed' },
    },
    si: {
      words: { title: 'මිල ගණන් පත්‍රය', code: 'මිල ගණන් අංකය', dueDate: 'වලංගු අවසන් දිනය' },
      statuses: { pending: 'අපේක්ෂිත', converted: 'ඉන්වොයිසියක් බවට පත් කළ', reversed: 'ආපසු හැරවූ' },
    },
  },
  // A note keeps its title in the tax format and names the document it corrects.
  'credit-note': {
    en: {
      words: { title: 'CREDIT NOTE', taxTitle: 'CREDIT NOTE', code: 'Credit note No', reference: 'Original invoice', billTo: 'Customer' },
      statuses: { pending: 'Pending', confirmed: 'Confirmed', reversed: 'Reversed' },
    },
    si: {
      words: { title: 'බැර පත්‍රය', taxTitle: 'බැර පත්‍රය', code: 'බැර පත්‍ර අංකය', reference: 'මුල් ඉන්වොයිසිය', billTo: 'ගනුදෙනුකරු' },
      statuses: { pending: 'අපේක්ෂිත', confirmed: 'තහවුරු කළ', reversed: 'අවලංගු කළ' },
    },
  },
  // A debit note goes to the supplier the business bought from.
  'debit-note': {
    en: {
      words: { title: 'DEBIT NOTE', taxTitle: 'DEBIT NOTE', code: 'Debit note No', reference: 'Original bill', billTo: 'Supplier', purchaser: 'Supplier' },
      statuses: { pending: 'Pending', confirmed: 'Confirmed', reversed: 'Reversed' },
    },
    si: {
      words: { title: 'හර පත්‍රය', taxTitle: 'හර පත්‍රය', code: 'හර පත්‍ර අංකය', reference: 'මුල් බිල්පත', billTo: 'සැපයුම්කරු', purchaser: 'සැපයුම්කරු' },
      statuses: { pending: 'අපේක්ෂිත', confirmed: 'තහවුරු කළ', reversed: 'අවලංගු කළ' },
    },
  },
};

export interface DocumentPdfLabels {
  words: Record<string, string>;
  status(status: string): string;
}

export function documentPdfLabels(kind: PrintedKind, locale: Locale): DocumentPdfLabels {
  const own = OWN[kind][locale];
  return { words: { ...COMMON[locale], ...own.words }, status: (status) => own.statuses[status] ?? status };
}
