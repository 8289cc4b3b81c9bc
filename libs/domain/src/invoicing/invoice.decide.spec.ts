import { Money } from '../money/money';
import type { DomainError } from '../shared/domain-error';
import { messagesOf, refusalOf } from '../shared/domain-error.testing';
import { FILL_CUSTOMER_AND_ITEMS, INVOICE_CANNOT_BE_DELETED, type InvoicingErrorCode } from './invoicing.errors';
import { documentContent, line, percentOff, VAT } from './invoicing.fixtures';
import { assertInvoiceDeletable, decideInvoice, type InvoiceCommand } from './invoice.decide';
import type { InvoiceConfirmed, InvoiceEvent } from './invoice.events';
import { foldInvoice } from './invoice.state';

const NOW = new Date('2025-03-05T08:00:00.000Z');
const AT = NOW.toISOString();

function given(...events: InvoiceEvent[]) {
  return {
    when(command: InvoiceCommand) {
      const run = (): InvoiceEvent[] => decideInvoice(command, foldInvoice(events), NOW);
      return {
        then: (expected: InvoiceEvent[]): void => expect(run()).toEqual(expected),
        thenFails(code: InvoicingErrorCode, message?: string): DomainError {
          const failure = refusalOf(run);
          expect(failure.area).toBe('invoicing');
          expect(failure.code).toBe(code);
          if (message) expect(failure.message).toBe(message);
          return failure;
        },
      };
    },
  };
}

const content = documentContent({
  date: '2025-03-01',
  dueDate: '2025-03-31',
  lines: [line('1250.00', '2', percentOff('10'), { productId: 'p1', stockable: true, unitCost: Money.of('900.00') }), line('100.00', '1')],
  taxes: [VAT],
});
const confirm: InvoiceCommand = { type: 'ConfirmInvoice', data: { invoiceId: 'i1', code: 'INV-000001', quotationId: null, content } };
// 2250 + 100 = 2350; VAT 423 → 2773
const confirmed = (): InvoiceConfirmed => {
  const [event] = decideInvoice(confirm, foldInvoice([]), NOW);
  if (event?.type !== 'InvoiceConfirmed') throw new Error('no confirmation');
  return event;
};
const paid = (receiptId: string, amount: string, account = 'bank:b1'): InvoiceEvent => ({
  type: 'PaymentApplied',
  data: { receiptId, amount, account, date: '2025-03-02', appliedAt: AT },
});
const refunded = (refundId: string, amount: string): InvoiceEvent => ({
  type: 'RefundApplied',
  data: { refundId, amount, kind: 'Cash Refund', account: 'cash', date: '2025-03-03', appliedAt: AT },
});
const pay = (receiptId: string, amount: string, date = '2025-03-04'): InvoiceCommand => ({
  type: 'ApplyPayment',
  data: { receiptId, amount: Money.of(amount), account: 'bank:b1', date },
});
const refund = (refundId: string, amount: string): InvoiceCommand => ({
  type: 'ApplyRefund',
  data: { refundId, amount: Money.of(amount), kind: 'Cash Refund', account: 'cash', date: '2025-03-04' },
});

describe('decideInvoice: ConfirmInvoice', () => {
  it('confirms a draft with the totals computed here', () => {
    const [event] = decideInvoice(confirm, foldInvoice([]), NOW);
    expect(event).toMatchObject({
      type: 'InvoiceConfirmed',
      data: {
        invoiceId: 'i1',
        code: 'INV-000001',
        customer: { kind: 'company', customerId: 'c1' },
        date: '2025-03-01',
        dueDate: '2025-03-31',
        grossSales: '2600.00',
        lineDiscounts: '250.00',
        subTotal: '2350.00',
        otherDiscount: { type: 'value', value: '0.00', amount: '0.00' },
        taxes: [{ taxId: VAT.taxId, rate: '18', amount: '423.00' }],
        grandTotal: '2773.00',
        confirmedAt: AT,
      },
    });
    expect(event?.type === 'InvoiceConfirmed' && event.data.lines[0]).toEqual({
      productId: 'p1',
      description: 'Item',
      unit: null,
      unitPrice: '1250.00',
      quantity: '2.000',
      discountType: 'percentage',
      discountValue: '10',
      unitCost: '900.00',
      stockable: true,
      gross: '2500.00',
      discount: '250.00',
      total: '2250.00',
      profit: '450.00',
      // The line's share of the document's VAT (423.00 on 2,350.00 of standard-rated lines).
      taxTreatment: 'standard',
      value: '2250.00',
      tax: '405.00',
    });
  });

  it('refuses to confirm twice', () => {
    given(confirmed()).when(confirm).thenFails('invoice-already-confirmed');
  });

  it("refuses a draft without customer or lines with the spec's message", () => {
    const empty = { ...confirm, data: { ...confirm.data, content: { ...content, customer: null } } };
    const failure = given().when(empty).thenFails('customer-and-items-required', FILL_CUSTOMER_AND_ITEMS);
    expect(failure.status).toBe(422);
    given()
      .when({ ...confirm, data: { ...confirm.data, content: { ...content, lines: [] } } })
      .thenFails('customer-and-items-required', FILL_CUSTOMER_AND_ITEMS);
  });

  it('refuses a draft whose grand total would be negative', () => {
    const negative = { ...content, parameters: [{ parameterId: null, name: 'Credit', amount: Money.of('-3000.00') }] };
    const failure = given().when({ ...confirm, data: { ...confirm.data, content: negative } }).thenFails('invalid-document');
    expect(messagesOf(failure.details.errors)).toEqual({ grand_total: ['The grand total must not be negative.'] });
  });
});

