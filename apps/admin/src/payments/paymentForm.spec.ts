import { describe, expect, it } from 'vitest';
import type { OpenInvoicesView } from '@ginuma/domain';
import { allocationsOf, appliedOldestFirst, receiptRows, receiptTotals, refundRows, refundTotals, splitErrors, sumOf } from './paymentForm';
import { RECEIPT_KIND, REFUND_KIND, initialForm } from './allocationKinds';

const open: OpenInvoicesView = {
  credit_balance: '50.00',
  invoices: [
    { id: 'a', code: 'INV-000001', date: '2026-11-01', due_date: null, grand_total: '1000.00', paid_amount: '0.00', refund_amount: '0.00', due_amount: '1000.00', refundable_amount: '0.00' },
    { id: 'b', code: 'INV-000002', date: '2026-11-02', due_date: null, grand_total: '800.00', paid_amount: '800.00', refund_amount: '0.00', due_amount: '0.00', refundable_amount: '800.00' },
  ],
};
const own = { invoice_id: 'old', code: 'INV-000000', invoice_date: '2026-10-01', grand_total: '300.00', due_amount: '120.00', paid_amount: '180.00' };
const figures = (lines: { key: string; value: { toFixed(): string } }[]) => lines.map((line) => [line.key, line.value.toFixed()]);

describe('live totals', () => {
  it('sums typed amounts, counting a malformed one as nothing until fixed', () => {
    expect(sumOf(['1000', '300.5', '', 'abc', '0.10']).toFixed()).toBe('1300.60');
  });

  it('shows a receipt what is open, what is applied, and the over-payment that becomes credit', () => {
    const rows = receiptRows([], open, false, false);
    expect(figures(receiptTotals(rows, { a: '700' }, '1000', false))).toEqual([
      ['open_outstanding', '1000.00'],
      ['total_applied', '700.00'],
      ['over_payment', '300.00'],
    ]);
    // Read-only: no open figure; paid exactly what is applied: no over-payment line.
    expect(figures(receiptTotals(rows, { a: '1000' }, '1000', true))).toEqual([['total_applied', '1000.00']]);
    // Amounts left from a customer no longer shown do not count.
    expect(figures(receiptTotals(rows, { gone: '500', a: '10' }, 'x', false))).toEqual([
      ['open_outstanding', '1000.00'],
      ['total_applied', '10.00'],
    ]);
  });

  it('shows a refund its one total', () => {
    expect(figures(refundTotals(refundRows([], open, false), { b: '120.50', a: '99' }))).toEqual([['total_refund', '120.50']]);
  });
});

describe('the invoices an allocation table offers', () => {
  it('puts a pending receipt\'s own invoices first with today\'s due, then the customer\'s other open ones', () => {
    const rows = receiptRows([{ ...own, invoice_id: 'a', code: 'INV-000001', due_amount: '999.00' }], open, true, false);
    expect(rows.map((r) => [r.code, r.limit])).toEqual([['INV-000001', '1000.00']]);
    expect(receiptRows([own], open, true, false).map((r) => r.code)).toEqual(['INV-000000', 'INV-000001']);
    // Another customer picked: the receipt's own invoices are not theirs.
    expect(receiptRows([own], open, false, false).map((r) => r.code)).toEqual(['INV-000001']);
    expect(receiptRows([own], open, true, true).map((r) => r.code)).toEqual(['INV-000000']);
  });

  it('offers a refund only invoices with money paid and not given back', () => {
    expect(refundRows([], open, false).map((r) => [r.code, r.paid, r.limit])).toEqual([['INV-000002', '800.00', '800.00']]);
    expect(refundRows([own], open, true).map((r) => [r.code, r.paid, r.limit])).toEqual([['INV-000000', '180.00', null]]);
  });
});

describe('what an editor sends', () => {
  it('sends only invoices with an amount, in the table\'s order', () => {
    expect(allocationsOf(['b', 'a', 'c'], { a: ' 10 ', b: '', c: '5' })).toEqual([
      { invoice_id: 'a', amount: '10' },
      { invoice_id: 'c', amount: '5' },
    ]);
  });

  it('moves a server error on invoices.<i> to the invoice it names', () => {
    const sent = [{ invoice_id: 'a' }, { invoice_id: 'b' }];
    expect(splitErrors({ 'invoices.1.amount': 'Too much', paid_amount: 'Required', 'invoices.7.amount': 'Gone' }, sent)).toEqual({
      byField: { paid_amount: 'Required', 'invoices.7.amount': 'Gone' },
      byInvoice: { b: 'Too much' },
    });
  });

  it('sends a receipt its account only for bank and cheque, and a refund its note but no receipt fields', () => {
    const form = { ...initialForm(null), customer_id: 'c', pay_type: 'Cash' as const, account_id: 'k', note: 'Paid at the counter' };
    expect(RECEIPT_KIND.body(form, [])).toMatchObject({ account_id: null, post_date: null, note: 'Paid at the counter' });
    expect(RECEIPT_KIND.body({ ...form, pay_type: 'Bank' }, [])).toMatchObject({ account_id: 'k' });
    expect(RECEIPT_KIND.body(form, [])).not.toHaveProperty('refund_type');
    const refund = REFUND_KIND.body({ ...form, refund_type: 'Credit Refund' }, [{ invoice_id: 'b', amount: '5' }]);
    expect(refund).toEqual({ customer_id: 'c', date: form.date, refund_type: 'Credit Refund', account_id: null, remark: '', note: 'Paid at the counter', invoices: [{ invoice_id: 'b', amount: '5' }] });
  });
});

describe('a paid amount applied by itself', () => {
  const rows = [
    { invoice_id: 'new', code: 'INV-3', date: '2026-11-20', grand_total: '500.00', limit: '500.00' },
    { invoice_id: 'old', code: 'INV-1', date: '2026-10-01', grand_total: '300.00', limit: '120.00' },
    { invoice_id: 'mid', code: 'INV-2', date: '2026-11-01', grand_total: '1000.00', limit: '1000.00' },
    { invoice_id: 'paid', code: 'INV-0', date: '2026-09-01', grand_total: '80.00', limit: '0.00' },
  ];

  it('settles the oldest invoices first, each up to what it owes, the last one partly', () => {
    expect(appliedOldestFirst(rows, '620.50')).toEqual({ old: '120.00', mid: '500.50' });
  });

  it('leaves an over-payment applied to nothing', () => {
    expect(appliedOldestFirst(rows, '10000')).toEqual({ old: '120.00', mid: '1000.00', new: '500.00' });
  });

  it('settles the invoice the receipt came from before the older ones', () => {
    expect(appliedOldestFirst(rows, '550', 'new')).toEqual({ new: '500.00', old: '50.00' });
  });

  it('applies nothing for an empty, malformed, zero or negative amount', () => {
    for (const amount of ['', 'abc', '0', '-5']) expect(appliedOldestFirst(rows, amount)).toEqual({});
  });
});
