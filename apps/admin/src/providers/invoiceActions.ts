import { HttpError } from 'react-admin';
import type { InvoiceView, Locale, QuotationView } from '@ginuma/domain';
import { httpClient, postJson } from './httpClient';
import { saveDocument } from './documentSave';

/** The sales documents the one editor handles; also their API path segment and resource. */
export type SalesDocumentName = 'invoices' | 'quotations';

/** The documents printed, mailed and shared by link through the same routes: the sales documents and the return notes. */
export type SharedDocumentName = SalesDocumentName | 'credit-notes' | 'debit-notes';

/** The document of each kind, as its API answers it. */
export interface SalesDocuments {
  invoices: InvoiceView;
  quotations: QuotationView;
}

/** One row of a customer's invoices or quotations on the customer page. */
export interface CustomerDocumentRow {
  id: string;
  code: string;
  customer_id?: string | null;
  date: string;
  grand_total: string;
  due?: string;
  status: string;
}

/** The server's PDF of a shared document, opened by the browser in a new tab. */
export function documentPrintUrl(name: SharedDocumentName, id: string, locale: Locale): string {
  return `/api/${name}/print/${id}?locale=${locale}`;
}

const SINGULAR: Record<SalesDocumentName, string> = { invoices: 'invoice', quotations: 'quotation' };

/**
 * Invoices', quotations' and their templates' calls beyond CRUD, as dataProvider methods:
 * components reach them through `useAppDataProvider` inside react-query, never by fetching.
 */
export const invoiceActions = {
  async getSalesDocument<N extends SalesDocumentName>(name: N, id: string): Promise<SalesDocuments[N]> {
    return (await httpClient(`/api/${name}/${id}`)).json as SalesDocuments[N];
  },
  /** The code the server will give the next document (shown, not reserved). */
  async nextSalesDocumentCode(name: SalesDocumentName): Promise<string> {
    return ((await httpClient(`/api/${name}/get/code`)).json as { code: string }).code;
  },
  /** Saves the draft, and with `confirm` (invoices only: a quotation has no confirm) confirms it in the same request. */
  saveSalesDocument<N extends SalesDocumentName>(name: N, id: string | null, body: object, confirm = false): Promise<SalesDocuments[N]> {
    return saveDocument<SalesDocuments[N]>(`/api/${name}`, id, body, confirm);
  },
  async changeInvoiceCode(id: string, code: string): Promise<void> {
    await postJson(`/api/invoices/code/update/${id}`, { code });
  },
  async confirmInvoice(id: string): Promise<void> {
    await postJson(`/api/invoices/confirm/${id}`, {});
  },
  /** Cancels a confirmed invoice in the books, or a pending quotation. */
  async reverseSalesDocument(name: SalesDocumentName, id: string): Promise<void> {
    await postJson(`/api/${name}/reverse/${id}`, {});
  },
  /** Makes a pending invoice from the quotation; answers the invoice's id. */
  async convertQuotation(id: string): Promise<string> {
    const { json } = await postJson(`/api/quotations/convert/${id}`, {});
    return (json as { invoice_id: string }).invoice_id;
  },
  /** Queues the PDF to the customer's (or supplier's) address, or `to`, in `locale`. */
  async emailSalesDocument(name: SharedDocumentName, id: string, body: { to?: string; subject?: string; message?: string; locale: Locale }): Promise<void> {
    await postJson(`/api/${name}/email/${id}`, body);
  },
  /** The customer's (or supplier's) own link to the document. */
  async salesDocumentLink(name: SharedDocumentName, id: string): Promise<string> {
    return ((await httpClient(`/api/${name}/link/${id}`)).json as { url: string }).url;
  },
  /** `GET /api/customers/get/{invoice|quotation}/:id`; where the API lacks it, the list filtered by the customer's name. */
  async getCustomerDocuments(name: SalesDocumentName, customerId: string, customerName: string): Promise<CustomerDocumentRow[]> {
    try {
      return (await httpClient(`/api/customers/get/${SINGULAR[name]}/${customerId}`)).json as CustomerDocumentRow[];
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 404) throw error;
      const query = new URLSearchParams({ filter: JSON.stringify({ q: customerName }), range: JSON.stringify([0, 499]), sort: JSON.stringify(['date', 'DESC']) });
      const rows = (await httpClient(`/api/${name}?${query.toString()}`)).json as CustomerDocumentRow[];
      return rows.filter((row) => row.customer_id === customerId);
    }
  },
  /** Makes the template the one new documents of its kind get (`resource`: the templates' resource). */
  async setDefaultTemplate(resource: string, id: string): Promise<void> {
    await postJson(`/api/${resource}/default/${id}`, {});
  },
  /** Sets or replaces the template's logo (JPEG, PNG or GIF). */
  async uploadTemplateLogo(resource: string, id: string, file: File): Promise<void> {
    const body = new FormData();
    body.append('logo', file);
    await httpClient(`/api/${resource}/save/image/${id}`, { method: 'POST', body });
  },
  async deleteTemplateLogo(resource: string, id: string): Promise<void> {
    await httpClient(`/api/${resource}/delete/logo/${id}`, { method: 'DELETE' });
  },
  /** Attaches or replaces a document's one file at its attachment route (`/api/<documents>/attachment/<id>`). */
  async attachDocumentFile(url: string, file: File): Promise<void> {
    const body = new FormData();
    body.append('attachment', file);
    await httpClient(url, { method: 'POST', body });
  },
  async removeDocumentFile(url: string): Promise<void> {
    await httpClient(url, { method: 'DELETE' });
  },
};
