import { Money } from '../money/money';
import { amountInWords } from './amount-in-words';
import { withMessages } from '../shared/domain-error.testing';
import { readVoucher, voucherPostings } from './voucher';
import { EXPENSE_CATEGORY_REQUIRED, POST_DATE_AHEAD } from './vouchers.refusals';

const SUPPLIER = '11111111-1111-4111-8111-111111111111';
const BANK = '22222222-2222-4222-8222-222222222222';
const CAT = '33333333-3333-4333-8333-333333333333';
const body = (overrides: Record<string, unknown> = {}) => ({
  supplier_id: SUPPLIER,
  date: '2026-11-22',
  pay_type: 'Cheque',
  account_id: BANK,
  cheque_number: '000123',
  post_date: '2026-11-23',
  expense_category_id: CAT,
  amount: '1500.50',
  ...overrides,
});

describe('readVoucher', () => {
  it('refuses a post date of today or earlier with the spec message', () => {
    expect(withMessages(readVoucher(body({ post_date: '2026-11-22' }), '2026-11-22'))).toEqual({ ok: false, errors: { post_date: [POST_DATE_AHEAD] } });
    expect(readVoucher(body(), '2026-11-22').ok).toBe(true);
  });

  it('names each bad field: category, negative and over-precise amounts, lines that do not add up', () => {
    const read = readVoucher(body({ expense_category_id: '', amount: '-1' }), '2026-11-22');
    expect(withMessages(read)).toEqual({ ok: false, errors: { expense_category_id: [EXPENSE_CATEGORY_REQUIRED], amount: ['The amount must not be negative.'] } });
    const precise = readVoucher(body({ amount: '1.005' }), '2026-11-22');
    expect(precise.ok ? null : Object.keys(precise.errors)).toEqual(['amount']);
    const lines = readVoucher(body({ expenses: [{ amount: '1000.00' }] }), '2026-11-22');
    expect(withMessages(lines)).toEqual({ ok: false, errors: { amount: ['The amount must equal the sum of the expense lines.'] } });
  });

  it('gives a line without a category of its own the voucher’s category and sub-category', () => {
    const SUB = '44444444-4444-4444-8444-444444444444';
    const OTHER = '55555555-5555-4555-8555-555555555555';
    const read = readVoucher(
      body({ expense_sub_category_id: SUB, expenses: [{ amount: '1000.00' }, { expense_category_id: OTHER, amount: '500.50' }] }),
      '2026-11-22',
    );
    expect(read.ok && read.value.lines.map((l) => [l.categoryId, l.subCategoryId])).toEqual([[CAT, SUB], [OTHER, null]]);
    const bad = readVoucher(body({ expenses: [{ expense_sub_category_id: 'x', amount: '1500.50' }] }), '2026-11-22');
    expect(withMessages(bad)).toEqual({ ok: false, errors: { 'expenses.0.expense_sub_category_id': ['The selected sub category is invalid.'] } });
  });

  it('pays Cash from cash in hand, without cheque details', () => {
    const read = readVoucher(body({ pay_type: 'Cash', account_id: undefined, post_date: undefined }), '2026-11-22');
    expect(read.ok && read.value).toMatchObject({ accountId: null, cheque: { number: null }, lines: [{ categoryId: CAT }] });
  });
});

describe('voucherPostings', () => {
  const data = { voucherId: 'v', code: 'VOU-000001', supplierId: SUPPLIER, account: `bank:${BANK}`, date: '2026-11-22',
    lines: [{ categoryId: CAT, amount: '1000.00' }, { categoryId: 'c2', amount: '500.50' }] };
  it('debits expense per category line and credits the account it pays from; the reversal negates', () => {
    expect(voucherPostings({ type: 'VoucherConfirmed', data })).toEqual([
      { account: 'expense', party: `expense-category:${CAT}`, debit: '1000.00' },
      { account: 'expense', party: 'expense-category:c2', debit: '500.50' },
      { account: `bank:${BANK}`, party: null, credit: '1500.50' },
    ]);
    expect(voucherPostings({ type: 'VoucherReversed', data })).toEqual([
      { account: `bank:${BANK}`, party: null, debit: '1500.50' },
      { account: 'expense', party: `expense-category:${CAT}`, credit: '1000.00' },
      { account: 'expense', party: 'expense-category:c2', credit: '500.50' },
    ]);
  });
});

describe('amountInWords', () => {
  it('writes rupees and cents in English', () => {
    expect(amountInWords(Money.of('1500.50'), 'en')).toBe('One Thousand Five Hundred Rupees and Fifty Cents Only');
    expect(amountInWords(Money.of('2000015.00'), 'en')).toBe('Two Million Fifteen Rupees Only');
    expect(amountInWords(Money.of('0.00'), 'en')).toBe('Zero Rupees Only');
    expect(amountInWords(Money.of('121.07'), 'en')).toBe('One Hundred Twenty One Rupees and Seven Cents Only');
  });
  it('writes rupees and cents in Sinhala', () => {
    expect(amountInWords(Money.of('1500.50'), 'si')).toBe('රුපියල් එක් දහස් පන්සියය සහ ශත පනහ පමණි');
    expect(amountInWords(Money.of('25.00'), 'si')).toBe('රුපියල් විසිපහ පමණි');
    expect(amountInWords(Money.of('2000.00'), 'si')).toBe('රුපියල් දෙ දහස පමණි');
  });
});
