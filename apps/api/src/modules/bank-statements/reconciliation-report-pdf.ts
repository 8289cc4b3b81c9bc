import { formatMoney, Money, type Locale } from '@ginuma/domain';
import { PdfWriter } from '../../platform/pdf/pdf-writer';
import { writeLetterhead, type PrintBusiness } from '../../platform/pdf/document-letterhead';
import type { ReconciliationReport } from './queries/get-reconciliation-report.handler';

/** The report's rows are named in English; the print says them in the reader's language. */
const ITEMS_SI: Record<string, string> = {
  'Opening balance': 'ආරම්භක ශේෂය',
  'Cleared money in': 'නිෂ්කාශිත ලැබීම්',
  'Cleared money out': 'නිෂ්කාශිත ගෙවීම්',
  'Closing balance (statement)': 'අවසාන ශේෂය (ප්‍රකාශය)',
  'Outstanding deposit': 'නොපැමිණි තැන්පතුව',
  'Outstanding payment': 'නොපැමිණි ගෙවීම',
  'Balance in the books': 'පොත්වල ශේෂය',
};
const TITLE: Record<Locale, string> = { en: 'BANK RECONCILIATION', si: 'බැංකු සැසඳුම' };
const FACTS: Record<Locale, [account: string, date: string]> = { en: ['Account', 'Statement date'], si: ['ගිණුම', 'ප්‍රකාශ දිනය'] };

/** The reconciliation report printed on A4, in English or Sinhala: the statement's figures, then what it left outstanding. */
export async function reconciliationReportPdf(business: PrintBusiness, report: ReconciliationReport, locale: Locale): Promise<Buffer> {
  const money = (value: string) => formatMoney(Money.of(value), locale === 'si' ? 'si-LK' : 'en-US');
  const pdf = new PdfWriter('A4');
  const { doc } = pdf;
  const left = doc.page.margins.left;
  const width = pdf.contentWidth;
  const [account, date] = FACTS[locale];
  let y = writeLetterhead(pdf, business, { title: TITLE[locale], reversedNote: null, facts: [[account, report.account], [date, report.statement_date]] });
  y += 8;
  for (const row of report.rows) {
    if (y > doc.page.height - doc.page.margins.bottom - 24) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    const item = String(row.item);
    // The statement's own figures stand out; an outstanding document says which one it is.
    const figure = row.document === undefined;
    const detail = figure ? '' : [row.date, row.document, row.party].filter((v) => typeof v === 'string' && v !== '').join('  ');
    pdf.text(locale === 'si' ? (ITEMS_SI[item] ?? item) : item, { size: 10, bold: figure, width: 180 }, { x: left, y });
    const after = doc.y;
    pdf.text(detail, { size: 9, width: width - 330 }, { x: left + 185, y });
    const detailAfter = doc.y;
    pdf.text(money(String(row.amount)), { size: 10, bold: figure, align: 'right', width: 140 }, { x: left + width - 140, y });
    y = Math.max(after, detailAfter, doc.y) + 4;
  }
  return pdf.toBuffer();
}
