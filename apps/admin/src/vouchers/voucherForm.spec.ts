import { describe, expect, it } from 'vitest';
import type { VoucherFormView } from '@ginuma/domain';
import { emptyLine } from './VoucherExpenseLines';
import { formValues, linesOf, voucherBody } from './voucherForm';

const voucher: VoucherFormView = {
  id: 'v1',
  code: 'VOU-0001',
  status: 'pending',
  pay_type: 'Cash',
  supplier_id: 's1',
  account_id: null,
  expenses: [{ description: null, expense_category_id: 'c1', expense_sub_category_id: null, amount: '150.00' }],
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

  it('keeps the bank account of a cheque or bank payment', () => {
    expect(voucherBody({ pay_type: 'Cheque', account_id: 'b1' }, []).account_id).toBe('b1');
  });
});
