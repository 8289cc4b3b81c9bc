import { PassThrough } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type ExcelJS from 'exceljs';
import { exportsRefusal } from '@ginuma/domain';
import { download } from '../http/download';

export type CellType = 'text' | 'money' | 'quantity' | 'number' | 'date' | 'datetime' | 'boolean';

export interface SheetColumn {
  key: string;
  header: string;
  type: CellType;
}

const FORMATS: Partial<Record<CellType, string>> = {
  money: '#,##0.00',
  quantity: '#,##0.000',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

/** One sheet of a workbook: its title, typed columns, rows and an optional bold totals row. */
export interface SheetSpec {
  title: string;
  columns: readonly SheetColumn[];
  rows: readonly Record<string, unknown>[];
  totals?: Record<string, unknown>;
  /** Lines above the table, the first as its title (a report's name and the question it answered). */
  heading?: readonly string[];
}

/** Beyond this many columns a sheet prints on a landscape page. */
const PORTRAIT_COLUMNS = 6;

/**
 * One sheet as an .xlsx file, written by exceljs's streaming writer. Cells are typed:
 * amounts become numbers with a number format (Excel has no decimal type; two decimals
 * survive a double exactly for display), dates become dates, and text stays text, so a
 * user's "=HYPERLINK(…)" is never a formula.
 */
export async function writeSheet(
  title: string,
  columns: readonly SheetColumn[],
  rows: readonly Record<string, unknown>[],
  totals?: Record<string, unknown>,
): Promise<Buffer> {
  return writeWorkbook([{ title, columns, rows, totals }]);
}

/** Several sheets in one .xlsx file, in order (a report and the question it answered). */
export async function writeWorkbook(sheets: readonly SheetSpec[]): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  // Loaded on the first export, not at start: exceljs is the heaviest module the API requires.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  for (const { title, columns, rows, totals, heading = [] } of sheets) {
    // The heading and a blank line come before the column headers, which stay in view.
    const headerRow = heading.length > 0 ? heading.length + 2 : 1;
    const sheet = workbook.addWorksheet(title.slice(0, 31) || 'Sheet1', {
      views: [{ state: 'frozen', ySplit: headerRow }],
      // However many columns, a printed page holds them all: as many pages down as needed, one across.
      pageSetup: { fitToPage: true, fitToWidth: 1, fitToHeight: 0, orientation: columns.length > PORTRAIT_COLUMNS ? 'landscape' : 'portrait' },
    });
    sheet.columns = columns.map((c) => ({
      key: c.key,
      width: Math.min(60, Math.max(12, c.header.length + 4)),
      style: FORMATS[c.type] ? { numFmt: FORMATS[c.type] } : {},
    }));
    heading.forEach((line, i) => {
      const row = sheet.getRow(i + 1);
      row.getCell(1).value = line;
      row.font = i === 0 ? { bold: true, size: 14 } : { italic: true };
      row.commit();
    });
    const header = sheet.getRow(headerRow);
    header.values = columns.map((c) => c.header);
    header.font = { bold: true };
    header.commit();
    for (const row of rows) sheet.addRow(cells(columns, row)).commit();
    if (totals) {
      const added = sheet.addRow(cells(columns, totals));
      added.font = { bold: true };
      added.commit();
    }
    sheet.commit();
  }
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

function cells(columns: readonly SheetColumn[], row: Record<string, unknown>): Record<string, ExcelJS.CellValue> {
  return Object.fromEntries(columns.map((c) => [c.key, cell(c.type, row[c.key])]));
}

function cell(type: CellType, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'money':
    case 'quantity':
    case 'number':
      return Number(value);
    case 'date':
      return typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : (value as Date);
    case 'datetime':
      return value instanceof Date ? value : new Date(String(value));
    case 'boolean':
      return Boolean(value);
    case 'text':
      return String(value);
  }
}

/** A sheet as the download an export route answers with (`<name>.xlsx`). */
export async function sheetDownload(
  name: string,
  title: string,
  columns: readonly SheetColumn[],
  rows: readonly Record<string, unknown>[],
  totals?: Record<string, unknown>,
): Promise<StreamableFile> {
  return xlsxDownload(name, await writeSheet(title, columns, rows, totals));
}

/** An .xlsx file as the download an export route answers with (`<name>.xlsx`). */
export function xlsxDownload(name: string, file: Buffer): StreamableFile {
  return download(file, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', `${name}.xlsx`, 'attachment');
}

/**
 * The columns on screen, titled in the user's language: the admin sends
 * `columns=[{"source":"name","label":"නම"}]`; sources not in `known` are dropped, and without
 * the parameter every known column is written with its own header.
 */
export function chooseColumns(known: readonly SheetColumn[], requested: unknown): SheetColumn[] {
  if (typeof requested !== 'string') return [...known];
  let parsed: unknown;
  try {
    parsed = JSON.parse(requested);
  } catch {
    throw exportsRefusal.onField('columns', 'columns-not-json');
  }
  if (!Array.isArray(parsed)) return [...known];
  const types = new Map(known.map((c) => [c.key, c.type]));
  const chosen = parsed
    .filter((c): c is { source: string; label: string } => typeof c?.source === 'string' && typeof c?.label === 'string' && types.has(c.source))
    .map((c) => ({ key: c.source, header: c.label, type: types.get(c.source) ?? 'text' }));
  // Asking only for columns the sheet does not have still gets a sheet worth opening.
  return chosen.length > 0 ? chosen : [...known];
}
