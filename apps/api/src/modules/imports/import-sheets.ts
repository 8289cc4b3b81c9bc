import { importColumns, importKindSpec, type ImportKind } from '@ginuma/domain';
import type { SheetColumn } from '../../platform/export/xlsx';
import type { StoredImport } from './import-store';

/** A kind's template: one header per column, in the language asked for, and no rows. */
export function templateColumns(kind: ImportKind, locale: 'en' | 'si'): SheetColumn[] {
  return importColumns(importKindSpec(kind)).map((c) => ({ key: c.field, header: c[locale], type: 'text' }));
}

/**
 * The rows a preview refused, as the file had them, each followed by what is wrong with it:
 * fixed in place, the sheet can be uploaded again as it is.
 */
export function errorSheet(stored: StoredImport): { columns: SheetColumn[]; rows: Record<string, unknown>[] } {
  const columns: SheetColumn[] = [
    { key: 'row', header: 'Row', type: 'number' },
    ...stored.headers.map((header, i) => ({ key: `c${i}`, header, type: 'text' as const })),
    { key: 'errors', header: 'Errors', type: 'text' },
  ];
  const byRow = new Map<number, string[]>();
  for (const error of stored.errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error.column ? `${error.column}: ${error.message}` : error.message]);
  const rows = stored.rows
    .filter((r) => byRow.has(r.row))
    .map((r) => ({ row: r.row, ...Object.fromEntries(stored.headers.map((_, i) => [`c${i}`, r.cells[i] ?? ''])), errors: (byRow.get(r.row) ?? []).join('\n') }));
  return { columns, rows };
}
