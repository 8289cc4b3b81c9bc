import { HttpError } from 'react-admin';
import { httpClient, readCookie } from '../providers/httpClient';
import type { RecordScreen } from './recordScreens';

export interface ListQuery {
  filter: Record<string, unknown>;
  sort: { field: string; order: string };
}

export interface ExportColumn {
  source: string;
  label: string;
}

export async function restoreRecord(screen: RecordScreen, id: string): Promise<void> {
  await httpClient(screen.restorePath(id), { method: 'POST' });
}

export async function purgeRecord(screen: RecordScreen, id: string): Promise<void> {
  await httpClient(screen.purgePath(id), { method: 'DELETE' });
}

export async function toggleStatus(screen: RecordScreen, id: string): Promise<void> {
  await httpClient(`/api/${screen.name}/status/${id}`, { method: 'POST' });
}

/** The server builds the .xlsx from the same filters and the columns on screen, titled in the user's language. */
export async function downloadExport(screen: RecordScreen, query: ListQuery, columns: ExportColumn[], deleted: boolean): Promise<void> {
  const params = new URLSearchParams({
    filter: JSON.stringify(query.filter),
    sort: JSON.stringify([query.sort.field, query.sort.order]),
    columns: JSON.stringify(columns),
  });
  if (deleted) params.set('deleted', 'true');
  await downloadFile(`/api/${screen.name}/export?${params.toString()}`, `${screen.name}.xlsx`);
}

/** Saves what a GET (or a POST of `post`) answers as a file (exports, PDFs), or throws the server's error. */
export async function downloadFile(path: string, filename: string, post?: object): Promise<void> {
  const init: RequestInit = post
    ? {
        method: 'POST',
        body: JSON.stringify(post),
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': readCookie('XSRF-TOKEN') ?? '' },
      }
    : {};
  const response = await fetch(path, { ...init, credentials: 'same-origin' });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => ({}));
    const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : response.statusText;
    throw new HttpError(message, response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download manager; release it on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** An A4 sheet of barcode labels for the chosen products. */
export async function printBarcodes(productIds: readonly string[]): Promise<void> {
  await downloadFile('/api/products/barcode', 'barcodes.pdf', { product_ids: productIds });
}
