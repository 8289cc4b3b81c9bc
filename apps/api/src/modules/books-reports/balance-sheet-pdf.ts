import { formatMoney, Money, type BalanceSheetReport, type Locale } from '@ginuma/domain';
import { PdfWriter } from '../../platform/pdf/pdf-writer';
import { DOCUMENT_COLOUR, writeLetterhead, type PrintBusiness } from '../../platform/pdf/document-letterhead';

const LABELS: Record<Locale, Record<string, string>> = {
  en: {
    title: 'BALANCE SHEET',
    asOf: 'As of',
    knownAt: 'As known at',
    assets: 'Assets',
    liabilities: 'Liabilities',
    equity: 'Equity',
    total: 'Total',
    liabilitiesAndEquity: 'Total liabilities and equity',
  },
  si: {
    title: 'ශේෂ පත්‍රය',
    asOf: 'දිනට',
    knownAt: 'දැන සිටි වේලාව',
    assets: 'වත්කම්',
    liabilities: 'වගකීම්',
    equity: 'හිමිකම',
    total: 'එකතුව',
    liabilitiesAndEquity: 'මුළු වගකීම් සහ හිමිකම',
  },
};

/** The balance sheet printed on A4, in English or Sinhala (account names in the chosen language). */
export async function balanceSheetPdf(business: PrintBusiness, sheet: BalanceSheetReport, locale: Locale): Promise<Buffer> {
  const label = LABELS[locale];
  const money = (value: string) => formatMoney(Money.of(value), locale === 'si' ? 'si-LK' : 'en-US');
  const pdf = new PdfWriter('A4');
  const { doc } = pdf;
  const left = doc.page.margins.left;
  const width = pdf.contentWidth;
  let y = writeLetterhead(pdf, business, {
    title: label.title ?? '',
    reversedNote: null,
    facts: [
      [label.asOf ?? '', sheet.as_of],
      [label.knownAt ?? '', sheet.known_at],
    ],
  });
  const row = (name: string, amount: string, bold = false) => {
    if (y > doc.page.height - doc.page.margins.bottom - 24) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    pdf.text(name, { size: 10, bold, width: width - 150 }, { x: left + 8, y });
    const after = doc.y;
    pdf.text(money(amount), { size: 10, bold, align: 'right', width: 140 }, { x: left + width - 140, y });
    y = Math.max(after, doc.y) + 3;
  };
  for (const section of sheet.sections) {
    y += 8;
    pdf.text(label[section.key] ?? section.key, { bold: true, size: 12, color: DOCUMENT_COLOUR }, { x: left, y });
    y = doc.y + 4;
    for (const line of section.lines) row(`${line.code ? `${line.code}  ` : ''}${line.name[locale]}`, line.amount);
    doc.rect(left, y, width, 0.5).fill('#9aa5b1');
    y += 3;
    row(`${label.total} ${(label[section.key] ?? '').toLowerCase()}`, section.total, true);
  }
  y += 8;
  row(label.liabilitiesAndEquity ?? '', sheet.totals.liabilities_and_equity, true);
  return pdf.toBuffer();
}
