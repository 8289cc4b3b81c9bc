import { httpClient } from './httpClient';
import { downloadFile } from './download';

export interface Choice {
  id: string;
  name: string;
}

export interface ListQuery {
  filter: Record<string, unknown>;
  sort: { field: string; order: string };
}

/** A column of an export: the list's field and its header in the user's language. */
export interface ExportColumn {
  source: string;
  label: string;
}

/** Lists the server keeps for the settings' choice inputs. */
export type RemoteChoices = 'time-zone' | 'currency';

/** The shared record screens' calls beyond CRUD, as dataProvider methods. */
export const recordActions = {
  /** The code the next record of an auto-numbered resource would get; the server numbers it again on save. */
  async getNewCode(resource: string): Promise<string> {
    return ((await httpClient(`/api/${resource}/get/new/code`)).json as { code: string }).code;
  },
  async getChoices(list: RemoteChoices): Promise<Choice[]> {
    return (await httpClient(`/api/configurations/${list}`)).json as Choice[];
  },
  /** Back from the deleted list; `path` is the screen's restore call. */
  async restoreRecord(path: string): Promise<void> {
    await httpClient(path, { method: 'POST' });
  },
  /** Deleted for good; `path` is the screen's permanent-delete call. */
  async purgeRecord(path: string): Promise<void> {
    await httpClient(path, { method: 'DELETE' });
  },
  /** A delete the server asked to be confirmed (a customer or supplier with an open balance), confirmed. */
  async deleteRecordKnowingly(resource: string, id: string): Promise<void> {
    await httpClient(`/api/${resource}/${encodeURIComponent(id)}?confirm=true`, { method: 'DELETE' });
  },
  async toggleRecordStatus(resource: string, id: string): Promise<void> {
    await httpClient(`/api/${resource}/status/${id}`, { method: 'POST' });
  },
  /** The server builds the .xlsx from the same filters and the columns on screen, titled in the user's language. */
  async exportList(resource: string, query: ListQuery, columns: ExportColumn[], deleted: boolean): Promise<void> {
    const params = new URLSearchParams({
      filter: JSON.stringify(query.filter),
      sort: JSON.stringify([query.sort.field, query.sort.order]),
      columns: JSON.stringify(columns),
    });
    if (deleted) params.set('deleted', 'true');
    await downloadFile(`/api/${resource}/-/export?${params.toString()}`, `${resource}.xlsx`);
  },
  /** An A4 sheet of barcode labels for the chosen products. */
  async printBarcodes(productIds: readonly string[]): Promise<void> {
    await downloadFile('/api/products/barcode', 'barcodes.pdf', { product_ids: productIds });
  },
};
