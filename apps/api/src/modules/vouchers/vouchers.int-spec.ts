import { registerWorkspace, signInNewUser, startTestApp, type Browser, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { readWorkbook } from '../../../../../tests/support/xlsx';

let app: TestApp;
let owner: Registered;
let supplierId: string;
let bankId: string;
let categoryId: string;
let otherCategoryId: string;

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Vouchers Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  supplierId = (await owner.browser.post('/api/suppliers', { name: 'Perera Stationers', type: 'Local Vendor' }).expect(201)).body.id;
  const bank = await owner.browser
    .post('/api/bank-accounts', { identification_name: 'BOC Current', account_number: '0012345', bank_name: 'BOC', branch_name: 'Kandy', balance: '5000' })
    .expect(201);
  expect(bank.body).toMatchObject({ identification_name: 'BOC Current', name: 'BOC Current', opening_balance: '5000.00', balance: '5000.00' });
  bankId = bank.body.id;
  categoryId = (await owner.browser.post('/api/expenses-categories', { name: 'Stationery', type: 'Cost of Operations' }).expect(201)).body.id;
  otherCategoryId = (await owner.browser.post('/api/expenses-categories', { name: 'Transport', type: 'Cost of Operations' }).expect(201)).body.id;
});
afterAll(() => app.close());

const balance = async (account: string, party?: string) =>
  ((await owner.browser.get('/api/ledger/balances').query(party ? { account, party } : { account })).body[0]?.balance as string | undefined) ?? '0.00';
const count = async (table: string) => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

const voucher = (overrides: Record<string, unknown> = {}) => ({
  supplier_id: supplierId,
  date: today(),
  pay_type: 'Cheque',
  account_id: bankId,
  cheque_number: '000451',
  post_date: tomorrow(),
  expense_category_id: categoryId,
  expenses: [
    { description: 'Paper', amount: '1000.00' },
    { description: 'Delivery', expense_category_id: otherCategoryId, amount: '250.50' },
  ],
  amount: '1250.50',
  ...overrides,
});

