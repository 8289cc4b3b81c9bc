import { Money } from '../money/money';
import { documentContent, line } from './invoicing.fixtures';
import { decideInvoice } from './invoice.decide';
import type { InvoiceEvent } from './invoice.events';
import { foldInvoice, invoiceAmounts, invoiceStatus } from './invoice.state';

const NOW = new Date('2025-03-05T08:00:00.000Z');
const AT = NOW.toISOString();

function confirmedFor(total: string): InvoiceEvent[] {
  const content = documentContent({ date: '2025-03-01', dueDate: '2025-03-01', lines: [line(total, '1')] });
  return decideInvoice({ type: 'ConfirmInvoice', data: { invoiceId: 'i1', code: 'INV-000001', quotationId: null, content } }, foldInvoice([]), NOW);
}
const paid = (receiptId: string, amount: string): InvoiceEvent => ({
  type: 'PaymentApplied',
  data: { receiptId, amount, account: 'cash', date: '2025-03-02', appliedAt: AT },
});
const paymentReversed = (receiptId: string, amount: string): InvoiceEvent => ({
  type: 'PaymentReversed',
  data: { receiptId, amount, account: 'cash', date: '2025-03-02', reversedAt: AT },
});
const refunded = (refundId: string, amount: string): InvoiceEvent => ({
  type: 'RefundApplied',
  data: { refundId, amount, kind: 'Credit Refund', account: 'customer-credit', date: '2025-03-03', appliedAt: AT },
});
const refundReversed = (refundId: string, amount: string): InvoiceEvent => ({
  type: 'RefundReversed',
  data: { refundId, amount, kind: 'Credit Refund', account: 'customer-credit', date: '2025-03-03', reversedAt: AT },
});
const reversed: InvoiceEvent = { type: 'InvoiceReversed', data: { invoiceId: 'i1', date: '2025-03-04', reason: null, reversedAt: AT } };

describe('invoice status and amounts', () => {
  it.each<[string, InvoiceEvent[], string, [string, string, string, string] | null]>([
    ['a draft is pending', [], 'pending', null],
    ['confirmed, nothing paid: due', confirmedFor('100.00'), 'due', ['100.00', '0.00', '0.00', '100.00']],
    ['part paid: partial', [...confirmedFor('100.00'), paid('r1', '40.00')], 'partial', ['100.00', '40.00', '0.00', '60.00']],
    ['fully paid in two receipts: paid', [...confirmedFor('100.00'), paid('r1', '40.00'), paid('r2', '60.00')], 'paid', ['100.00', '100.00', '0.00', '0.00']],
    ['a receipt reversed: due again', [...confirmedFor('100.00'), paid('r1', '40.00'), paymentReversed('r1', '40.00')], 'due', ['100.00', '0.00', '0.00', '100.00']],
    ['any refund: refund, and refunded money is due again', [...confirmedFor('100.00'), paid('r1', '100.00'), refunded('f1', '30.00')], 'refund', ['100.00', '100.00', '30.00', '30.00']],
    ['refund paid again: still refund', [...confirmedFor('100.00'), paid('r1', '100.00'), refunded('f1', '30.00'), paid('r2', '30.00')], 'refund', ['100.00', '130.00', '30.00', '0.00']],
    ['refund reversed: back to paid', [...confirmedFor('100.00'), paid('r1', '100.00'), refunded('f1', '30.00'), refundReversed('f1', '30.00')], 'paid', ['100.00', '100.00', '0.00', '0.00']],
    ['grand total zero: paid', confirmedFor('0.00'), 'paid', ['0.00', '0.00', '0.00', '0.00']],
    ['reversed', [...confirmedFor('100.00'), reversed], 'reversed', ['100.00', '0.00', '0.00', '100.00']],
  ])('%s', (_name, events, status, amounts) => {
    const state = foldInvoice(events);
    expect(invoiceStatus(state)).toBe(status);
    const a = invoiceAmounts(state);
    expect(a && [a.grandTotal, a.paid, a.refunded, a.due].map((m: Money) => m.toFixed())).toEqual(amounts);
  });

  it('keeps who paid what, by receipt and refund', () => {
    const state = foldInvoice([...confirmedFor('100.00'), paid('r1', '40.00'), paid('r2', '10.00'), paymentReversed('r1', '40.00'), refunded('f1', '5.00')]);
    expect(state.stage !== 'draft' && Object.keys(state.payments)).toEqual(['r2']);
    expect(state.stage !== 'draft' && state.refunds['f1']?.kind).toBe('Credit Refund');
  });
});