describe('decideInvoice: payments', () => {
  it('applies a payment up to the due amount', () => {
    given(confirmed())
      .when(pay('r1', '2773.00'))
      .then([{ type: 'PaymentApplied', data: { receiptId: 'r1', amount: '2773.00', account: 'bank:b1', date: '2025-03-04', appliedAt: AT } }]);
  });

  it('refuses more than is due, with the due amount', () => {
    const failure = given(confirmed(), paid('r1', '2000.00')).when(pay('r2', '773.01')).thenFails('payment-exceeds-due');
    expect(failure.status).toBe(422);
    expect(messagesOf(failure.details.errors)).toEqual({ amount: ['The amount may not exceed the due amount of 773.00.'] });
  });

  it('counts refunded money as due again', () => {
    given(confirmed(), paid('r1', '2773.00'), refunded('f1', '500.00'))
      .when(pay('r2', '500.00'))
      .then([{ type: 'PaymentApplied', data: { receiptId: 'r2', amount: '500.00', account: 'bank:b1', date: '2025-03-04', appliedAt: AT } }]);
  });

  it('refuses a zero amount, a date before the invoice, the same receipt twice, a draft and a reversed invoice', () => {
    given(confirmed()).when(pay('r1', '0.00')).thenFails('amount-not-positive');
    given(confirmed()).when(pay('r1', '1.00', '2025-02-28')).thenFails('date-before-invoice');
    given(confirmed(), paid('r1', '1.00')).when(pay('r1', '1.00')).thenFails('payment-already-applied');
    given().when(pay('r1', '1.00')).thenFails('invoice-not-confirmed');
    const reversed: InvoiceEvent = { type: 'InvoiceReversed', data: { invoiceId: 'i1', date: '2025-03-02', reason: null, reversedAt: AT } };
    given(confirmed(), reversed).when(pay('r1', '1.00')).thenFails('invoice-reversed');
  });

  it("reverses a receipt's application in full, on the account it came in on", () => {
    given(confirmed(), paid('r1', '700.00', 'cash'))
      .when({ type: 'ReversePayment', data: { receiptId: 'r1', date: '2025-03-06' } })
      .then([{ type: 'PaymentReversed', data: { receiptId: 'r1', amount: '700.00', account: 'cash', date: '2025-03-06', reversedAt: AT } }]);
  });

  it('refuses to reverse an unknown receipt, or one whose money was refunded', () => {
    given(confirmed()).when({ type: 'ReversePayment', data: { receiptId: 'r9', date: '2025-03-06' } }).thenFails('payment-not-found');
    given(confirmed(), paid('r1', '700.00'), refunded('f1', '100.00'))
      .when({ type: 'ReversePayment', data: { receiptId: 'r1', date: '2025-03-06' } })
      .thenFails('payment-has-refunds');
  });
});

describe('decideInvoice: money out of an account on every day from its date', () => {
  const lowest = (amount: string, on: string) => ({ amount: Money.of(amount), on });
  const overdrawn = (available: string, on: string) => ({ amount: [{ code: 'cashbook.overdrawn', params: { available, on }, message: `The value may not exceed the balance of the from account (${available}).` }] });

  it("takes a payment back only while the account it came into holds it on every day from the reversal's date", () => {
    const reverse = (available: string): InvoiceCommand => ({ type: 'ReversePayment', data: { receiptId: 'r1', date: '2025-03-06', available: lowest(available, '2025-03-09') } });
    given(confirmed(), paid('r1', '700.00', 'cash')).when(reverse('700.00')).then([
      { type: 'PaymentReversed', data: { receiptId: 'r1', amount: '700.00', account: 'cash', date: '2025-03-06', reversedAt: AT } },
    ]);
    const refusal = refusalOf(() => decideInvoice(reverse('699.99'), foldInvoice([confirmed(), paid('r1', '700.00', 'cash')]), NOW));
    expect([refusal.area, refusal.code, refusal.status]).toEqual(['cashbook', 'overdrawn', 422]);
    expect(refusal.details.errors).toEqual(overdrawn('699.99', '2025-03-09'));
  });

  it('pays a refund out of an account only up to its lowest balance from the refund\'s date', () => {
    const out = (available: string): InvoiceCommand => ({
      type: 'ApplyRefund',
      data: { refundId: 'f1', amount: Money.of('100.00'), kind: 'Cash Refund', account: 'cash', date: '2025-03-04', available: lowest(available, '2025-03-04') },
    });
    expect(decideInvoice(out('100.00'), foldInvoice([confirmed(), paid('r1', '700.00')]), NOW)).toHaveLength(1);
    const refusal = refusalOf(() => decideInvoice(out('99.99'), foldInvoice([confirmed(), paid('r1', '700.00')]), NOW));
    expect(refusal.qualifiedCode).toBe('cashbook.overdrawn');
    expect(refusal.details.errors).toEqual(overdrawn('99.99', '2025-03-04'));
  });
});