describe('vouchers', () => {
  it('confirms a cheque voucher: expense per category line, out of the bank account', async () => {
    const created = await owner.browser.post('/api/vouchers/create/new', voucher()).expect(201);
    expect(created.body).toMatchObject({
      code: 'VOU-000001',
      status: 'pending',
      amount: '1250.50',
      supplier_name: 'Perera Stationers',
      account_name: 'BOC Current',
      expense_category_name: 'Stationery',
      amount_in_words: 'One Thousand Two Hundred Fifty Rupees and Fifty Cents Only',
    });
    const confirmed = await owner.browser.post(`/api/vouchers/confirm/voucher/${created.body.id}`).expect(200);
    expect(confirmed.body.status).toBe('confirmed');
    await owner.browser.post(`/api/vouchers/confirm/voucher/${created.body.id}`).expect(409);
    expect(await balance(`bank:${bankId}`)).toBe('3749.50');
    expect(await balance('expense', `expense-category:${categoryId}`)).toBe('1000.00');
    expect(await balance('expense', `expense-category:${otherCategoryId}`)).toBe('250.50');

    await owner.browser.post(`/api/vouchers/delete/voucher/${created.body.id}`).expect(200);
    expect(await balance(`bank:${bankId}`)).toBe('5000.00');
    expect(await balance('expense', `expense-category:${categoryId}`)).toBe('0.00');
    const deleted = await owner.browser.get('/api/vouchers/deleted-list').expect(200);
    expect(deleted.body).toEqual([expect.objectContaining({ code: 'VOU-000001', status: 'reversed' })]);
    await owner.browser.post(`/api/vouchers/permanent/delete/voucher/${created.body.id}`).expect(409);
    await owner.browser.post(`/api/vouchers/restore/${created.body.id}`).expect(200);

    for (const locale of ['en', 'si']) {
      const printed = await owner.browser.get(`/api/vouchers/print/${created.body.id}`).query({ locale }).expect(200);
      expect(printed.headers['content-type']).toBe('application/pdf');
    }
    const refused = await owner.browser.post(`/api/vouchers/email/${created.body.id}`, {}).expect(422);
    expect(refused.body.errors).toEqual({ to: ['The supplier has no email address: enter one.'] });
    const queued = await owner.browser.post(`/api/vouchers/email/${created.body.id}`, { to: 'accounts@perera.example' }).expect(202);
    const [mail] = await app.sql<{ subject: string }>(`SELECT subject FROM mail_outbox WHERE id = $1`, [queued.body.id]);
    expect(mail.subject).toBe('Payment voucher VOU-000001 from Vouchers Co');
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await count('vouchers');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ post_date: today() }, 'post_date', 'Please enter a Post Date ahead of today.'],
      [{ expense_category_id: '' }, 'expense_category_id', 'Please select the expanse category'],
      [{ amount: '-5', expenses: undefined }, 'amount', 'The amount must not be negative.'],
      [{ amount: '12.345', expenses: undefined }, 'amount', 'The amount may have at most 2 decimal places.'],
      [{ supplier_id: '00000000-0000-4000-8000-000000000000' }, 'supplier_id', 'The selected supplier is invalid.'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await owner.browser.post('/api/vouchers/create/new', voucher(overrides)).expect(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect(await count('vouchers')).toBe(before);
  });

  it('refuses to confirm more than the account holds: Voucher Confirmation Failed', async () => {
    const created = await owner.browser.post('/api/vouchers', voucher({ pay_type: 'Cash', account_id: undefined, expenses: undefined, amount: '10.00' })).expect(201);
    const refused = await owner.browser.post(`/api/vouchers/confirm/voucher/${created.body.id}`).expect(422);
    expect(refused.body).toEqual({
      message: 'Voucher Confirmation Failed',
      code: 'vouchers.voucher-overdrawn',
      errors: { amount: ['The value may not exceed the balance of the from account (0.00).'] },
      error_codes: { amount: [{ code: 'cashbook.overdrawn', params: { available: '0.00', on: today() } }] },
    });
    expect(await balance('cash')).toBe('0.00');
  });

  it('lists the sub-categories of a category for the picker', async () => {
    const paper = await owner.browser.post('/api/expenses-sub-categories', { name: 'Paper', category_id: categoryId }).expect(201);
    await owner.browser.post('/api/expenses-sub-categories', { name: 'Fuel', category_id: otherCategoryId }).expect(201);
    const listed = await owner.browser.get(`/api/expenses-sub-categories/get-by-category/${categoryId}`).expect(200);
    expect(listed.body).toEqual([{ id: paper.body.id, name: 'Paper', category_id: categoryId }]);
    const other = await registerWorkspace(app, 'Elsewhere Co');
    await other.browser.get(`/api/expenses-sub-categories/get-by-category/${categoryId}`).expect(404);
  });

  it('hides another workspace’s voucher and refuses an Audit user’s write', async () => {
    const [row] = await app.sql<{ id: string }>(`SELECT id FROM vouchers LIMIT 1`);
    const other = await registerWorkspace(app, 'Other Co');
    await other.browser.get(`/api/vouchers/${row.id}`).expect(404);
    await other.browser.post(`/api/vouchers/confirm/voucher/${row.id}`).expect(404);
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.post('/api/vouchers/create/new', voucher()).expect(403);
    await audit.get('/api/vouchers').expect(200);
  });

  it("exports the list's rows as typed cells, for Audit too; another workspace's vouchers are not in it", async () => {
    const other = await registerWorkspace(app, 'Export Stranger Co');
    await app.sql(`UPDATE workspaces SET plan_id = 1`);
    const theirSupplier = (await other.browser.post('/api/suppliers', { name: 'Stranger Supplies', type: 'Local Vendor' }).expect(201)).body.id;
    const theirCategory = (await other.browser.post('/api/expenses-categories', { name: 'Rent', type: 'Cost of Operations' }).expect(201)).body.id;
    await other.browser.post('/api/vouchers', { supplier_id: theirSupplier, date: today(), pay_type: 'Cash', expense_category_id: theirCategory, amount: '75' }).expect(201);

    const query = { sort: JSON.stringify(['code', 'ASC']) };
    const listed = (await owner.browser.get('/api/vouchers').query(query).expect(200)).body as Record<string, string | null>[];
    expect(listed.length).toBeGreaterThan(1);
    const exported = async (browser: Browser) => {
      const sheet = (await readWorkbook(browser.get('/api/vouchers/export').query(query))).worksheets[0];
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        ...['Code', 'Supplier', 'Date', 'Pay type', 'Account', 'Cheque number', 'Post date', 'Expense category', 'Sub category', 'Amount', 'Remarks', 'Status'],
      ]);
      return Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).values as unknown[]);
    };
    const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : undefined);
    const rows = listed.map((v) => [
      v.code,
      v.supplier_name,
      day(v.date),
      v.pay_type,
      v.account_name ?? undefined,
      v.cheque_number ?? undefined,
      day(v.post_date),
      v.expense_category_name ?? undefined,
      v.expense_sub_category_name ?? undefined,
      Number(v.amount),
      v.remarks ?? undefined,
      v.status,
    ]);
    const mine = await exported(owner.browser);
    expect(mine.map((r) => r.slice(1, 13))).toEqual(rows);
    expect(mine.flat()).not.toContain('Stranger Supplies');
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    expect(await exported(audit)).toEqual(mine);
    expect((await exported(other.browser)).map((r) => r[2])).toEqual(['Stranger Supplies']);
  });
});

