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
