import { httpClient, postJson } from '../providers/httpClient';
import type { InvoiceStage, InvoiceStatus } from './invoiceScreen';

export type DiscountType = 'value' | 'percentage';

export interface InvoiceLine {
  product_id: string | null;
  description: string;
  unit: string | null;
  price: string;
  quantity: string;
  discount_type: DiscountType;
  discount_value: string;
  unit_cost: string | null;
  stockable: boolean;
}

export interface InvoiceTax {
  tax_id: string;
  name: string;
  abbreviation: string;
  rate: string;
  amount: string;
}

export interface InvoiceParameter {
  parameter_id: string | null;
  name: string;
  amount: string;
}

export interface Invoice {
  id: string;
  code: string;
  status: InvoiceStatus;
  stage: InvoiceStage;
  customer_id: string | null;
  cash_customer: string | null;
  contact_person: string | null;
  customer_name: string | null;
  date: string;
  due_date: string | null;
  project_ref: string | null;
  note: string | null;
  lines: InvoiceLine[];
  other_discount_type: DiscountType;
  other_discount: string;
  tax_ids: string[];
  taxes: InvoiceTax[];
  parameters: InvoiceParameter[];
  grand_total: string;
  paid: string;
  refunded: string;
  due: string;
  recurring: boolean;
  recurring_every_months: number | null;
  recurring_date: string | null;
  recurring_till: string | null;
  /** The attached file's name, if there is one. */
  attachment?: string | null;
}

export type InvoiceBody = Record<string, unknown>;

export async function fetchInvoice(id: string): Promise<Invoice> {
  return (await httpClient(`/api/invoices/${id}`)).json as Invoice;
}

export async function nextInvoiceCode(): Promise<string> {
  return ((await httpClient('/api/invoices/get/code')).json as { code: string }).code;
}

export async function saveInvoice(id: string | null, body: InvoiceBody): Promise<Invoice> {
  const { json } = id
    ? await httpClient(`/api/invoices/${id}`, { method: 'PUT', body: JSON.stringify(body) })
    : await postJson('/api/invoices', body);
  return json as Invoice;
}

export async function updateInvoiceCode(id: string, code: string): Promise<void> {
  await postJson(`/api/invoices/code/update/${id}`, { code });
}

export async function confirmInvoice(id: string): Promise<void> {
  await postJson(`/api/invoices/confirm/${id}`, {});
}

export async function reverseInvoice(id: string, reason?: string): Promise<void> {
  await postJson(`/api/invoices/reverse/${id}`, reason ? { reason } : {});
}

/** A document that leaves the app by print, email or link: `invoices` or `quotations`. */
export type SharedDocument = 'invoices' | 'quotations';

export async function emailDocument(name: SharedDocument, id: string, body: { to?: string; subject?: string; message?: string; locale: 'en' | 'si' }): Promise<void> {
  await postJson(`/api/${name}/email/${id}`, body);
}

export async function documentLink(name: SharedDocument, id: string): Promise<string> {
  return ((await httpClient(`/api/${name}/link/${id}`)).json as { url: string }).url;
}

export function documentPrintUrl(name: SharedDocument, id: string, locale: 'en' | 'si'): string {
  return `/api/${name}/print/${id}?locale=${locale}`;
}