describe('cash book', () => {
  it('transfers between accounts and reports open/in/out/close per account', async () => {
    const savings = (await owner.browser.post('/api/bank-accounts', { identification_name: 'HNB Savings', balance: '0' }).expect(201)).body.id;
    const moved = await owner.browser.post('/api/transactions/transferFund', { from_account: bankId, to_account: savings, value: '1200.00', date: today() }).expect(201);
    expect(moved.body).toMatchObject({ kind: 'transfer', amount: '1200.00', from_account_name: 'BOC Current', to_account_name: 'HNB Savings' });
    await owner.browser.post('/api/transactions/incomes', { account: 'cash', amount: '300.00', date: today() }).expect(201);
    await owner.browser.post('/api/transactions/expenses', { account: 'cash', amount: '120.25', expense_category_id: categoryId, date: today() }).expect(201);

    const period = await owner.browser.get('/api/transactions/banks/balance').query({ from: today(), to: today() }).expect(200);
    const byName = Object.fromEntries(period.body.accounts.map((a: { name: string }) => [a.name, a]));
    expect(byName['HNB Savings']).toMatchObject({ open: '0.00', in: '1200.00', out: '0.00', close: '1200.00' });
    // The voucher confirmed and reversed above is in both columns: 5000 opening + 1250.50 back; 1250.50 + 1200 out.
    expect(byName['BOC Current']).toMatchObject({ in: '6250.50', out: '2450.50', close: '3800.00' });
    expect(byName.Cash).toMatchObject({ open: '0.00', in: '300.00', out: '120.25', close: '179.75' });
    expect((await owner.browser.get(`/api/transactions/balance/cash`).expect(200)).body.balance).toBe('179.75');

    const expenses = await owner.browser.get('/api/voucher-expenses/report').query({ from: today(), to: today() }).expect(200);
    // The voucher above was booked and reversed: only the cash book expense remains.
    expect(expenses.body.categories).toEqual([
      { id: categoryId, name: 'Stationery', type: 'Cost of Operations', amount: '120.25', sub_categories: [{ id: null, name: null, amount: '120.25' }] },
    ]);
    await owner.browser.get('/api/voucher-expenses/report').query({ from: today(), to: '2020-01-01' }).expect(422);

    await owner.browser.post(`/api/transactions/delete/transaction/${moved.body.id}`).expect(200);
    expect(await balance(`bank:${savings}`)).toBe('0.00');
    expect(await balance(`bank:${bankId}`)).toBe('5000.00');
  });

  it('refuses a transfer to the same account, beyond the balance, or with a bad value; nothing written', async () => {
    const before = await count('cash_transactions');
    const post = (body: Record<string, unknown>) => owner.browser.post('/api/transactions/transferFund', { from_account: bankId, to_account: 'cash', date: today(), ...body }).expect(422);
    expect((await post({ to_account: bankId, value: '1' })).body.errors).toEqual({ to_account: ['The to account and from account must be different.'] });
    expect((await post({ value: '5000.01' })).body.errors).toEqual({ value: ['The value may not exceed the balance of the from account (5000.00).'] });
    expect(Object.keys((await post({ value: '-3' })).body.errors)).toEqual(['value']);
    expect(Object.keys((await post({ value: '1.234' })).body.errors)).toEqual(['value']);
    expect(await count('cash_transactions')).toBe(before);
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.post('/api/transactions/transferFund', { from_account: bankId, to_account: 'cash', date: today(), value: '1' }).expect(403);
  });
});
