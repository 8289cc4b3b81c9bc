import { httpClient, postJson } from '../providers/httpClient';
import type { Invoice, InvoiceBody } from '../invoices/invoiceApi';

/** A quotation has an invoice's document shape; its stage is pending, converted or reversed. */
export type Quotation = Invoice & { invoice_id: string | null };

export async function fetchQuotation(id: string): Promise<Quotation> {
  return (await httpClient(`/api/quotations/${id}`)).json as Quotation;
}

export async function nextQuotationCode(): Promise<string> {
  return ((await httpClient('/api/quotations/get/code')).json as { code: string }).code;
}

export async function saveQuotation(id: string | null, body: InvoiceBody): Promise<Quotation> {
  // A quotation does not recur.
  const rest = Object.fromEntries(Object.entries(body).filter(([key]) => !key.startsWith('recurring')));
  const { json } = id
    ? await httpClient(`/api/quotations/${id}`, { method: 'PUT', body: JSON.stringify(rest) })
    : await postJson('/api/quotations', rest);
  return json as Quotation;
}

export async function reverseQuotation(id: string): Promise<void> {
  await postJson(`/api/quotations/reverse/${id}`, {});
}

/** Makes a pending invoice from the quotation; answers the invoice's id. */
export async function convertQuotation(id: string): Promise<string> {
  const { json } = await postJson(`/api/quotations/convert/${id}`, {});
  return (json as { invoice_id: string }).invoice_id;
}
