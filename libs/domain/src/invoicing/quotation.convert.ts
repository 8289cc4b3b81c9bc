import type { DocumentContent } from './invoice.totals';
import { canApplyQuotationAction, type Quotation } from './quotation.state';
import { invoicingRefusal } from './invoicing.errors';

/** A new draft invoice's content and its link back to the quotation it came from. */
export interface InvoiceDraft {
  quotationId: string | null;
  content: DocumentContent;
}

/**
 * The draft invoice a pending quotation turns into: the same customer, lines, discounts,
 * taxes and parameters (rates as quoted). The invoice is dated `on.date` (today, usually);
 * its due date keeps the quotation's distance between date and due date unless given.
 * The caller then marks the quotation converted with the new invoice's id.
 */
export function quotationToInvoiceDraft(quotation: Quotation, on?: { date: string; dueDate?: string }): InvoiceDraft {
  if (!canApplyQuotationAction(quotation, 'ConvertQuotation')) {
    throw invoicingRefusal('quotation-not-pending');
  }
  const { content } = quotation;
  const date = on?.date ?? content.date;
  const dueDate = on?.dueDate ?? addDays(date, daysBetween(content.date, content.dueDate));
  return {
    quotationId: quotation.id,
    content: { ...content, date, dueDate, lines: content.lines.map((l) => ({ ...l })), taxes: [...content.taxes], parameters: [...content.parameters] },
  };
}

const DAY = 86_400_000;

function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY));
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}
