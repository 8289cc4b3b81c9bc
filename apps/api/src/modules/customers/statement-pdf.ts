import { formatMoney, Money, type Locale } from '@ginuma/domain';
import { PdfWriter } from '../../platform/pdf/pdf-writer';
import { DOCUMENT_COLOUR, writeLetterhead, type PrintBusiness } from '../../platform/pdf/document-letterhead';
import { STATEMENT_BUCKETS, type Statement, type StatementBucket, type StatementEntry } from './statement';

interface StatementLabels {
  title: string;
  customer: string;
  supplier: string;
  period: string;
  knownAt: string;
  date: string;
  entry: string;
  document: string;
  debit: string;
  credit: string;
  balance: string;
  opening: string;
  closing: string;
  aging: string;
  total: string;
  entries: Record<StatementEntry, string>;
  buckets: Record<StatementBucket, string>;
}

export const STATEMENT_LABELS: Record<Locale, StatementLabels> = {
  en: {
    title: 'STATEMENT OF ACCOUNT',
    customer: 'Customer',
    supplier: 'Supplier',
    period: 'Period',
    knownAt: 'As known at',
    date: 'Date',
    entry: 'Entry',
    document: 'Document',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    opening: 'Opening balance',
    closing: 'Closing balance',
    aging: 'Aging of the balance',
    total: 'Total',
    entries: {
      invoice: 'Invoice',
      receipt: 'Receipt',
      refund: 'Refund',
      credit_applied: 'Credit applied',
      bill: 'Bill',
      payment: 'Payment',
      reversal: 'Reversal',
      other: 'Other',
    },
    buckets: { current: 'Current', days_1_30: '1-30 days', days_31_60: '31-60 days', days_61_90: '61-90 days', days_over_90: 'Over 90 days' },
  },
  si: {
    title: 'ගිණුම් ප්‍රකාශය',
    customer: 'පාරිභෝගිකයා',
    supplier: 'සැපයුම්කරු',
    period: 'කාල සීමාව',
    knownAt: 'දැන සිටි වේලාව',
    date: 'දිනය',
    entry: 'සටහන',
    document: 'ලේඛනය',
    debit: 'හර',
    credit: 'බැර',
    balance: 'ශේෂය',
    opening: 'ආරම්භක ශේෂය',
    closing: 'අවසාන ශේෂය',
    aging: 'ශේෂයේ කල් ඉකුත්වීම',
    total: 'එකතුව',
    entries: {
      invoice: 'ඉන්වොයිසිය',
      receipt: 'රිසිට්පත',
      refund: 'ආපසු ගෙවීම',
      credit_applied: 'ණය යෙදවීම',
      bill: 'බිල',
      payment: 'ගෙවීම',
      reversal: 'ආපසු හැරවීම',
      other: 'වෙනත්',
    },
    buckets: { current: 'වත්මන්', days_1_30: 'දින 1-30', days_31_60: 'දින 31-60', days_61_90: 'දින 61-90', days_over_90: 'දින 90 ට වැඩි' },
  },
};

/**
 * A statement on A4 in the reader's language: the letterhead, the party and period, one row
 * per movement with its running balance between the opening and closing balances, and the
 * aging of what is open on the last day.
 */
export async function statementPdf(business: PrintBusiness, statement: Statement, locale: Locale): Promise<Buffer> {
  const label = STATEMENT_LABELS[locale];
  const money = (value: string) => formatMoney(Money.of(value), locale === 'si' ? 'si-LK' : 'en-US');
  const pdf = new PdfWriter('A4');
  const { doc } = pdf;
  const left = doc.page.margins.left;
  const width = pdf.contentWidth;
  let y = writeLetterhead(pdf, business, {
    title: label.title,
    reversedNote: null,
    facts: [
      [statement.side === 'customer' ? label.customer : label.supplier, statement.party.name],
      ['', statement.party.address],
      [label.period, `${statement.from} – ${statement.to}`],
      [label.knownAt, statement.known_at],
    ],
  });
  // Columns: date, entry, document, debit, credit, balance.
  const columns = [
    { x: 0, w: 70, align: 'left' as const },
    { x: 72, w: 100, align: 'left' as const },
    { x: 174, w: 110, align: 'left' as const },
    { x: width - 240, w: 78, align: 'right' as const },
    { x: width - 160, w: 78, align: 'right' as const },
    { x: width - 80, w: 80, align: 'right' as const },
  ];
  const row = (cells: readonly string[], bold = false) => {
    if (y > doc.page.height - doc.page.margins.bottom - 24) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    let bottom = y;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column || !cell) return;
      pdf.text(cell, { size: 9, bold, align: column.align, width: column.w }, { x: left + column.x, y });
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom + 3;
  };
  y += 10;
  row([label.date, label.entry, label.document, label.debit, label.credit, label.balance], true);
  doc.rect(left, y, width, 0.5).fill('#9aa5b1');
  y += 4;
  row([statement.from, label.opening, '', '', '', money(statement.opening_balance)], true);
  for (const line of statement.lines) {
    const document = [line.document_code, line.reference_code ? `(${line.reference_code})` : null].filter(Boolean).join(' ');
    row([line.date, label.entries[line.entry], document, line.debit === '0' || line.debit === '0.00' ? '' : money(line.debit), line.credit === '0' || line.credit === '0.00' ? '' : money(line.credit), money(line.balance)]);
  }
  doc.rect(left, y, width, 0.5).fill('#9aa5b1');
  y += 4;
  row([statement.to, label.closing, '', money(statement.total_debit), money(statement.total_credit), money(statement.closing_balance)], true);

  y += 16;
  if (y > doc.page.height - doc.page.margins.bottom - 60) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  pdf.text(label.aging, { bold: true, size: 12, color: DOCUMENT_COLOUR }, { x: left, y });
  y = doc.y + 6;
  const buckets = [...STATEMENT_BUCKETS, 'total'] as const;
  const cell = width / buckets.length;
  buckets.forEach((bucket, i) => {
    pdf.text(bucket === 'total' ? label.total : label.buckets[bucket], { size: 9, bold: true, align: 'right', width: cell - 4 }, { x: left + i * cell, y });
  });
  y = doc.y + 3;
  buckets.forEach((bucket, i) => {
    pdf.text(money(statement.aging[bucket]), { size: 10, align: 'right', width: cell - 4 }, { x: left + i * cell, y });
  });
  return pdf.toBuffer();
}
