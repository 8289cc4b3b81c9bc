import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
let today: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Dashboard Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  [{ today }] = await app.sql<{ today: string }>(`SELECT to_char(now() AT TIME ZONE 'Asia/Colombo', 'YYYY-MM-DD') AS today`);
});
afterAll(() => app.close());

describe('dashboard', () => {
  it('starts at zero for a new workspace', async () => {
    const res = await owner.browser.get('/api/dashboard').expect(200);
    expect(res.body).toMatchObject({ today, month_start: `${today.slice(0, 8)}01`, sales: '0.00', expenses: '0.00', outstanding: '0.00', cash_and_bank: '0.00', below_stock_level: 0 });
    expect(res.body.outstanding_parts).toEqual({ invoices: '0.00', opening_balances: '0.00', other: '0.00' });
    expect(res.body.accounts).toEqual([{ account: 'cash', name: 'Cash', balance: '0.00' }]);
    expect(res.body.months).toHaveLength(6);
    expect(res.body.months[5]).toEqual({ month: today.slice(0, 7), sales: '0.00', expenses: '0.00' });
  });

  it('sums this month from the ledger: sales (the P&L’s income), expenses, what customers owe, money per account, low stock', async () => {
    await owner.browser.post('/api/invoice-templates', { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
    const customer = (await owner.browser.post('/api/customers', { name: 'Perera Stores', open_outstanding: '300.00' }).expect(201)).body.id;
    const bank = (await owner.browser.post('/api/bank-accounts', { identification_name: 'BOC Current', balance: '5000' }).expect(201)).body.id;
    const rent = (await owner.browser.post('/api/expenses-categories', { name: 'Rent', type: 'Cost of Operations' }).expect(201)).body.id;
    await owner.browser.post('/api/products', { name: 'Tea', type: 'Stockable', selling_price: '10.00', stock_level: '5', open_stock: '2' }).expect(201);
    await owner.browser.post('/api/products', { name: 'Sugar', type: 'Stockable', selling_price: '10.00', stock_level: '5', open_stock: '9' }).expect(201);
    const invoice = await owner.browser
      .post('/api/invoices', { customer_id: customer, date: today, due_date: today, lines: [{ description: 'Service', unit_price: '1200.00', quantity: '1' }] })
      .expect(201);
    await owner.browser.post(`/api/invoices/confirm/${invoice.body.id}`, {}).expect(200);
    await owner.browser.post('/api/expenses', { account: bank, amount: '750.50', expense_category_id: rent, date: today }).expect(201);
    await owner.browser.post('/api/incomes', { account: 'cash', amount: '40.00', date: today }).expect(201);

    const res = await owner.browser.get('/api/dashboard').expect(200);
    // Sales are the month's P&L income: the invoice and the cash book's other income.
    expect(res.body).toMatchObject({ sales: '1240.00', expenses: '750.50', outstanding: '1500.00', cash_and_bank: '4289.50', below_stock_level: 1 });
    const month = await owner.browser.get('/api/reports/profit_and_loss').query({ from: res.body.month_start, to: today }).expect(200);
    expect(month.body.sections.find((s: { key: string }) => s.key === 'income').total).toBe(res.body.sales);
    // Outstanding is the receivable: the outstanding report's invoices plus the opening balance it cannot list.
    expect(res.body.outstanding_parts).toEqual({ invoices: '1200.00', opening_balances: '300.00', other: '0.00' });
    const report = await owner.browser.get('/api/reports/payment_outstanding/summary').expect(200);
    expect(report.body.total_due).toBe(res.body.outstanding_parts.invoices);
    expect(res.body.accounts).toEqual([
      { account: 'cash', name: 'Cash', balance: '40.00' },
      { account: `bank:${bank}`, name: 'BOC Current', balance: '4249.50' },
    ]);
    expect(res.body.months[5]).toEqual({ month: today.slice(0, 7), sales: '1240.00', expenses: '750.50' });
  });

  it('is read by every role and shows only its own workspace', async () => {
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    expect((await audit.get('/api/dashboard').expect(200)).body.sales).toBe('1240.00');
    const entry = await signInNewUser(app, owner.user.workspace.id, 3);
    await entry.get('/api/dashboard').expect(200);
    const other = await registerWorkspace(app, 'Other Dashboard Co');
    await app.sql(`UPDATE workspaces SET plan_id = 1`);
    expect((await other.browser.get('/api/dashboard').expect(200)).body).toMatchObject({ sales: '0.00', outstanding: '0.00', cash_and_bank: '0.00' });
  });
});
