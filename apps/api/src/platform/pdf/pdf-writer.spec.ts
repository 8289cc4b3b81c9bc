import { PdfWriter } from './pdf-writer';

describe('PdfWriter', () => {
  it('sets Sinhala runs in the Sinhala face and the rest in the Latin one', async () => {
    const pdf = new PdfWriter('A4');
    pdf.text('Invoice ඉන්වොයිසිය', { bold: true }).text('ශ්‍රී ලංකා', { align: 'right' });
    const file = (await pdf.toBuffer()).toString('latin1');
    expect(file.startsWith('%PDF-')).toBe(true);
    expect(file).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(file).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSinhala-Bold/);
    expect(file).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSinhala-Regular/);
  });

  it('uses the page size asked for', async () => {
    const letter = (await new PdfWriter('Letter').toBuffer()).toString('latin1');
    expect(letter).toMatch(/\/MediaBox \[0 0 612 792\]/);
    const a4 = (await new PdfWriter('A4').toBuffer()).toString('latin1');
    expect(a4).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });
});
