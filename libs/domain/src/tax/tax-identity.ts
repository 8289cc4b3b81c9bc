/**
 * Sri Lankan tax numbers as the Inland Revenue Department issues and prints them: a TIN is nine
 * digits; a VAT registration number is the same nine digits followed by `-7000`.
 */
const TIN = /^\d{9}$/;
const VAT_NUMBER = /^\d{9}-7000$/;

export function isTin(value: string): boolean {
  return TIN.test(value);
}

export function isVatNumber(value: string): boolean {
  return VAT_NUMBER.test(value);
}

/**
 * A tax invoice's serial number: the business's series (one word, see the configuration's
 * `tax_invoice_series`) followed by the invoice's own code, so the serials of a series run in
 * the order the invoices were numbered; without a series, the code alone.
 */
export function taxInvoiceSerial(series: string | null, code: string): string {
  return `${series ?? ''}${code}`;
}
