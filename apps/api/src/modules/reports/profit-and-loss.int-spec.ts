import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { readWorkbook, reportTable } from '../../../../../tests/support/xlsx';

let app: TestApp;
let owner: Registered;
let tenantId: string;
let rent: string;
let freight: string;
let invoiceId: string;
let beforeCorrection: string;

const lines = (body: { sections: { key: string; lines: { key: string; name: string | null; amount: string }[]; total: string }[] }) =>
  Object.fromEntries(body.sections.map((s) => [s.key, { total: s.total, lines: s.lines.map((l) => [l.name ?? l.key, l.amount]) }]));

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Profit Co');
  tenantId = owner.user.workspace.id;
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  await owner.browser.post('/api/invoice-templates', { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
  const customer = (await owner.browser.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body.id;
  rent = (await owner.browser.post('/api/expenses-categories', { name: 'Rent', type: 'Cost of Operations' }).expect(201)).body.id;
  freight = (await owner.browser.post('/api/expenses-categories', { name: 'Freight in', type: 'Cost of Sales' }).expect(201)).body.id;
  await owner.browser.post('/api/bank-accounts', { identification_name: 'BOC', balance: '10000' }).expect(201);

  const invoice = await owner.browser
    .post('/api/invoices', {
      customer_id: customer,
      date: '2026-10-05',
      due_date: '2026-10-05',
      lines: [{ description: 'Consulting', unit_price: '1000.00', quantity: '2', discount_type: 'value', discount_value: '100.00' }],
    })
    .expect(201);
  invoiceId = invoice.body.id;
  await owner.browser.post(`/api/invoices/confirm/${invoiceId}`, {}).expect(200);
  await owner.browser.post('/api/incomes', { account: 'cash', amount: '250.00', date: '2026-10-10' }).expect(201);
  await owner.browser.post('/api/expenses', { account: 'cash', amount: '200.00', expense_category_id: rent, date: '2026-10-11' }).expect(201);
  await owner.browser.post('/api/expenses', { account: 'cash', amount: '30.50', expense_category_id: freight, date: '2026-10-12' }).expect(201);
  // Outside the period: November.
  await owner.browser.post('/api/incomes', { account: 'cash', amount: '999.00', date: '2026-11-02' }).expect(201);
  beforeCorrection = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 20));
  // A back-dated correction recorded later: known-at before it does not see it.
  await owner.browser.post('/api/expenses', { account: 'cash', amount: '19.50', expense_category_id: rent, date: '2026-10-20' }).expect(201);
});
afterAll(() => app.close());

describe('profit and loss', () => {
  it('sums a period from the ledger: income, cost of sales, operating expenses, gross and net profit', async () => {
    const res = await owner.browser.get('/api/reports/profitLost').query({ from: '2026-10-01', to: '2026-10-31' }).expect(200);
    expect(res.body).toMatchObject({ from: '2026-10-01', to: '2026-10-31', known_at: null, gross_profit: '2119.50', net_profit: '1900.00' });
    expect(lines(res.body)).toEqual({
      income: {
        total: '2150.00',
        lines: [
          ['sales', '2000.00'],
          ['discounts', '-100.00'],
          ['invoice_parameters', '0.00'],
          ['other_income', '250.00'],
        ],
      },
      cost_of_sales: { total: '30.50', lines: [['stock_sold', '0.00'], ['Freight in', '30.50']] },
      operating_expenses: { total: '219.50', lines: [['Rent', '219.50']] },
    });
  });

  it('answers as known at a time before a back-dated entry, and a reversal takes the sale back on its own date', async () => {
    const known = await owner.browser.get('/api/reports/profit_and_loss').query({ from: '2026-10-01', to: '2026-10-31', known_at: beforeCorrection }).expect(200);
    expect(known.body.net_profit).toBe('1919.50');
    await owner.browser.post(`/api/invoices/reverse/${invoiceId}`, {}).expect(200);
    const october = await owner.browser.get('/api/reports/profitLost').query({ from: '2026-10-01', to: '2026-10-31' }).expect(200);
    expect(october.body.net_profit).toBe('1900.00');
    const [{ today }] = await app.sql<{ today: string }>(`SELECT to_char(now() AT TIME ZONE 'Asia/Colombo', 'YYYY-MM-DD') AS today`);
    const reversal = await owner.browser.get('/api/reports/profitLost').query({ from: today, to: today }).expect(200);
    expect(lines(reversal.body).income.lines.slice(0, 2)).toEqual([['sales', '-2000.00'], ['discounts', '100.00']]);
  });

  it('exports the statement with typed amounts and the net profit as its totals row', async () => {
    const workbook = await readWorkbook(owner.browser.get('/api/reports/profit_and_loss/export').query({ from: '2026-10-01', to: '2026-10-31' }));
    const sheet = workbook.worksheets[0];
    const rows = sheet.getSheetValues().slice(reportTable(sheet).heading.length + 3).map((r) => (r as unknown[]).slice(1));
    expect(rows).toContainEqual(['Operating expenses', 'Rent', 219.5]);
    expect(rows.find((r) => r[1] === 'Gross profit')?.[2]).toBe(2119.5);
    expect(rows[rows.length - 1].slice(1)).toEqual(['Net profit', 1900]);
  });

  it('refuses bad periods, honours the sub-flag and lets Audit read', async () => {
    const bad = await owner.browser.get('/api/reports/profitLost').query({ from: '2026-10-31', to: '2026-10-01' }).expect(422);
    expect(bad.body.errors).toEqual({ to: ['The to date must be a date after or equal to from.'] });
    await owner.browser.get('/api/reports/profitLost').query({ from: '31/10/2026' }).expect(422);
    await owner.browser.get('/api/reports/profitLost').query({ known_at: 'yesterday' }).expect(422);
    const audit = await signInNewUser(app, tenantId, 2);
    await audit.get('/api/reports/profitLost').query({ from: '2026-10-01', to: '2026-10-31' }).expect(200);
    await app.sql(`UPDATE workspaces SET report_profit_and_loss = 0 WHERE id = $1`, [tenantId]);
    await owner.browser.get('/api/reports/profitLost').expect(403);
    await app.sql(`UPDATE workspaces SET report_profit_and_loss = 1 WHERE id = $1`, [tenantId]);
  });

  it('reports only its own workspace', async () => {
    const other = await registerWorkspace(app, 'Other Profit Co');
    await app.sql(`UPDATE workspaces SET plan_id = 1`);
    const res = await other.browser.get('/api/reports/profitLost').query({ from: '2026-10-01', to: '2026-10-31' }).expect(200);
    expect(res.body.net_profit).toBe('0.00');
    expect(res.body.sections[2].lines).toEqual([]);
  });

  it('explains a period figure by the postings between its dates', async () => {
    const explained = await owner.browser
      .get('/api/ledger/explain')
      .query({ account: 'expense', party: `expense-category:${rent}`, from: '2026-10-01', as_of: '2026-10-31' })
      .expect(200);
    expect(explained.body).toMatchObject({ debit: '219.50', total: 2 });
    await owner.browser.get('/api/ledger/explain').query({ account: 'expense', from: '2026-13-01' }).expect(422);
  });
});
