import fc from 'fast-check';
import { Money, ROLES, type BillView, type PayablesAgingReport, type TrialBalanceReport } from '@ginuma/domain';
import { runCli } from '../../../../../tests/support/cli';
import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { readWorkbook, reportTable } from '../../../../../tests/support/xlsx';

let app: TestApp;
let owner: Registered;
let supplierId: string;
let otherSupplierId: string;
let teaId: string;
let serviceId: string;
let categoryId: string;
let vatId: string;

const PDF = Buffer.from('%PDF-1.7 supplier invoice');

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Bills Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  const supplier = await owner.browser.post('/api/suppliers', { name: 'Perera Wholesale', type: 'Local Vendor', payment_terms_days: '30' }).expect(201);
  expect(supplier.body.payment_terms_days).toBe(30);
  supplierId = supplier.body.id;
  otherSupplierId = (await owner.browser.post('/api/suppliers', { name: 'Lanka Transport', type: 'Transport' }).expect(201)).body.id;
  teaId = (await owner.browser.post('/api/products', { name: 'Tea 100g', type: 'Stockable', selling_price: '450', unit_cost: '100', open_stock: '10' }).expect(201)).body.id;
  serviceId = (await owner.browser.post('/api/products', { name: 'Delivery', type: 'Non-stockable', selling_price: '250' }).expect(201)).body.id;
  categoryId = (await owner.browser.post('/api/expenses-categories', { name: 'Freight', type: 'Cost of Sales' }).expect(201)).body.id;
  vatId = (await owner.browser.post('/api/taxes', { name: 'VAT', rate: '18', abbreviation: 'VAT' }).expect(201)).body.id;
});
afterAll(() => app.close());

const balance = async (account: string, party?: string) =>
  ((await owner.browser.get('/api/ledger/balances').query(party ? { account, party } : { account })).body[0]?.balance as string | undefined) ?? '0.00';
