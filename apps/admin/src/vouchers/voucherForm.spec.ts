import { describe, expect, it } from 'vitest';
import type { VoucherFormView } from '@ginuma/domain';
import { emptyLine } from './VoucherExpenseLines';
import { applyOldestFirst, billPaymentOf, billRows, billTotals, formValues, linesOf, voucherBody } from './voucherForm';

const voucher: VoucherFormView = {
  id: 'v1',
  code: 'VOU-0001',
  status: 'pending',
  pay_type: 'Cash',
  supplier_id: 's1',
  account_id: null,
  expenses: [{ description: null, expense_category_id: 'c1', expense_sub_category_id: null, amount: '150.00' }],
  bills: [],
  supplier_credit: '0.00',
  attachment: null,
  deleted_at: null,
};

describe('the voucher form', () => {
  it('holds the voucher as text, nothing and nested values as empty', () => {
    expect(formValues(voucher)).toMatchObject({ code: 'VOU-0001', pay_type: 'Cash', account_id: '', expenses: '', attachment: '' });
  });

  it('opens each expense line with its category, an empty sub-category and description', () => {
    expect(linesOf(voucher)).toMatchObject([{ expense_category_id: 'c1', expense_sub_category_id: '', description: '', amount: '150.00' }]);
  });

  it('sends the lines total as the amount and no bank account for cash', () => {
    const lines = [
      { ...emptyLine('c1'), amount: '100.50' },
      { ...emptyLine(), amount: '20' },
      { ...emptyLine('c2'), amount: 'abc' },
    ];
    const body = voucherBody({ pay_type: 'Cash', account_id: 'b1', expense_sub_category_id: '' }, lines);
    expect(body.amount).toBe('120.50');
    expect(body.account_id).toBeUndefined();
    expect(body.expense_sub_category_id).toBeUndefined();
    expect(body.expenses).toEqual([
      { expense_category_id: 'c1', expense_sub_category_id: undefined, description: '', amount: '100.50' },
      { expense_category_id: undefined, expense_sub_category_id: undefined, description: '', amount: '20' },
      { expense_category_id: 'c2', expense_sub_category_id: undefined, description: '', amount: 'abc' },
    ]);
  });

  it("sends the first line's category as the voucher's only when every line has one", () => {
    const lines = [{ ...emptyLine('c1'), amount: '10' }, { ...emptyLine('c2'), amount: '20' }];
    expect(voucherBody({ pay_type: 'Cash', expense_category_id: 'old' }, lines).expense_category_id).toBe('c1');
    expect(voucherBody({ pay_type: 'Cash', expense_category_id: 'old' }, [...lines, emptyLine()]).expense_category_id).toBeUndefined();
  });

  it('keeps the bank account of a cheque or bank payment', () => {
    expect(voucherBody({ pay_type: 'Cheque', account_id: 'b1' }, []).account_id).toBe('b1');
  });
});

describe('the voucher form paying bills', () => {
  const open = {
    credit_balance: '0.00',
    bills: [
      { id: 'b1', code: 'BILL-000001', bill_number: 'A-1', date: '2026-10-01', due_date: '2026-10-31', grand_total: '1000.00', paid_amount: '400.00', due_amount: '600.00' },
      { id: 'b2', code: 'BILL-000002', bill_number: 'A-2', date: '2026-11-01', due_date: '2026-11-30', grand_total: '500.00', paid_amount: '0.00', due_amount: '500.00' },
    ],
  };
  const rows = billRows(null, open, false, false);

  it('lists the supplier’s open bills oldest first, each limited by what it still owes', () => {
    expect(rows.map((r) => [r.invoice_id, r.code, r.limit])).toEqual([['b1', 'BILL-000001 · A-1', '600.00'], ['b2', 'BILL-000002 · A-2', '500.00']]);
  });

  it('applies a paid amount to the oldest bills first; beyond them it is the supplier’s credit', () => {
    expect(applyOldestFirst(rows, '700')).toEqual({ b1: '600.00', b2: '100.00' });
    expect(applyOldestFirst(rows, '250.50')).toEqual({ b1: '250.50' });
    expect(applyOldestFirst(rows, 'abc')).toEqual({});
    const totals = billTotals(rows, { paid: '1200', amounts: applyOldestFirst(rows, '1200') });
    expect([totals.allocated.toFixed(), totals.paid.toFixed(), totals.over.toFixed()]).toEqual(['1100.00', '1200.00', '100.00']);
  });

  it('sends the bills, drops a blank expense line, and makes the amount lines + paid on bills', () => {
    const body = voucherBody({ pay_type: 'Bank', account_id: 'k1' }, [emptyLine(), { ...emptyLine('c1'), amount: '50' }], {
      rows,
      payment: { paid: '700', amounts: { b1: '600.00', b2: '100.00' } },
    });
    expect(body.bills).toEqual([{ bill_id: 'b1', amount: '600.00' }, { bill_id: 'b2', amount: '100.00' }]);
    expect(body.expenses).toEqual([{ expense_category_id: 'c1', expense_sub_category_id: undefined, description: '', amount: '50' }]);
    expect(body.amount).toBe('750.00');
  });

  it('opens a saved voucher’s payment as its bills and over-payment', () => {
    const saved = { ...voucher, bills: [{ bill_id: 'b1', amount: '400.00', code: 'BILL-000001', bill_number: 'A-1' }], supplier_credit: '50.00' };
    expect(billPaymentOf(saved)).toEqual({ amounts: { b1: '400.00' }, paid: '450.00' });
    expect(billRows(saved, open, true, false).map((r) => r.invoice_id)).toEqual(['b1', 'b2']);
    expect(billRows({ ...saved, status: 'confirmed' }, undefined, true, true).map((r) => r.code)).toEqual(['BILL-000001 · A-1']);
  });
});
