import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { randomUUID as randomUuid } from 'node:crypto';
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

describe('clients, In/Out and edits of cash book entries', () => {
  let shop: Registered;
  let bank: string;
  let fuel: string;
  let customer: string;
  let supplier: string;
  const balance = async (account: string) => (await shop.browser.get(`/api/transactions/balance/${account}`).expect(200)).body.balance as string;
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

  beforeAll(async () => {
    shop = await registerWorkspace(app, 'Client Entries Co');
    await app.sql(`UPDATE workspaces SET plan_id = 1`);
    bank = (await shop.browser.post('/api/bank-accounts', { identification_name: 'HNB Current', balance: '1000' }).expect(201)).body.id;
    fuel = (await shop.browser.post('/api/expenses-categories', { name: 'Fuel', type: 'Cost of Operations' }).expect(201)).body.id;
    customer = (await shop.browser.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body.id;
    supplier = (await shop.browser.post('/api/suppliers', { name: 'Lanka Fuel', type: 'Local Vendor' }).expect(201)).body.id;
  });

  it('keeps a customer or supplier as the client of an entry, and lists every row as In, Out or both', async () => {
    const income = await shop.browser.post('/api/incomes', { account: 'cash', amount: '400.00', date: today(), client: `customer:${customer}` }).expect(201);
    expect(income.body).toMatchObject({ client: `customer:${customer}`, client_type: 'customer', client_name: 'Perera Stores', direction: 'in' });
    const expense = await shop.browser.post('/api/expenses', { account: bank, amount: '90.00', expense_category_id: fuel, date: today(), client: `supplier:${supplier}` }).expect(201);
    expect(expense.body).toMatchObject({ client_type: 'supplier', client_name: 'Lanka Fuel', direction: 'out' });
    const transfer = await shop.browser.post('/api/transactions/transferFund', { from_account: 'cash', to_account: bank, value: '100.00', date: today() }).expect(201);
    expect(transfer.body).toMatchObject({ direction: 'in-out', client: null });
    const [{ payload }] = await app.sql<{ payload: { client: string } }>(`SELECT payload FROM ledger_event WHERE stream = $1`, [expense.body.stream]);
    expect(payload.client).toBe(`supplier:${supplier}`);

    const listed = async (direction: string) => (await shop.browser.get('/api/transactions').query({ filter: JSON.stringify({ direction }) }).expect(200)).body;
    expect(ids(await listed('in'))).toEqual([income.body.id, transfer.body.id].sort());
    expect(ids(await listed('out'))).toEqual([expense.body.id, transfer.body.id].sort());
    const bySupplier = await shop.browser.get('/api/expenses').query({ filter: JSON.stringify({ supplier_id: supplier }) }).expect(200);
    expect(ids(bySupplier.body)).toEqual([expense.body.id]);
    expect((await listed('in'))[0]).toHaveProperty('client_name');
    const bad = await shop.browser.get('/api/transactions').query({ filter: JSON.stringify({ direction: 'sideways' }) }).expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['direction']);
  });

  it('refuses a client that is not one of the workspace’s customers or suppliers, writing nothing', async () => {
    const stranger = await registerWorkspace(app, 'Stranger Co');
    const theirs = (await stranger.browser.post('/api/customers', { name: 'Not Yours' }).expect(201)).body.id;
    const before = await count('ledger_event');
    for (const client of [`customer:${theirs}`, `supplier:${customer}`, 'customer:nobody', 42]) {
      const refused = await shop.browser.post('/api/incomes', { account: 'cash', amount: '1.00', date: today(), client }).expect(422);
      expect(refused.body.errors).toEqual({ client: ['The selected client is invalid.'] });
    }
    expect(await count('ledger_event')).toBe(before);
  });

  it('edits an expense as one command: its reversal and its replacement in its stream, linked both ways', async () => {
    const expense = await shop.browser.post('/api/expenses', { account: 'cash', amount: '100.00', expense_category_id: fuel, date: today(), client: `supplier:${supplier}` }).expect(201);
    const cashBefore = await balance('cash');
    const before = await count('ledger_event');
    const edited = await shop.browser
      .put(`/api/expenses/${expense.body.id}`, { account: 'cash', amount: '150.00', expense_category_id: fuel, date: today(), client: `customer:${customer}`, remark: 'Corrected' })
      .expect(200);
    expect(edited.body).toMatchObject({ amount: '150.00', client_name: 'Perera Stores', remark: 'Corrected', replaces: expense.body.id, replaces_code: expense.body.code, stream: expense.body.stream });
    expect(edited.body.code).not.toBe(expense.body.code);
    expect(await count('ledger_event')).toBe(before + 2);
    const events = await app.sql<{ type: string; payload: { transactionId: string; amount: string } }>(
      `SELECT type, payload FROM ledger_event WHERE stream = $1 ORDER BY stream_version`,
      [expense.body.stream],
    );
    expect(events.map((e) => [e.type, e.payload.transactionId, e.payload.amount])).toEqual([
      ['CashEntryRecorded', expense.body.id, '100.00'],
      ['CashEntryReversed', expense.body.id, '100.00'],
      ['CashEntryRecorded', edited.body.id, '150.00'],
    ]);
    expect(await balance('cash')).toBe(new Intl.NumberFormat('en', { minimumFractionDigits: 2, useGrouping: false }).format(Number(cashBefore) - 50));

    const original = await shop.browser.get(`/api/expenses/${expense.body.id}`).expect(200);
    expect(original.body).toMatchObject({ replaced_by: edited.body.id, replaced_by_code: edited.body.code });
    expect(original.body.deleted_at).not.toBeNull();
    expect(ids((await shop.browser.get('/api/expenses/deleted-list').expect(200)).body)).toContain(expense.body.id);
    expect(ids((await shop.browser.get('/api/expenses').expect(200)).body)).toContain(edited.body.id);

    // The replaced entry is gone from the book; its replacement is the live one.
    const again = await shop.browser.put(`/api/expenses/${expense.body.id}`, { account: 'cash', amount: '1.00', expense_category_id: fuel, date: today() }).expect(409);
    expect(again.body.message).toBe('This entry is already reversed.');
    await shop.browser.delete(`/api/expenses/${edited.body.id}`).expect(200);
    expect(await balance('cash')).toBe(new Intl.NumberFormat('en', { minimumFractionDigits: 2, useGrouping: false }).format(Number(cashBefore) + 100));
  });

  it('refuses an edit that would overdraw, or bad input, writing nothing', async () => {
    const expense = await shop.browser.post('/api/expenses', { account: bank, amount: '10.00', expense_category_id: fuel, date: today() }).expect(201);
    const held = await balance(bank);
    const before = await count('ledger_event');
    const overdrawn = await shop.browser
      .put(`/api/expenses/${expense.body.id}`, { account: bank, amount: (Number(held) + 10.01).toFixed(2), expense_category_id: fuel, date: today() })
      .expect(422);
    expect(overdrawn.body.errors).toEqual({ amount: [`The value may not exceed the balance of the from account (${(Number(held) + 10).toFixed(2)}).`] });
    const bad = await shop.browser.put(`/api/expenses/${expense.body.id}`, { account: 'nowhere', amount: '-1', date: '2026-02-30', client: 'me' }).expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['account', 'amount', 'client', 'date', 'expense_category_id']);
    await shop.browser.put(`/api/expenses/${expense.body.id}`, { account: bank, amount: '5.00', expense_category_id: randomUuid(), date: today() }).expect(422);
    expect(await count('ledger_event')).toBe(before);
    expect((await shop.browser.get(`/api/expenses/${expense.body.id}`).expect(200)).body.deleted_at).toBeNull();
  });

  it('edits an income, refusing one whose money was spent in the meantime', async () => {
    const income = await shop.browser.post('/api/incomes', { account: bank, amount: '50.00', date: today() }).expect(201);
    const edited = await shop.browser.put(`/api/incomes/${income.body.id}`, { account: bank, amount: '60.00', date: today(), client: `customer:${customer}` }).expect(200);
    expect(edited.body).toMatchObject({ kind: 'income', amount: '60.00', direction: 'in', replaces: income.body.id });
    await shop.browser.post('/api/expenses', { account: bank, amount: await balance(bank), expense_category_id: fuel, date: today() }).expect(201);
    const refused = await shop.browser.put(`/api/incomes/${edited.body.id}`, { account: 'cash', amount: '60.00', date: today() }).expect(422);
    expect(Object.keys(refused.body.errors)).toEqual(['amount']);
  });

  it('keeps edits to the workspace, the kind, and the roles that write', async () => {
    const expense = await shop.browser.post('/api/expenses', { account: 'cash', amount: '1.00', expense_category_id: fuel, date: today() }).expect(201);
    const body = { account: 'cash', amount: '2.00', expense_category_id: fuel, date: today() };
    const other = await registerWorkspace(app, 'Other Edit Co');
    await app.sql(`UPDATE workspaces SET plan_id = 1`);
    await other.browser.put(`/api/expenses/${expense.body.id}`, body).expect(404);
    // Another workspace's id is unknown whatever the body says.
    await other.browser.put(`/api/expenses/${expense.body.id}`, {}).expect(404);
    await shop.browser.put(`/api/incomes/${expense.body.id}`, { account: 'cash', amount: '2.00', date: today() }).expect(404);
    await shop.browser.put('/api/expenses/not-an-id', body).expect(404);
    const audit = await signInNewUser(app, shop.user.workspace.id, 2);
    await audit.put(`/api/expenses/${expense.body.id}`, body).expect(403);
    const entry = await signInNewUser(app, shop.user.workspace.id, 3);
    await entry.put(`/api/expenses/${expense.body.id}`, body).expect(200);
  });
});