describe('decideInvoice: refunds', () => {
  it('refunds up to what was paid and not yet refunded', () => {
    given(confirmed(), paid('r1', '1000.00'), refunded('f1', '400.00'))
      .when(refund('f2', '600.00'))
      .then([
        { type: 'RefundApplied', data: { refundId: 'f2', amount: '600.00', kind: 'Cash Refund', account: 'cash', date: '2025-03-04', appliedAt: AT } },
      ]);
    given(confirmed(), paid('r1', '1000.00'), refunded('f1', '400.00')).when(refund('f2', '600.01')).thenFails('refund-exceeds-paid');
    given(confirmed()).when(refund('f1', '0.01')).thenFails('refund-exceeds-paid');
    given(confirmed(), paid('r1', '1.00'), refunded('f1', '1.00')).when(refund('f1', '1.00')).thenFails('refund-already-applied');
  });

  it('reverses a refund unless the invoice was paid again since', () => {
    given(confirmed(), paid('r1', '1000.00'), refunded('f1', '400.00'))
      .when({ type: 'ReverseRefund', data: { refundId: 'f1', date: '2025-03-06' } })
      .then([
        { type: 'RefundReversed', data: { refundId: 'f1', amount: '400.00', kind: 'Cash Refund', account: 'cash', date: '2025-03-06', reversedAt: AT } },
      ]);
    given(confirmed(), paid('r1', '2773.00'), refunded('f1', '400.00'), paid('r2', '400.00'))
      .when({ type: 'ReverseRefund', data: { refundId: 'f1', date: '2025-03-06' } })
      .thenFails('refund-reversal-overpays');
  });
});

describe('decideInvoice: ReverseInvoice and deletion', () => {
  const reverse: InvoiceCommand = { type: 'ReverseInvoice', data: { date: '2025-03-06', reason: 'Wrong customer' } };

  it('reverses a confirmed invoice with nothing paid', () => {
    given(confirmed())
      .when(reverse)
      .then([{ type: 'InvoiceReversed', data: { invoiceId: 'i1', date: '2025-03-06', reason: 'Wrong customer', reversedAt: AT } }]);
  });

  it('reverses once all its money was refunded, not before', () => {
    given(confirmed(), paid('r1', '100.00')).when(reverse).thenFails('invoice-has-payments');
    given(confirmed(), paid('r1', '100.00'), refunded('f1', '100.00')).when(reverse).then([
      { type: 'InvoiceReversed', data: { invoiceId: 'i1', date: '2025-03-06', reason: 'Wrong customer', reversedAt: AT } },
    ]);
  });

  it('refuses to reverse a draft, a reversed invoice, or on a date before the invoice', () => {
    given().when(reverse).thenFails('invoice-not-confirmed');
    const reversed: InvoiceEvent = { type: 'InvoiceReversed', data: { invoiceId: 'i1', date: '2025-03-06', reason: null, reversedAt: AT } };
    given(confirmed(), reversed).when(reverse).thenFails('invoice-reversed');
    given(confirmed()).when({ type: 'ReverseInvoice', data: { date: '2025-02-01', reason: null } }).thenFails('date-before-invoice');
  });

  it("refuses to delete a confirmed invoice with the spec's title (409); a draft or reversed one may go", () => {
    expect(() => assertInvoiceDeletable(foldInvoice([]))).not.toThrow();
    expect(refusalOf(() => assertInvoiceDeletable(foldInvoice([confirmed()])))).toMatchObject({ code: 'invoice-cannot-be-deleted', status: 409, details: { title: INVOICE_CANNOT_BE_DELETED } });
    expect(INVOICE_CANNOT_BE_DELETED).toBe('This invoice cannot be deleted');
    const reversed: InvoiceEvent = { type: 'InvoiceReversed', data: { invoiceId: 'i1', date: '2025-03-06', reason: null, reversedAt: AT } };
    expect(() => assertInvoiceDeletable(foldInvoice([confirmed(), reversed]))).not.toThrow();
  });
});
