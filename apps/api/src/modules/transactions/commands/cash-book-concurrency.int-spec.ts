import { registerWorkspace, startTestApp, type Registered, type TestApp } from '../../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
let categoryId: string;
let supplierId: string;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
const balanceOf = async (ref: string) => (await owner.browser.get(`/api/transactions/balance/${ref}`).expect(200)).body.balance as string;
const bank = async (balance: string) => (await owner.browser.post('/api/bank-accounts', { identification_name: `Bank ${Math.random()}`, balance }).expect(201)).body.id as string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Cash Race Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  categoryId = (await owner.browser.post('/api/expenses-categories', { name: 'Fuel', type: 'Cost of Operations' }).expect(201)).body.id;
  supplierId = (await owner.browser.post('/api/suppliers', { name: 'Lanka Fuel', type: 'Local Vendor' }).expect(201)).body.id;
});
afterAll(() => app.close());

describe('the no-overdraft rule under concurrency', () => {
  it('lets exactly one of two payments at once through when together they exceed the balance', async () => {
    for (let round = 0; round < 3; round++) {
      const account = await bank('100.00');
      const expense = () => owner.browser.post('/api/transactions/expenses', { account, amount: '60.00', expense_category_id: categoryId, date: today() });
      const transfer = () => owner.browser.post('/api/transactions/transferFund', { from_account: account, to_account: 'cash', value: '60.00', date: today() });
      const responses = await Promise.all([expense(), transfer()]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 422]);
      expect(await balanceOf(account)).toBe('40.00');
    }
  });

  it('lets exactly one of a voucher confirmation and an expense racing for the same money through', async () => {
    for (let round = 0; round < 3; round++) {
      const account = await bank('100.00');
      const voucher = await owner.browser
        .post('/api/vouchers', { supplier_id: supplierId, date: today(), pay_type: 'Bank', account_id: account, expense_category_id: categoryId, amount: '70.00' })
        .expect(201);
      const [confirmed, spent] = await Promise.all([
        owner.browser.post(`/api/vouchers/confirm/voucher/${voucher.body.id}`),
        owner.browser.post('/api/transactions/expenses', { account, amount: '50.00', expense_category_id: categoryId, date: today() }),
      ]);
      const voucherWon = confirmed.status === 200;
      expect([confirmed.status, spent.status]).toEqual(voucherWon ? [200, 422] : [422, 201]);
      expect(await balanceOf(account)).toBe(voucherWon ? '30.00' : '50.00');
      if (confirmed.status === 422) expect(confirmed.body.message).toBe('Voucher Confirmation Failed');
    }
  });

  it('refuses taking back an income whose money a concurrent expense spent, or the expense: never both', async () => {
    const account = await bank('0.00');
    const income = await owner.browser.post('/api/transactions/incomes', { account, amount: '80.00', date: today() }).expect(201);
    const [reversed, spent] = await Promise.all([
      owner.browser.post(`/api/transactions/delete/transaction/${income.body.id}`),
      owner.browser.post('/api/transactions/expenses', { account, amount: '80.00', expense_category_id: categoryId, date: today() }),
    ]);
    expect([reversed.status, spent.status]).toEqual(reversed.status === 200 ? [200, 422] : [422, 201]);
    expect(await balanceOf(account)).toBe('0.00');
  });
});
