import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { cellText, decodeText, readSheet, type Sheet, type SheetRow } from './read-sheet';

/** A file's header and every row it yields, read to the end. */
const sheet = async (file: Buffer) => {
  const read = (await readSheet(file)) as Sheet;
  const rows: SheetRow[] = [];
  for await (const row of read.rows) rows.push(row);
  return { headers: read.headers, rows };
};

describe('reading an uploaded file', () => {
  it('reads UTF-8 with Sinhala names, with and without a BOM', async () => {
    const text = 'Name,Email\r\nකමල් පෙරේරා,kamal@example.lk\r\n';
    for (const file of [Buffer.from(text), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])]) {
      expect(await sheet(file)).toEqual({ headers: ['Name', 'Email'], rows: [{ row: 2, cells: ['කමල් පෙරේරා', 'kamal@example.lk'] }] });
    }
  });

  it('reads the tab-separated UTF-16 of Excel’s Unicode text', async () => {
    const file = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('Name\tPhone\r\nනිමල්\t0771234567\r\n', 'utf-16le')]);
    expect(await sheet(file)).toEqual({ headers: ['Name', 'Phone'], rows: [{ row: 2, cells: ['නිමල්', '0771234567'] }] });
  });

  it('reads the Windows-1252 of a CSV saved by Excel, and a semicolon-separated one', async () => {
    const file = iconv.encode('Name;Address\r\nCafé Lanka;"12, Galle Road"\r\n', 'windows-1252');
    expect(decodeText(file)).toContain('Café');
    expect(await sheet(file)).toEqual({ headers: ['Name', 'Address'], rows: [{ row: 2, cells: ['Café Lanka', '12, Galle Road'] }] });
  });

  it('keeps each row’s number as the spreadsheet shows it and skips blank rows', async () => {
    const read = await sheet(Buffer.from('Name\nA\n\nB\n'));
    expect(read.rows).toEqual([
      { row: 2, cells: ['A'] },
      { row: 4, cells: ['B'] },
    ]);
  });

  it('reads the first sheet of an .xlsx workbook, numbers and dates as typed', async () => {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('Customers');
    ws.addRow(['Name', 'Open outstanding', 'Since']);
    ws.addRow(['සුනිල්', 0.1 + 0.2, new Date(Date.UTC(2024, 2, 5))]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await sheet(file)).toEqual({ headers: ['Name', 'Open outstanding', 'Since'], rows: [{ row: 2, cells: ['සුනිල්', '0.3', '2024-03-05'] }] });
  });

  it('reads a file of many pieces a row at a time: characters split between pieces, an encoding only its end shows', async () => {
    const names = Array.from({ length: 20_000 }, (_, i) => `කමල් ${i}`);
    const text = ['Name', ...names].join('\r\n');
    for (const file of [Buffer.from(text), Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')])]) {
      const read = await sheet(file);
      expect(read.rows.map((r) => r.cells[0])).toEqual(names);
      expect(read.rows[19_999].row).toBe(20_001);
    }
    const latin = Buffer.concat([Buffer.from(['Name', ...Array.from({ length: 20_000 }, (_, i) => `Lanka ${i}`)].join('\n')), iconv.encode('\nCafé', 'windows-1252')]);
    expect((await sheet(latin)).rows.at(-1)).toEqual({ row: 20_002, cells: ['Café'] });
  });

  it('refuses as the file’s type a fault found after its first rows', async () => {
    await expect(sheet(Buffer.from(`Name\n${'A\n'.repeat(50_000)}"never closed`))).rejects.toMatchObject({ status: 422 });
  });

  it('refuses a file that is not a table, and one with no rows', async () => {
    expect(await readSheet(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]))).toMatchObject({ code: 'imports.file-type' });
    expect(await readSheet(Buffer.from('Name,Email\n'))).toMatchObject({ code: 'imports.no-rows' });
  });

  it('says a formula and rich text by their text', () => {
    expect(cellText({ formula: 'A1*2', result: 42 } as ExcelJS.CellValue)).toBe('42');
    expect(cellText({ richText: [{ text: 'Ama' }, { text: 'ra' }] } as ExcelJS.CellValue)).toBe('Amara');
  });
});
