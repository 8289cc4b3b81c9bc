import ExcelJS from 'exceljs';
import type { Test } from 'supertest';

/** The workbook an export route answers with (supertest would otherwise parse it as text). */
export async function readWorkbook(request: Test): Promise<ExcelJS.Workbook> {
  const response = await request
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200)
    .expect('content-type', /spreadsheetml/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.body as ArrayBuffer);
  return workbook;
}

/**
 * A report sheet read from its column headers on: row 1 is the header row, below the heading
 * (the report's name and its question) and the blank line that ends it.
 */
export function reportTable(sheet: ExcelJS.Worksheet): { heading: string[]; getRow(n: number): ExcelJS.Row; rowCount: number } {
  let blank = 1;
  while (sheet.getRow(blank).cellCount > 0) blank += 1;
  const heading = Array.from({ length: blank - 1 }, (_, i) => String(sheet.getRow(i + 1).getCell(1).value));
  return { heading, getRow: (n) => sheet.getRow(blank + n), rowCount: sheet.rowCount - blank };
}
