import { importColumns, importErrorKey, importKindSpec, type ImportErrorsRequest, type ImportKind } from '@ginuma/domain';
import type { SheetColumn } from '../../platform/export/xlsx';
import type { StoredImport } from './import-store';
import type { SheetRow } from './read-sheet';

/** A kind's template: one header per column, in the language asked for, and no rows. */
export function templateColumns(kind: ImportKind, locale: 'en' | 'si'): SheetColumn[] {
  return importColumns(importKindSpec(kind)).map((c) => ({ key: c.field, header: c[locale], type: 'text' }));
}

/**
 * The rows a preview refused, as the file had them, each followed by what is wrong with it:
 * fixed in place, the sheet can be uploaded again as it is. `said` words the errors and the
 * sheet's own headers in the user's language; without it they are the server's English.
 */
export function errorSheet(stored: StoredImport & { rows: SheetRow[] }, said?: ImportErrorsRequest): { columns: SheetColumn[]; rows: Record<string, unknown>[] } {
  const columns: SheetColumn[] = [
    { key: 'row', header: said?.row_header || 'Row', type: 'number' },
    ...stored.headers.map((header, i) => ({ key: `c${i}`, header, type: 'text' as const })),
    { key: 'errors', header: said?.errors_header || 'Errors', type: 'text' },
  ];
  const byRow = new Map<number, string[]>();
  for (const error of stored.errors) {
    const message = said?.texts[importErrorKey(error)] ?? error.message;
    byRow.set(error.row, [...(byRow.get(error.row) ?? []), error.column ? `${error.column}: ${message}` : message]);
  }
  const rows = stored.rows
    .filter((r) => byRow.has(r.row))
    .map((r) => ({ row: r.row, ...Object.fromEntries(stored.headers.map((_, i) => [`c${i}`, r.cells[i] ?? ''])), errors: (byRow.get(r.row) ?? []).join('\n') }));
  return { columns, rows };
}
