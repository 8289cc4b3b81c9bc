import { documentContent, line, percentOff, VAT } from './invoicing.fixtures';
import { refusalOf } from '../shared/domain-error.testing';
import type { InvoicingErrorCode } from './invoicing.errors';
import { computeDocumentTotals } from './invoice.totals';
import { quotationToInvoiceDraft } from './quotation.convert';
import { decideQuotation, quotationTotals, type Quotation, type QuotationAction } from './quotation.state';

/** `run` is refused by an invoicing rule, with `code`. */
function expectInvoicingRefusal(run: () => unknown, code: InvoicingErrorCode = 'quotation-not-allowed'): void {
  expect(refusalOf(run)).toMatchObject({ area: 'invoicing', code });
}

const quotation = (over: Partial<Quotation> = {}): Quotation => ({
  id: 'q1',
  code: 'QUO-000001',
  status: 'pending',
  deleted: false,
  invoiceId: null,
  content: documentContent({ date: '2025-01-10', dueDate: '2025-01-24', lines: [line('19.99', '3', percentOff('10'))], taxes: [VAT] }),
  ...over,
});

const kept = (action: QuotationAction, q: Quotation): Quotation => {
  const outcome = decideQuotation(action, q);
  if (outcome.type !== 'kept') throw new Error('removed');
  return outcome.quotation;
};

describe('decideQuotation', () => {
  it('turns a pending quotation into an invoice and links the invoice', () => {
    expect(kept({ type: 'ConvertQuotation', invoiceId: 'i9' }, quotation())).toMatchObject({ status: 'converted', invoiceId: 'i9' });
  });

  it('reverses a pending quotation; a reversed or converted one cannot be edited, converted or reversed', () => {
    const reversed = kept({ type: 'ReverseQuotation' }, quotation());
    expect(reversed.status).toBe('reversed');
    for (const q of [reversed, quotation({ status: 'converted', invoiceId: 'i9' })]) {
      for (const action of [{ type: 'ReverseQuotation' }, { type: 'ConvertQuotation', invoiceId: 'i2' }, { type: 'EditQuotation', content: q.content }] as const) {
        expectInvoicingRefusal(() => decideQuotation(action, q));
      }
    }
  });

  it('soft deletes, restores with the status it had, and permanently deletes only what is deleted', () => {
    const deleted = kept({ type: 'DeleteQuotation' }, quotation({ status: 'reversed' }));
    expect(deleted).toMatchObject({ deleted: true, status: 'reversed' });
    expect(() => decideQuotation({ type: 'ConvertQuotation', invoiceId: 'i1' }, deleted)).toThrow('This cannot be done to a deleted reversed quotation.');
    expect(kept({ type: 'RestoreQuotation' }, deleted)).toMatchObject({ deleted: false, status: 'reversed' });
    expect(decideQuotation({ type: 'PermanentlyDeleteQuotation' }, deleted)).toEqual({ type: 'removed' });
    expectInvoicingRefusal(() => decideQuotation({ type: 'PermanentlyDeleteQuotation' }, quotation()));
    expectInvoicingRefusal(() => decideQuotation({ type: 'RestoreQuotation' }, quotation()));
  });

  it('keeps a converted quotation that its invoice links back to', () => {
    const deleted = kept({ type: 'DeleteQuotation' }, quotation({ status: 'converted', invoiceId: 'i9' }));
    expect(refusalOf(() => decideQuotation({ type: 'PermanentlyDeleteQuotation' }, deleted))).toMatchObject({ code: 'quotation-not-allowed', status: 409 });
  });

  it('totals a quotation exactly like an invoice', () => {
    const q = quotation();
    expect(quotationTotals(q)).toEqual(computeDocumentTotals(q.content));
    expect(quotationTotals(q).grandTotal.toFixed()).toBe('63.68'); // 53.97 + VAT 9.7146 → 9.71
  });
});

describe('quotationToInvoiceDraft', () => {
  it('copies the content, links back, and keeps the due-date distance from the new date', () => {
    const draft = quotationToInvoiceDraft(quotation(), { date: '2025-02-27' });
    expect(draft.quotationId).toBe('q1');
    expect([draft.content.date, draft.content.dueDate]).toEqual(['2025-02-27', '2025-03-13']);
    expect(draft.content.lines).toEqual(quotation().content.lines);
    expect(computeDocumentTotals(draft.content)).toEqual(quotationTotals(quotation()));
  });

  it('keeps the quotation dates when none are given, and takes a given due date', () => {
    expect(quotationToInvoiceDraft(quotation()).content.dueDate).toBe('2025-01-24');
    expect(quotationToInvoiceDraft(quotation(), { date: '2025-02-01', dueDate: '2025-02-02' }).content.dueDate).toBe('2025-02-02');
  });

  it('refuses a quotation that is not pending or is deleted', () => {
    expect(() => quotationToInvoiceDraft(quotation({ status: 'converted', invoiceId: 'i1' }))).toThrow('Only a pending quotation can be turned into an invoice.');
    expectInvoicingRefusal(() => quotationToInvoiceDraft(quotation({ deleted: true })), 'quotation-not-pending');
  });
});
