import { isUtf8 } from 'node:buffer';
import { pipeline, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { parse as parseStream } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { importsRefusal, type FieldRefusal } from '@ginuma/domain';
import { invalid } from '../../platform/http/app-errors';

/** A row of a file as read: its number as a spreadsheet shows it (the header is row 1) and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** A file's header, and its rows read one at a time: a large file is never held whole as rows. */
export interface Sheet {
  headers: string[];
  rows: AsyncIterable<SheetRow>;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** How much of the file the readers are handed at a time. */
const CHUNK = 64 * 1024;

/**
 * An uploaded CSV or .xlsx file as its header and its non-blank rows, or what is wrong with it
 * as far as its header and first row show. A fault the reading meets further on is refused as
 * the file's type while its rows are read (`invalid`, 422).
 */
export async function readSheet(file: Buffer): Promise<Sheet | FieldRefusal> {
  const table = (file.subarray(0, 4).equals(ZIP) ? workbookRows(file) : csvRows(file))[Symbol.asyncIterator]();
  let header: IteratorResult<SheetRow>;
  let first: IteratorResult<SheetRow>;
  try {
    header = await table.next();
    do first = await table.next();
    while (!first.done && blank(first.value));
  } catch {
    return importsRefusal.field('file-type');
  }
  const headers = header.done ? [] : header.value.cells.map((h) => h.trim());
  if (headers.every((h) => h === '')) return importsRefusal.field('file-type');
  if (first.done) return importsRefusal.field('no-rows');
  const firstRow = first.value;
  async function* rows(): AsyncGenerator<SheetRow> {
    yield firstRow;
    try {
      for (let next = await table.next(); !next.done; next = await table.next()) if (!blank(next.value)) yield next.value;
    } catch {
      throw invalid('file', importsRefusal.field('file-type'));
    }
  }
  return { headers, rows: rows() };
}

const blank = (row: SheetRow) => row.cells.every((c) => c.trim() === '');

/** The file in pieces, so a reader decodes and parses a piece at a time. */
function* chunks(file: Buffer, from: number): Generator<Buffer> {
  for (let at = from; at < file.length; at += CHUNK) yield file.subarray(at, at + CHUNK);
}

/**
 * The encoding of a text file as Excel writes it: UTF-8 (with or without its BOM), UTF-16 with
 * its BOM ("Unicode text"), and otherwise Windows-1252 (a "CSV" saved by Excel on an English
 * Windows), recognised by not being valid UTF-8. Only the BOM and a check of the bytes: nothing
 * is decoded.
 */
function textEncoding(file: Buffer): { encoding: string; from: number } {
  if (file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf) return { encoding: 'utf8', from: 3 };
  if (file[0] === 0xff && file[1] === 0xfe) return { encoding: 'utf-16le', from: 2 };
  if (file[0] === 0xfe && file[1] === 0xff) return { encoding: 'utf-16be', from: 2 };
  return { encoding: isUtf8(file) ? 'utf8' : 'windows-1252', from: 0 };
}

/** A CSV file's rows as `readCsv` reads them, parsed as the file is decoded, a piece at a time. */
async function* csvRows(file: Buffer): AsyncGenerator<SheetRow> {
  const { encoding, from } = textEncoding(file);
  const start = iconv.decode(file.subarray(from, from + CHUNK), encoding);
  if (start.includes('\u0000')) throw new Error('not text');
  const parser = parseStream({ delimiter: delimiterOf(start), relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  pipeline(Readable.from(chunks(file, from)), iconv.decodeStream(encoding), parser, () => undefined);
  let row = 0;
  for await (const cells of parser as AsyncIterable<string[]>) yield { row: ++row, cells };
}

/** The delimiter the header line uses most: a comma, the semicolon of a locale whose decimal mark is a comma, or the tab of Excel's Unicode text. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return [',', ';', '\t'].reduce((best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best), ',');
}

/** A whole text file's characters, in the encoding `textEncoding` recognises (a bank statement's file is small). */
export function decodeText(file: Buffer): string {
  const { encoding, from } = textEncoding(file);
  return iconv.decode(file.subarray(from), encoding);
}

/**
 * CSV rows, split on the delimiter the header line uses most: a comma, the semicolon of a
 * locale whose decimal mark is a comma, or the tab of Excel's Unicode text. Null for a file
 * that is not text (a legacy .xls, an image).
 */
export function readCsv(text: string): SheetRow[] | null {
  if (text.includes('\u0000')) return null;
  try {
    const records = parse(text, { delimiter: delimiterOf(text), relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as string[][];
    return records.map((cells, i) => ({ row: i + 1, cells }));
  } catch {
    return null;
  }
}

/** The first sheet of a workbook, read by exceljs's streaming reader a row at a time (numbers formatted as dates read as dates). */
async function* workbookRows(file: Buffer): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunks(file, 0)), { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if (!row.hasValues) continue;
      const cells: string[] = [];
      for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
      yield { row: row.number, cells };
    }
    return;
  }
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
