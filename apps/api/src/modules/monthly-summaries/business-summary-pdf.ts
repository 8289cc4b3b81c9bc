import type { Locale, ProfitLossStatement } from '@ginuma/domain';
import { PdfWriter } from '../../platform/pdf/pdf-writer';
import { DOCUMENT_COLOUR, writeLetterhead, type PrintBusiness } from '../../platform/pdf/document-letterhead';
import { moneyIn } from '../payments/payment-pdf';
import { PROFIT_AND_LOSS_LABELS, profitAndLossLineName } from '../reports/profit-and-loss.labels';

const HEAD: Record<Locale, { title: string; period: string; currency: string }> = {
  en: { title: 'Monthly business summary', period: 'Period', currency: 'Currency' },
  si: { title: 'මාසික ව්‍යාපාරික සාරාංශය', period: 'කාල සීමාව', currency: 'මුදල් ඒකකය' },
};

/** Last month's profit and loss as a one-page PDF: each section's lines and total, then the profits. */
export async function businessSummaryPdf(
  business: PrintBusiness,
  statement: ProfitLossStatement,
  period: { from: string; to: string },
  currency: string,
  locale: Locale,
): Promise<Buffer> {
  const labels = PROFIT_AND_LOSS_LABELS[locale];
  const money = moneyIn(locale);
  const pdf = new PdfWriter('A4');
  const { doc } = pdf;
  const left = doc.page.margins.left;
  const width = pdf.contentWidth;
  let y = writeLetterhead(pdf, business, {
    title: HEAD[locale].title,
    reversedNote: null,
    facts: [
      [HEAD[locale].period, `${period.from} – ${period.to}`],
      [HEAD[locale].currency, currency],
    ],
  });
  const row = (name: string, amount: string, style: { bold?: boolean; indent?: number; color?: string } = {}) => {
    pdf.text(name, { size: 10, bold: style.bold, width: width - 180 }, { x: left + (style.indent ?? 0), y });
    pdf.text(money(amount), { size: 10, bold: style.bold, color: style.color, align: 'right', width: 160 }, { x: left + width - 160, y });
    y = doc.y + 4;
  };
  for (const section of statement.sections) {
    y += 10;
    doc.rect(left, y - 4, width, 20).fill(DOCUMENT_COLOUR);
    pdf.text(labels.sections[section.key], { size: 10, bold: true, color: '#ffffff' }, { x: left + 4, y });
    y = doc.y + 8;
    for (const line of section.lines) row(profitAndLossLineName(labels, line), line.amount, { indent: 12 });
    row(labels.totals[section.key], section.total, { bold: true });
    if (section.key === 'cost_of_sales') {
      y += 6;
      row(labels.grossProfit, statement.gross_profit, { bold: true, color: DOCUMENT_COLOUR });
    }
  }
  y += 10;
  doc.rect(left, y - 4, width, 1).fill('#52606d');
  y += 4;
  row(labels.netProfit, statement.net_profit, { bold: true, color: DOCUMENT_COLOUR });
  return pdf.toBuffer();
}
