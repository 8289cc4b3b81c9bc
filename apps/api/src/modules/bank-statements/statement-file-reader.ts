import ExcelJS from 'exceljs';
import { bankStatementsRefusal } from '@ginuma/domain';
import { cellText, decodeText, readCsv } from '../imports/read-sheet';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * A statement file's rows as text cells, every row in its place: banks print a title, the
 * account and the period above the table, so the header is not always the first row. CSV and
 * its encodings are read as every import reads them.
 */
export async function statementRows(content: Buffer): Promise<string[][]> {
  const rows = content.subarray(0, 4).equals(ZIP) ? await workbookRows(content) : readCsv(decodeText(content))?.map((r) => r.cells);
  if (!rows) throw bankStatementsRefusal.onField('file', 'file-type');
  return rows;
}

async function workbookRows(content: Buffer): Promise<string[][] | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(cellText(row.getCell(column).value));
    rows[row.number - 1] = cells;
  });
  return Array.from(rows, (cells) => cells ?? []);
}
