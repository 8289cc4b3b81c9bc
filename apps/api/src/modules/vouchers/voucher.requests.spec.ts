import { EXPENSE_CATEGORY_REQUIRED, isDomainError, Money, POST_DATE_AHEAD, voucherOverPayment, type VoucherInput } from '@ginuma/domain';
import { validBody } from '../../platform/http/validation.pipe';
import { voucherInput, VoucherRequest } from './voucher.requests';

const SUPPLIER = '11111111-1111-4111-8111-111111111111';
const BANK = '22222222-2222-4222-8222-222222222222';
const CAT = '33333333-3333-4333-8333-333333333333';
const BILL_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const BILL_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const TODAY = '2026-11-22';

const cheque = (overrides: Record<string, unknown> = {}) => ({
  supplier_id: SUPPLIER,
  date: TODAY,
  pay_type: 'Cheque',
  account_id: BANK,
  cheque_number: '000123',
  post_date: '2026-11-23',
  expense_category_id: CAT,
  amount: '1500.50',
  ...overrides,
});

const paysBills = (overrides: Record<string, unknown> = {}) => ({
  supplier_id: SUPPLIER,
  date: TODAY,
  pay_type: 'Bank',
  account_id: BANK,
  amount: '1100.00',
  bills: [{ bill_id: BILL_A, amount: '400.00' }, { bill_id: BILL_B, amount: '600' }],
  ...overrides,
});

/** The body as a voucher's save reads it on TODAY: the input, or the field messages it is refused with. */
async function read(body: Record<string, unknown>): Promise<{ ok: true; value: VoucherInput } | { ok: false; errors: Record<string, string[]> }> {
  try {
    return { ok: true, value: voucherInput(await validBody(VoucherRequest, body), TODAY) };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const errors = error.details.errors ?? {};
    return { ok: false, errors: Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((r) => r.message)])) };
  }
}

describe('a voucher request', () => {
  it('refuses a post date of today or earlier with the spec message', async () => {
    expect(await read(cheque({ post_date: TODAY }))).toEqual({ ok: false, errors: { post_date: [POST_DATE_AHEAD] } });
    expect((await read(cheque())).ok).toBe(true);
  });

  it('names each bad field: category, negative and over-precise amounts, lines that do not add up', async () => {
    expect(await read(cheque({ expense_category_id: 'x', amount: '-1' }))).toEqual({
      ok: false,
      errors: { expense_category_id: [EXPENSE_CATEGORY_REQUIRED], amount: ['The amount must not be negative.'] },
    });
    const precise = await read(cheque({ amount: '1.005' }));
    expect(precise.ok ? null : Object.keys(precise.errors)).toEqual(['amount']);
    expect(await read(cheque({ expenses: [{ amount: '1000.00' }] }))).toEqual({ ok: false, errors: { amount: ['The amount must equal the sum of the expense lines.'] } });
  });

  it('asks a cheque for its number and post date, and a bank payment for its account', async () => {
    const bare = await read(cheque({ cheque_number: ' ', post_date: undefined }));
    expect(bare.ok ? null : Object.keys(bare.errors).sort()).toEqual(['cheque_number', 'post_date']);
    const noAccount = await read(cheque({ pay_type: 'Bank', account_id: undefined }));
    expect(noAccount.ok ? null : noAccount.errors).toEqual({ account_id: ['The from account field is required.'] });
  });

  it('gives a line without a category of its own the voucher’s category and sub-category', async () => {
    const SUB = '44444444-4444-4444-8444-444444444444';
    const OTHER = '55555555-5555-4555-8555-555555555555';
    const lines = await read(cheque({ expense_sub_category_id: SUB, expenses: [{ amount: '1000.00' }, { expense_category_id: OTHER, amount: '500.50' }] }));
    expect(lines.ok && lines.value.lines.map((l) => [l.categoryId, l.subCategoryId])).toEqual([[CAT, SUB], [OTHER, null]]);
    const bad = await read(cheque({ expenses: [{ expense_sub_category_id: 'x', amount: '1500.50' }] }));
    expect(bad).toEqual({ ok: false, errors: { 'expenses.0.expense_sub_category_id': ['The selected sub category is invalid.'] } });
  });

  it('pays Cash from cash in hand, without cheque details', async () => {
    const cash = await read(cheque({ pay_type: 'Cash', account_id: undefined, post_date: undefined }));
    expect(cash.ok && cash.value).toMatchObject({ accountId: null, cheque: { number: null }, lines: [{ categoryId: CAT }] });
  });
});

describe('a voucher request that pays bills', () => {
  it('reads a voucher that only pays bills: no category, no expense lines', async () => {
    const bills = await read(paysBills());
    if (!bills.ok) throw new Error(JSON.stringify(bills.errors));
    expect(bills.value).toMatchObject({ categoryId: null, lines: [], amount: Money.of('1100') });
    expect(bills.value.bills.map((b) => [b.billId, b.amount.toFixed()])).toEqual([[BILL_A, '400.00'], [BILL_B, '600.00']]);
    expect(voucherOverPayment(bills.value.amount, bills.value.lines, bills.value.bills).toFixed()).toBe('100.00');
  });

  it('takes expense lines beside the bills; a line without its own category needs the voucher’s', async () => {
    const lines = await read(paysBills({ expenses: [{ expense_category_id: CAT, amount: '100.00' }] }));
    expect(lines.ok && lines.value.lines.map((l) => l.amount.toFixed())).toEqual(['100.00']);
    const orphan = await read(paysBills({ expenses: [{ amount: '100.00' }] }));
    expect(orphan.ok ? null : Object.keys(orphan.errors)).toEqual(['expense_category_id']);
  });

  it('refuses an amount short of lines and bills, a repeated bill, a bad allocation by its index, and bills that are no list', async () => {
    expect(await read(paysBills({ amount: '999.99' }))).toEqual({ ok: false, errors: { amount: ['The amount may not be less than the expense lines and the bills it pays.'] } });
    const repeated = await read(paysBills({ bills: [{ bill_id: BILL_A, amount: '1' }, { bill_id: BILL_A.toUpperCase(), amount: '1' }] }));
    expect(repeated.ok ? null : Object.keys(repeated.errors)).toEqual(['bills.1.bill_id']);
    const bad = await read(paysBills({ bills: [{ bill_id: 'nope', amount: '0' }] }));
    expect(bad.ok ? null : Object.keys(bad.errors).sort()).toEqual(['bills.0.amount', 'bills.0.bill_id']);
    const notList = await read(paysBills({ bills: 'all' }));
    expect(notList.ok ? null : notList.errors).toEqual({ bills: ['The bills must be a list.'] });
  });

  it('keeps a voucher without bills as before: its category and lines adding up to the amount', async () => {
    const plain = await read(paysBills({ bills: undefined, expense_category_id: CAT, amount: '50.00' }));
    expect(plain.ok && plain.value.lines.map((l) => [l.categoryId, l.amount.toFixed()])).toEqual([[CAT, '50.00']]);
    const noCategory = await read(paysBills({ bills: [] }));
    expect(noCategory.ok ? null : Object.keys(noCategory.errors)).toEqual(['expense_category_id']);
  });
});
