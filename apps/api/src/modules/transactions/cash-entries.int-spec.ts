import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { readWorkbook } from '../../../../../tests/support/xlsx';

let app: TestApp;
let owner: Registered;
let bankId: string;
let categoryId: string;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
const count = async (table: string) => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
const cash = async () => (await owner.browser.get('/api/transactions/balance/cash').expect(200)).body.balance as string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Cash Entries Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  bankId = (await owner.browser.post('/api/bank-accounts', { identification_name: 'BOC Current', balance: '1000' }).expect(201)).body.id;
  categoryId = (await owner.browser.post('/api/expenses-categories', { name: 'Fuel', type: 'Cost of Operations' }).expect(201)).body.id;
});
afterAll(() => app.close());

describe('incomes and expenses as resources (spec routes expenses, incomes)', () => {
  it('books an income and an expense, lists each under its own resource, and the cash book under both', async () => {
    const income = await owner.browser.post('/api/incomes', { account: 'cash', amount: '500.00', date: today(), remark: 'Scrap sale' }).expect(201);
    expect(income.body).toMatchObject({ kind: 'income', amount: '500.00', from_account_name: 'Cash', remark: 'Scrap sale' });
    const expense = await owner.browser.post('/api/expenses', { account: 'cash', amount: '120.50', expense_category_id: categoryId, date: today() }).expect(201);
    expect(expense.body).toMatchObject({ kind: 'expense', amount: '120.50', expense_category_name: 'Fuel' });
    expect(await cash()).toBe('379.50');

    const incomes = await owner.browser.get('/api/incomes').expect(200);
    expect(incomes.body.map((r: { id: string }) => r.id)).toEqual([income.body.id]);
    expect(incomes.headers['content-range']).toBe('incomes 0-0/1');
    const expenses = await owner.browser.get('/api/expenses').query({ filter: JSON.stringify({ q: expense.body.code }) }).expect(200);
    expect(expenses.body).toHaveLength(1);
    expect(expenses.body[0]).toMatchObject({ id: expense.body.id, expense_category_name: 'Fuel' });
    const byKind = await owner.browser.get('/api/transactions').query({ filter: JSON.stringify({ status: 'income' }) }).expect(200);
    expect(byKind.body.map((r: { id: string }) => r.id)).toEqual([income.body.id]);

    await owner.browser.get(`/api/incomes/${income.body.id}`).expect(200);
    // One kind's resource does not show the other's entries.
    await owner.browser.get(`/api/expenses/${income.body.id}`).expect(404);
  });

  it('exports the columns on screen with typed cells', async () => {
    const columns = [
      { source: 'code', label: 'කේතය' },
      { source: 'amount', label: 'මුදල' },
      { source: 'secret', label: 'ignored' },
    ];
    const workbook = await readWorkbook(owner.browser.get('/api/expenses/export').query({ columns: JSON.stringify(columns) }));
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'කේතය', 'මුදල']);
    expect(sheet.getRow(2).getCell(2).value).toBe(120.5);
    expect(sheet.rowCount).toBe(2);
  });

  it('deleting an entry appends its reversal and moves it to the deleted list', async () => {
    const expense = await owner.browser.post('/api/expenses', { account: bankId, amount: '200.00', expense_category_id: categoryId, date: today() }).expect(201);
    const before = await count('ledger_event');
    await owner.browser.delete(`/api/expenses/${expense.body.id}`).expect(200);
    expect(await count('ledger_event')).toBe(before + 1);
    const [reversal] = await app.sql<{ type: string }>(`SELECT type FROM ledger_event ORDER BY position DESC LIMIT 1`);
    expect(reversal.type).toBe('CashEntryReversed');
    expect((await owner.browser.get(`/api/transactions/balance/${bankId}`).expect(200)).body.balance).toBe('1000.00');
    const deleted = await owner.browser.get('/api/expenses/deleted-list').expect(200);
    expect(deleted.body.map((r: { id: string }) => r.id)).toEqual([expense.body.id]);
    await owner.browser.delete(`/api/expenses/${expense.body.id}`).expect(404);
  });

  it('refuses an income taken back after its money was spent, and bad input, writing nothing', async () => {
    const income = await owner.browser.post('/api/incomes', { account: bankId, amount: '300.00', date: today() }).expect(201);
    await owner.browser.post('/api/expenses', { account: bankId, amount: '1250.00', expense_category_id: categoryId, date: today() }).expect(201);
    const before = await count('ledger_event');
    const refused = await owner.browser.delete(`/api/incomes/${income.body.id}`).expect(422);
    expect(Object.keys(refused.body.errors)).toEqual(['amount']);
    const bad = await owner.browser.post('/api/expenses', { account: 'cash', amount: '1.005', date: 'yesterday' }).expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'date', 'expense_category_id']);
    expect(bad.body.errors.expense_category_id).toEqual(['Please select the expanse category']);
    const overdrawn = await owner.browser.post('/api/expenses', { account: 'cash', amount: '100000.00', expense_category_id: categoryId, date: today() }).expect(422);
    expect(Object.keys(overdrawn.body.errors)).toEqual(['amount']);
    expect(await count('ledger_event')).toBe(before);
  });

  it('keeps tenants apart and Audit read-only', async () => {
    const [row] = (await owner.browser.get('/api/incomes').expect(200)).body as { id: string }[];
    const other = await registerWorkspace(app, 'Other Cash Co');
    await app.sql(`UPDATE workspaces SET plan_id = 1`);
    await other.browser.get(`/api/incomes/${row.id}`).expect(404);
    await other.browser.delete(`/api/incomes/${row.id}`).expect(404);
    expect((await other.browser.get('/api/incomes').expect(200)).body).toEqual([]);
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.get('/api/incomes').expect(200);
    await audit.post('/api/incomes', { account: 'cash', amount: '1.00', date: today() }).expect(403);
    await audit.delete(`/api/incomes/${row.id}`).expect(403);
    await audit.delete(`/api/transactions/${row.id}`).expect(403);
  });
});
