import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { importsRefusal, type FieldRefusal } from '@ginuma/domain';

/** A row of a file as read: its number as a spreadsheet shows it (the header is row 1) and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** An uploaded CSV or .xlsx file as its header and rows of text, or what is wrong with it. */
export async function readSheet(file: Buffer): Promise<Sheet | FieldRefusal> {
  const table = file.subarray(0, 4).equals(ZIP) ? await readWorkbook(file) : readCsv(decodeText(file));
  if (table === null) return importsRefusal.field('file-type');
  const [header, ...rest] = table;
  const headers = (header?.cells ?? []).map((h) => h.trim());
  const rows = rest.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (headers.every((h) => h === '')) return importsRefusal.field('file-type');
  if (rows.length === 0) return importsRefusal.field('no-rows');
  return { headers, rows };
}

/**
 * A text file's characters, in the encodings Excel writes: UTF-8 (with or without its BOM),
 * UTF-16 with its BOM ("Unicode text"), and otherwise Windows-1252 (a "CSV" saved by Excel on
 * an English Windows), recognised by not being valid UTF-8.
 */
export function decodeText(file: Buffer): string {
  if (file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf) return file.subarray(3).toString('utf8');
  if (file[0] === 0xff && file[1] === 0xfe) return iconv.decode(file.subarray(2), 'utf-16le');
  if (file[0] === 0xfe && file[1] === 0xff) return iconv.decode(file.subarray(2), 'utf-16be');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return iconv.decode(file, 'windows-1252');
  }
}

/**
 * CSV rows, split on the delimiter the header line uses most: a comma, the semicolon of a
 * locale whose decimal mark is a comma, or the tab of Excel's Unicode text. Null for a file
 * that is not text (a legacy .xls, an image).
 */
export function readCsv(text: string): SheetRow[] | null {
  if (text.includes('\u0000')) return null;
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [',', ';', '\t'].reduce((best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best), ',');
  try {
    const records = parse(text, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as string[][];
    return records.map((cells, i) => ({ row: i + 1, cells }));
  } catch {
    return null;
  }
}

async function readWorkbook(file: Buffer): Promise<SheetRow[] | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
    rows.push({ row: row.number, cells });
  });
  return rows;
}

/**
 * A cell as the text a user would have typed: a number without a binary fraction's tail
 * (0.1 + 0.2 reads 0.3), a date as YYYY-MM-DD, a formula as its result.
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}
