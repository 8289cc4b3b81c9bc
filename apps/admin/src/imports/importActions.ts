import type { ImportErrorsRequest, ImportKind, ImportView, Locale } from '@ginuma/domain';
import { httpClient, postJson } from '../providers/httpClient';
import { downloadFile } from '../providers/download';

/** How the file writes numbers and dates, and the columns the user mapped by hand (none: the automatic mapping). */
export interface ImportChoices {
  decimalSeparator: '.' | ',';
  dateFormat: 'dd/MM/yyyy' | 'MM/dd/yyyy' | 'yyyy-MM-dd';
  mapping: Record<string, string | null> | null;
}

/** Spreadsheet imports: upload to preview, import what was previewed (both run in the background), cancel a run, and undo an import as a whole. */
export const importActions = {
  async previewImport(kind: ImportKind, file: File, choices: ImportChoices): Promise<ImportView> {
    const body = new FormData();
    body.append('kind', kind);
    body.append('decimal_separator', choices.decimalSeparator);
    body.append('date_format', choices.dateFormat);
    if (choices.mapping) body.append('mapping', JSON.stringify(choices.mapping));
    body.append('file', file);
    return (await httpClient('/api/imports', { method: 'POST', body })).json as ImportView;
  },
  async getImport(id: string): Promise<ImportView> {
    return (await httpClient(`/api/imports/${id}`)).json as ImportView;
  },
  async commitImport(id: string): Promise<ImportView> {
    return (await postJson(`/api/imports/commit/${id}`, {})).json as ImportView;
  },
  /** Asks a running preview or import to stop; the answer is the import still running, its GET says when it has. */
  async cancelImport(id: string): Promise<ImportView> {
    return (await postJson(`/api/imports/cancel/${id}`, {})).json as ImportView;
  },
  async undoImport(id: string): Promise<ImportView> {
    return (await postJson(`/api/imports/undo/${id}`, {})).json as ImportView;
  },
  async downloadImportTemplate(kind: ImportKind, locale: Locale): Promise<void> {
    await downloadFile(`/api/imports/template/${kind}?locale=${locale}`, `${kind}-import.xlsx`);
  },
  /** The rows with errors, the errors and the sheet's headers said as `said` words them (the page's language). */
  async downloadImportErrors(view: ImportView, said: ImportErrorsRequest): Promise<void> {
    await downloadFile(`/api/imports/errors/${view.id}`, `${view.kind}-import-errors.xlsx`, said);
  },
};