const stockOf = async (productId: string) => (await owner.browser.get(`/api/products/${productId}`).expect(200)).body.stock_quantity as string;
const trialBalance = async () => (await owner.browser.get('/api/reports/trial-balance').expect(200)).body as TrialBalanceReport;
const count = async () => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM bills`))[0].n;

let numbers = 0;
const bill = (overrides: Record<string, unknown> = {}) => ({
  supplier_id: supplierId,
  bill_number: `PW-${++numbers}`,
  date: '2026-11-01',
  note: null,
  lines: [
    { product_id: teaId, expense_category_id: null, description: 'Tea cartons', quantity: '20', unit_cost: '115.50', tax_id: vatId },
    { product_id: null, expense_category_id: categoryId, description: 'Freight', quantity: '1', unit_cost: '333.33', tax_id: vatId },
  ],
  ...overrides,
});

describe('bills', () => {
  it('saves a pending bill due after the supplier’s terms, confirms it into the books and reverses it', async () => {
    const tbBefore = await trialBalance();
    const created = await owner.browser.post('/api/bills', bill()).expect(201);
    const view = created.body as BillView;
    expect(view).toMatchObject({
      code: 'BILL-000001',
      stage: 'pending',
      status: 'pending',
      supplier_name: 'Perera Wholesale',
      due_date: '2026-12-01',
      sub_total: '2643.33',
      // 2310.00 × 18 % = 415.80; 333.33 × 18 % = 59.9994 → 60.00
      tax_total: '475.80',
      grand_total: '3119.13',
      paid: '0.00',
      due: '0.00',
    });
    expect(view.lines).toEqual([
      expect.objectContaining({ product_id: teaId, item_name: 'Tea 100g', quantity: '20.000', unit_cost: '115.50', amount: '2310.00', tax_rate: '18.00', tax_amount: '415.80', total: '2725.80' }),
      expect.objectContaining({ expense_category_id: categoryId, item_name: 'Freight', amount: '333.33', tax_amount: '60.00', total: '393.33' }),
    ]);
    expect((await owner.browser.get('/api/bills/get/code').expect(200)).body).toMatchObject({ code: 'BILL-000002' });

    const confirmed = await owner.browser.post(`/api/bills/confirm/${view.id}`).expect(200);
    expect(confirmed.body).toMatchObject({ stage: 'confirmed', status: 'due', paid: '0.00', due: '3119.13' });
    await owner.browser.post(`/api/bills/confirm/${view.id}`).expect(409);
    expect(await balance('payable', `supplier:${supplierId}`)).toBe('-3119.13');
    expect(await balance('input-tax', `tax:${vatId}`)).toBe('475.80');
    expect(await balance('expense', `expense-category:${categoryId}`)).toBe('333.33');
    expect(await balance('inventory', `product:${teaId}`)).toBe('3310.00');
    expect(await stockOf(teaId)).toBe('30.000');
    // The moving average now includes the bill's cost: (1000 + 2310) / 30.
    const levels = await owner.browser.get('/api/stocks').query({ filter: JSON.stringify({ product_id: teaId }) }).expect(200);
    expect(levels.body).toEqual([expect.objectContaining({ stock_quantity: '30.000', stock_value: '3310.00' })]);
    const tb = await trialBalance();
    expect(tb.balanced).toBe(true);
    expect(Money.of(tb.totals.debit).minus(tbBefore.totals.debit).toFixed()).toBe('3119.13');

    // Delete is refused while it is in the books; reverse takes it out, then it may be deleted.
    const refused = await owner.browser.delete(`/api/bills/${view.id}`).expect(409);
    expect(refused.body.code).toBe('bills.bill-in-books');
    const reversed = await owner.browser.post(`/api/bills/reverse/${view.id}`).expect(200);
    expect(reversed.body).toMatchObject({ stage: 'reversed', status: 'reversed', due: '0.00' });
    await owner.browser.post(`/api/bills/reverse/${view.id}`).expect(409);
    expect(await balance('payable', `supplier:${supplierId}`)).toBe('0.00');
    expect(await balance('input-tax', `tax:${vatId}`)).toBe('0.00');
    expect(await stockOf(teaId)).toBe('10.000');
    expect((await trialBalance()).balanced).toBe(true);
    // The stock logs name the bill that moved the goods, in and back out.
    const logs = async (source: string) => (await owner.browser.get('/api/stock-logs').query({ filter: JSON.stringify({ product_id: teaId, source }) }).expect(200)).body;
    expect(await logs('bill')).toEqual([expect.objectContaining({ transaction_type: 'in', quantity: '20.000', value: '2310.00', reference: 'BILL-000001' })]);
    expect(await logs('bill_reversal')).toEqual([expect.objectContaining({ transaction_type: 'out', quantity: '20.000', value: '2310.00', reference: 'BILL-000001' })]);
    await owner.browser.delete(`/api/bills/${view.id}`).expect(200);
    const deleted = await owner.browser.get('/api/bills/-/deleted-list').expect(200);
    expect(deleted.body).toEqual([expect.objectContaining({ code: 'BILL-000001', status: 'reversed' })]);
    expect((await owner.browser.delete(`/api/bills/permanent/${view.id}`).expect(409)).body.code).toBe('documents.ledger-known');
    await owner.browser.post(`/api/bills/restore/${view.id}`).expect(200);
  });

  it('saves and confirms in one request, keeps one attachment, prints and exports', async () => {
    const saved = await owner.browser.post('/api/bills?confirm=true', bill({ due_date: '2026-11-15' })).expect(201);
    expect(saved.body).toMatchObject({ stage: 'confirmed', status: 'due', due_date: '2026-11-15' });
    const url = `/api/bills/attachment/${saved.body.id}`;
    await owner.browser.upload(url, 'attachment', PDF, { filename: 'PW invoice.pdf' }).expect(200);
    expect((await owner.browser.get(`/api/bills/${saved.body.id}`).expect(200)).body.attachment).toBe('PW invoice.pdf');
    for (const locale of ['en', 'si']) {
      const printed = await owner.browser.get(`/api/bills/print/${saved.body.id}`).query({ locale }).expect(200);
      expect(printed.headers['content-type']).toBe('application/pdf');
    }
    const listed = await owner.browser.get('/api/bills').query({ filter: JSON.stringify({ status: 'due', supplier_id: supplierId }) }).expect(200);
    expect(listed.body.map((b: BillView) => b.id)).toEqual([saved.body.id]);
    const sheet = (await readWorkbook(owner.browser.get('/api/bills/-/export'))).worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Code', 'Bill number', 'Supplier', 'Date', 'Due date', 'Sub total', 'Tax', 'Total', 'Paid', 'Due', 'Status']);
    expect(sheet.rowCount).toBe(3);
    // Edited only while pending.
    await owner.browser.put(`/api/bills/${saved.body.id}`, bill()).expect(409);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const taken = (await owner.browser.post('/api/bills', bill({ bill_number: 'DUP-1' })).expect(201)).body;
    const before = await count();
    const line = (overrides: Record<string, unknown>) => ({ product_id: null, expense_category_id: categoryId, description: null, quantity: '1', unit_cost: '10', tax_id: null, ...overrides });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ supplier_id: undefined }, 'supplier_id', 'The selected supplier is invalid.'],
      [{ supplier_id: '00000000-0000-4000-8000-000000000000' }, 'supplier_id', 'The selected supplier is invalid.'],
      [{ bill_number: 'dup-1' }, 'bill_number', 'This supplier already has a bill numbered dup-1.'],
      [{ lines: [] }, 'lines', 'Add at least one line to the bill.'],
      [{ lines: [line({ product_id: teaId })] }, 'lines.0.product_id', 'Choose either a product or an expense category for each line, not both.'],
      [{ lines: [line({ expense_category_id: null })] }, 'lines.0.product_id', 'Choose either a product or an expense category for each line, not both.'],
      [{ lines: [line({ unit_cost: '-1' })] }, 'lines.0.unit_cost', 'The unit cost must not be negative.'],
      [{ lines: [line({ quantity: '0' })] }, 'lines.0.quantity', 'The quantity must be greater than zero.'],
      [{ lines: [line({ expense_category_id: null, product_id: serviceId })] }, 'lines.0.product_id', 'Only stockable products have stock.'],
      [{ due_date: '2026-10-01' }, 'due_date', 'The due date may not be before the bill date.'],
      [{ date: '2026-02-30' }, 'date', 'The date must be a date in the form YYYY-MM-DD.'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await owner.browser.post('/api/bills', bill(overrides)).expect(422);
      expect({ field, errors: res.body.errors[field] }).toEqual({ field, errors: [message] });
    }
    // The same number from another supplier is theirs to use.
    await owner.browser.post('/api/bills', bill({ bill_number: 'DUP-1', supplier_id: otherSupplierId, lines: [line({})] })).expect(201);
    expect(await count()).toBe(before + 1);
    // A deleted bill's number may be entered again; the deleted one then cannot come back.
    await owner.browser.delete(`/api/bills/${taken.id}`).expect(200);
    await owner.browser.post('/api/bills', bill({ bill_number: 'DUP-1' })).expect(201);
    expect((await owner.browser.post(`/api/bills/restore/${taken.id}`).expect(422)).body.errors).toEqual({ bill_number: ['This supplier already has a bill numbered DUP-1.'] });
    await owner.browser.delete(`/api/bills/permanent/${taken.id}`).expect(200);
  });

  it('hides another workspace’s bill and refuses an Audit user’s write', async () => {
    const mine = (await owner.browser.post('/api/bills', bill()).expect(201)).body as BillView;
    const other = await registerWorkspace(app, 'Other Bills Co');
    await other.browser.get(`/api/bills/${mine.id}`).expect(404);
    await other.browser.post(`/api/bills/confirm/${mine.id}`).expect(404);
    await other.browser.post(`/api/bills/reverse/${mine.id}`).expect(404);
    await other.browser.delete(`/api/bills/${mine.id}`).expect(404);
    await other.browser.put(`/api/bills/${mine.id}`, bill()).expect(404);
    const audit = await signInNewUser(app, owner.user.workspace.id, ROLES.audit);
    await audit.post('/api/bills', bill()).expect(403);
    await audit.post(`/api/bills/confirm/${mine.id}`).expect(403);
    await audit.get('/api/bills').expect(200);
    await audit.get(`/api/bills/${mine.id}`).expect(200);
    const entry = await signInNewUser(app, owner.user.workspace.id, ROLES.entry);
    await entry.post(`/api/bills/confirm/${mine.id}`).expect(200);
    await entry.delete(`/api/bills/permanent/${mine.id}`).expect(403);
  });

  it('keeps payables equal to what the open bills owe and the trial balance balanced over random bills', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            goods: fc.boolean(),
            quantity: fc.integer({ min: 1, max: 50_000 }).map((n) => (n / 1000).toFixed(3)),
            cost: fc.integer({ min: 0, max: 10_000_000 }).map((n) => (n / 100).toFixed(2)),
            taxed: fc.boolean(),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.constantFrom('keep', 'reverse'),
        async (lines, fate) => {
          const body = bill({
            supplier_id: otherSupplierId,
            lines: lines.map((l) => ({ product_id: l.goods ? teaId : null, expense_category_id: l.goods ? null : categoryId, description: null, quantity: l.quantity, unit_cost: l.cost, tax_id: l.taxed ? vatId : null })),
          });
          const saved = await owner.browser.post('/api/bills?confirm=true', body).expect(201);
          if (fate === 'reverse') await owner.browser.post(`/api/bills/reverse/${saved.body.id}`).expect(200);
          const open = await owner.browser.get('/api/bills').query({ filter: JSON.stringify({ supplier_id: otherSupplierId }), range: '[0,999]' }).expect(200);
          const owed = Money.sum((open.body as BillView[]).map((b) => b.due));
          expect(Money.of(await balance('payable', `supplier:${otherSupplierId}`)).negated().toFixed()).toBe(owed.toFixed());
          expect((await trialBalance()).balanced).toBe(true);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('is restored by ledger:rebuild: what each bill owes and its stage come from its events alone', async () => {
    const cli = (...args: string[]) => runCli('ledger-rebuild', app.database.url, ...args);
    const snapshot = () => app.sql(`SELECT t.id, t.stage, t.reversed_on, b.paid, b.grand_total, b.reversed FROM bills t LEFT JOIN bill_balance b USING (tenant_id) WHERE b.bill_id = t.id ORDER BY t.id`);
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(3);
    expect((await cli('--verify')).stdout).toMatch(/projections equal a replay/);
    await app.sql(`DELETE FROM bill_balance`);
    await app.sql(`UPDATE bills SET stage = 'pending', reversed_on = NULL`);
    const failure = await cli('--verify').catch((error: { code: number; stdout: string }) => error);
    expect(failure.stdout).toMatch(/bill-balance bill_balance missing/);
    expect((await cli()).stdout).toMatch(/Rebuilt \d+ events/);
    expect(await snapshot()).toEqual(before);
    expect((await cli('--verify')).stdout).toMatch(/projections equal a replay, hash chains intact/);
  }, 120_000);

  it('ages what each supplier is owed by days past due, on both time axes, with an xlsx export', async () => {
    const startedAt = (await app.sql<{ t: string }>(`SELECT min(recorded_at)::text AS t FROM ledger_event WHERE stream LIKE 'bill-%'`))[0].t;
    // After the first bill's reversal (on the business date it was reversed), two bills stand: due 2026-11-15 and 2026-12-01.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
    const asOf = today > '2026-12-20' ? today : '2026-12-20';
    const report = (await owner.browser.get('/api/reports/payables_aging').query({ as_of: asOf }).expect(200)).body as PayablesAgingReport;
    const expected: Record<string, Money> = { not_due: Money.ZERO, days_0_30: Money.ZERO, days_31_60: Money.ZERO, days_61_90: Money.ZERO, days_over_90: Money.ZERO };
    for (const due of ['2026-11-15', '2026-12-01']) {
      const age = (Date.parse(asOf) - Date.parse(due)) / 86_400_000;
      const bucket = age <= 30 ? 'days_0_30' : age <= 60 ? 'days_31_60' : age <= 90 ? 'days_61_90' : 'days_over_90';
      expected[bucket] = expected[bucket].plus('3119.13');
    }
    const perera = report.rows.find((r) => r.supplier_id === supplierId);
    expect(perera).toMatchObject({ supplier: 'Perera Wholesale', bills: 2, total_due: '6238.26', ...Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, v.toFixed()])) });
    for (const row of report.rows) {
      expect(Money.of(row.total_due).negated().toFixed()).toBe(await balance('payable', `supplier:${row.supplier_id}`));
      const buckets = [row.not_due, row.days_0_30, row.days_31_60, row.days_61_90, row.days_over_90];
      expect(Money.sum(buckets).toFixed()).toBe(row.total_due);
    }
    expect(report.totals.total_due).toBe(Money.sum(report.rows.map((r) => r.total_due)).toFixed());
    const early = (await owner.browser.get('/api/reports/payables_aging').query({ as_of: '2026-11-20' }).expect(200)).body as PayablesAgingReport;
    // On 2026-11-20 the first bill was not yet reversed (that happened on a later business date): three bills, two not yet due.
    expect(early.rows.find((r) => r.supplier_id === supplierId)).toMatchObject({ bills: 3, not_due: '6238.26', days_0_30: '3119.13', total_due: '9357.39' });
    expect((await owner.browser.get('/api/reports/payables_aging').query({ as_of: '2026-10-31' }).expect(200)).body.rows).toEqual([]);
    const before = new Date(new Date(startedAt).getTime() - 1).toISOString();
    expect((await owner.browser.get('/api/reports/payables_aging').query({ as_of: asOf, known_at: before }).expect(200)).body.rows).toEqual([]);
    await owner.browser.get('/api/reports/payables_aging').query({ as_of: '2026-13-01' }).expect(422);
    const sheet = reportTable((await readWorkbook(owner.browser.get('/api/reports/payables_aging/export').query({ as_of: asOf }))).worksheets[0]);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Supplier', 'Bills', 'Not yet due', '0-30 days', '31-60 days', '61-90 days', 'Over 90 days', 'Total due']);
    const audit = await signInNewUser(app, owner.user.workspace.id, ROLES.audit);
    await audit.get('/api/reports/payables_aging').expect(200);
  });
});
