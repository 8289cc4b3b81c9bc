import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../../tests/support/test-app';
import { addCalendarDays, calendarDateIn, calendarQuarter } from '@ginuma/domain';
import { readWorkbook } from '../../../../../../tests/support/xlsx';
import { runCli } from '../../../../../../tests/support/cli';

let app: TestApp;
let owner: Registered;
let customerId: string;
let supplierId: string;
let categoryId: string;
let vatId: string;

const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'VAT Return Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  customerId = (await owner.browser.post('/api/customers', { name: 'Kandy Traders' }).expect(201)).body.id;
  supplierId = (await owner.browser.post('/api/suppliers', { name: 'Perera Wholesale', type: 'Local Vendor' }).expect(201)).body.id;
  categoryId = (await owner.browser.post('/api/expenses-categories', { name: 'Freight', type: 'Cost of Sales' }).expect(201)).body.id;
  vatId = (await owner.browser.post('/api/taxes', { name: 'VAT', rate: '18', abbreviation: 'VAT' }).expect(201)).body.id;
});
afterAll(() => app.close());

const invoice = (date: string, price: string, taxed: boolean, treatment = 'standard') =>
  owner.browser.post('/api/invoices?confirm=true', {
    customer_id: customerId,
    date,
    lines: [{ description: 'Ceylon tea 1kg', price, quantity: 1, tax_treatment: treatment }],
    tax_ids: taxed ? [vatId] : [],
  });
/** One invoice of every treatment, its prices including VAT or not. */
const mixedInvoice = (date: string, pricesIncludeTax: boolean) =>
  owner.browser.post('/api/invoices?confirm=true', {
    customer_id: customerId,
    date,
    lines: [
      { description: 'Tea for the shop', price: '1180', quantity: 1 },
      { description: 'Tea for export', price: '2000', quantity: 1, tax_treatment: 'zero_rated' },
      { description: 'Unprocessed tea leaves', price: '300', quantity: 1, tax_treatment: 'exempt' },
      { description: 'Freight recharged at cost', price: '150', quantity: 1, tax_treatment: 'out_of_scope' },
    ],
    tax_ids: [vatId],
    prices_include_tax: pricesIncludeTax,
  });
let bills = 0;
const bill = (date: string, cost: string) =>
  owner.browser.post('/api/bills?confirm=true', {
    supplier_id: supplierId,
    bill_number: `PW-${++bills}`,
    date,
    note: null,
    lines: [{ product_id: null, expense_category_id: categoryId, description: 'Freight', quantity: '1', unit_cost: cost, tax_id: vatId }],
  });

/**
 * What the tax accounts moved by over the period's events (recorded by `knownAt`): output tax
 * (credit-normal) less input tax (debit-normal) is their credits less their debits.
 */
async function taxMovement(period: { from: string; to: string }, knownAt: string | null): Promise<string> {
  const [row] = await app.sql<{ net: string }>(
    `SELECT coalesce(sum(p.credit - p.debit), 0)::numeric(20,2)::text AS net
       FROM ledger_event e JOIN ledger_posting p ON p.tenant_id = e.tenant_id AND p.position = e.position
      WHERE e.tenant_id = $1 AND e.occurred_on BETWEEN $2 AND $3 AND ($4::timestamptz IS NULL OR e.recorded_at <= $4)
        AND p.account IN ('tax-payable', 'input-tax')`,
    [owner.user.workspace.id, period.from, period.to, knownAt],
  );
  return row.net;
}

describe('the VAT return', () => {
  it('nets to the movement of the tax accounts, by business date and as known at each moment', async () => {
    const moments: string[] = [];
    const steps = [
      () => invoice('2026-10-05', '10000', true),
      () => invoice('2026-10-06', '4000', false, 'exempt'),
      () => bill('2026-10-07', '3000'),
      () => mixedInvoice('2026-10-08', true),
      () => invoice('2026-11-02', '2000', true),
      () => invoice('2026-10-20', '500', true),
    ];
    for (const step of steps) {
      await step().expect(201);
      moments.push(new Date().toISOString());
    }
    // A day back: every row was recorded after that day, so none is known then; the moments of today each take back only today's later events.
    for (const knownAt of [null, new Date(Date.now() - 86_400_000).toISOString(), ...moments]) {
      for (const period of [OCTOBER, { from: '2026-10-01', to: '2026-11-30' }, { from: '2026-10-06', to: '2026-10-07' }]) {
        const answer = await owner.browser.get('/api/reports/vat-return').query({ ...period, ...(knownAt ? { known_at: knownAt } : {}) }).expect(200);
        expect(answer.body.figures.netPayable).toBe(await taxMovement(period, knownAt));
      }
    }
    // Opened as known at a moment, a figure lists only the documents recorded by then.
    const outputTaxAt = async (knownAt: string) =>
      (await owner.browser.get('/api/reports/vat-return').query({ ...OCTOBER, figure: 'output-tax', known_at: knownAt }).expect(200)).body.documents.map((d: { date: string }) => d.date);
    expect(await outputTaxAt(new Date(Date.now() - 86_400_000).toISOString())).toEqual([]);
    expect(await outputTaxAt(moments[0]!)).toEqual(['2026-10-05']);
    expect(await outputTaxAt(moments[4]!)).toEqual(['2026-10-05', '2026-10-08']);
  });

  it('gives each figure with the documents behind it', async () => {
    const answer = (await owner.browser.get('/api/reports/vat-return').query(OCTOBER).expect(200)).body;
    // 10,000 + 500 taxed at 18%, and 1,180 including VAT (1,000 + 180); 2,000 zero-rated;
    // 4,000 + 300 exempt; the 150 out of scope is no part of it; input tax 18% of 3,000.
    expect(answer.figures).toEqual({
      taxableSupplies: '11500.00',
      outputTax: '2070.00',
      zeroRatedSupplies: '2000.00',
      exemptSupplies: '4300.00',
      inputTax: '540.00',
      adjustments: '0.00',
      netPayable: '1530.00',
    });
    // The return alone lists no document; a figure opened lists its own.
    expect(answer.documents).toEqual([]);
    const behind = async (figure: string) => (await owner.browser.get('/api/reports/vat-return').query({ ...OCTOBER, figure }).expect(200)).body.documents;
    const opened = async (figure: string) => (await behind(figure)).map((d: { kind: string; date: string }) => `${d.kind} ${d.date}`);
    expect(await opened('output-tax')).toEqual(['invoice 2026-10-05', 'invoice 2026-10-08', 'invoice 2026-10-20']);
    expect(await opened('zero-rated-supplies')).toEqual(['invoice 2026-10-08']);
    expect(await opened('exempt-supplies')).toEqual(['invoice 2026-10-06', 'invoice 2026-10-08']);
    expect(await behind('input-tax')).toEqual([expect.objectContaining({ kind: 'bill', date: '2026-10-07', purchases: '3000.00', inputTax: '540.00' })]);
    const refused = await owner.browser.get('/api/reports/vat-return').query({ ...OCTOBER, figure: 'everything' }).expect(422);
    expect(refused.body).toMatchObject({ code: 'tax.vat-figure', errors: { figure: [expect.stringContaining('output-tax')] } });
    expect(answer.filed).toBeNull();
  });

  it('exports the return and its schedules', async () => {
    const workbook = await readWorkbook(owner.browser.get('/api/reports/vat-return/export').query(OCTOBER));
    const cells = workbook.worksheets[0].getSheetValues().flat().map(String);
    for (const expected of ['Output tax', 'Net VAT payable', 'Output tax schedule', 'Input tax schedule', 'Zero-rated supplies schedule', 'Exempt supplies schedule']) {
      expect(cells).toContain(expected);
    }
    expect(workbook.getWorksheet('Question')).toBeDefined();
  });

  it.each([
    [{ from: '2026-10-32', to: '2026-10-31' }, 'from', 'The from date must be a date in the form YYYY-MM-DD.'],
    [{ from: '2026-10-31', to: '2026-10-01' }, 'to', 'The to date must be a date after or equal to from.'],
  ])('refuses the period %j with 422', async (period, field, message) => {
    const refused = await owner.browser.get('/api/reports/vat-return').query(period).expect(422);
    expect(refused.body.errors).toEqual({ [field]: [message] });
  });

  it('is filed by an Admin only, for a period that has ended', async () => {
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.get('/api/reports/vat-return').query(OCTOBER).expect(200);
    await audit.post('/api/reports/vat-return/file', OCTOBER).expect(403);
    const entry = await signInNewUser(app, owner.user.workspace.id, 3);
    await entry.post('/api/reports/vat-return/file', OCTOBER).expect(403);
    const running = await owner.browser.post('/api/reports/vat-return/file', { from: '2026-11-01', to: '2999-12-31' }).expect(422);
    expect(running.body.code).toBe('tax.vat-period-open');
    await owner.browser.post('/api/reports/vat-return/file', { from: '2026-10-01', to: 'soon' }).expect(422);
    const [{ n }] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_event WHERE tenant_id = $1 AND stream = 'vat-return'`, [owner.user.workspace.id]);
    expect(n).toBe(0);
  });

  it('files the return as a ledger event, locks the period for VAT, and shows a later change as the difference', async () => {
    const filed = await owner.browser.post('/api/reports/vat-return/file', OCTOBER).expect(201);
    expect(filed.body).toEqual({ ...OCTOBER, filed_to: '2026-10-31' });
    const [event] = await app.sql<{ type: string; figures: { netPayable: string } }>(
      `SELECT type, payload->'figures' AS figures FROM ledger_event WHERE tenant_id = $1 AND stream = 'vat-return'`,
      [owner.user.workspace.id],
    );
    expect(event).toEqual({ type: 'VatReturnFiled', figures: expect.objectContaining({ netPayable: '1530.00' }) });

    const taxed = await invoice('2026-10-25', '1000', true).expect(422);
    expect(taxed.body).toMatchObject({ code: 'tax.vat-period-filed', params: { filedTo: '2026-10-31' } });
    expect((await bill('2026-10-25', '100').expect(422)).body.code).toBe('tax.vat-period-filed');
    // Zero-rated and exempt supplies are in the return, so they are locked as VAT is.
    expect((await invoice('2026-10-25', '1000', false, 'zero_rated').expect(422)).body.code).toBe('tax.vat-period-filed');
    expect((await invoice('2026-10-25', '1000', false, 'exempt').expect(422)).body.code).toBe('tax.vat-period-filed');
    // A standard-rated supply that charged no VAT still posts into the period; the return shows it as a change from what was filed.
    await invoice('2026-10-26', '250', false).expect(201);
    await invoice('2026-10-26', '90', false, 'out_of_scope').expect(201);
    await invoice('2026-11-03', '1000', true).expect(201);

    const answer = (await owner.browser.get('/api/reports/vat-return').query(OCTOBER).expect(200)).body;
    expect(answer.filed.figures.netPayable).toBe('1530.00');
    expect(answer.difference).toEqual({ taxableSupplies: '250.00', outputTax: '0.00', zeroRatedSupplies: '0.00', exemptSupplies: '0.00', inputTax: '0.00', adjustments: '0.00', netPayable: '0.00' });
  });

  it('refuses a tax treatment it does not know with 422, and saves nothing', async () => {
    const before = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM invoices WHERE tenant_id = $1`, [owner.user.workspace.id]);
    const refused = await invoice('2026-12-01', '100', true, 'reduced').expect(422);
    expect(refused.body.errors).toEqual({ 'lines.0.tax_treatment': ['The tax treatment must be standard, zero_rated, exempt or out_of_scope.'] });
    expect(await app.sql(`SELECT count(*)::int AS n FROM invoices WHERE tenant_id = $1`, [owner.user.workspace.id])).toEqual(before);
  });

  it('shows each line\'s treatment, value and VAT on the invoice, and a credit note takes them back line by line', async () => {
    const made = (await mixedInvoice('2026-11-05', false).expect(201)).body;
    expect(made.lines.map((l: { tax_treatment: string; value: string; tax: string }) => [l.tax_treatment, l.value, l.tax])).toEqual([
      ['standard', '1180.00', '212.40'],
      ['zero_rated', '2000.00', '0.00'],
      ['exempt', '300.00', '0.00'],
      ['out_of_scope', '150.00', '0.00'],
    ]);
    expect(made).toMatchObject({ prices_include_tax: false, included_tax: '0.00', grand_total: '3842.40' });
    const note = await owner.browser
      .post('/api/credit-notes?confirm=true', { customer_id: customerId, invoice_id: made.id, date: '2026-11-06', lines: [{ invoice_line: 1, quantity: '1' }, { invoice_line: 0, quantity: '1' }] })
      .expect(201);
    const november = (await owner.browser.get('/api/reports/vat-return').query({ from: '2026-11-05', to: '2026-11-06', figure: 'adjustments' }).expect(200)).body;
    // The note takes back 212.40 of VAT: an adjustment; its zero-rated line is no VAT.
    expect(november.figures).toMatchObject({ outputTax: '212.40', zeroRatedSupplies: '2000.00', adjustments: '-212.40', netPayable: '0.00' });
    expect(november.documents.find((d: { id: string }) => d.id === note.body.id)).toMatchObject({ kind: 'credit-note', outputTax: '-212.40', zeroRated: '-2000.00' });
  });

  it('reads a read model that ledger:rebuild restores, with every treatment in the ledger', async () => {
    const cli = (...args: string[]) => runCli('ledger-rebuild', app.database.url, ...args);
    expect((await cli('--verify')).stdout).toMatch(/projections equal a replay, hash chains intact/);
    const snapshot = () => app.sql(`SELECT * FROM ledger_vat_day WHERE tenant_id = $1 ORDER BY occurred_on, stream`, [owner.user.workspace.id]);
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(0);
    await app.sql(`UPDATE ledger_vat_day SET output_tax = output_tax + 1 WHERE tenant_id = $1`, [owner.user.workspace.id]);
    const failure = await cli('--verify').catch((error: { code: number; stdout: string }) => error);
    expect(failure.stdout).toMatch(/ledger_vat_day/);
    expect((await cli()).stdout).toMatch(/Rebuilt \d+ events/);
    expect(await snapshot()).toEqual(before);
    expect((await cli('--verify')).stdout).toMatch(/projections equal a replay, hash chains intact/);
  }, 120_000);

  it('asks for the last month by default, or the last quarter once the business files quarterly', async () => {
    const today = calendarDateIn('Asia/Colombo');
    const lastDay = addCalendarDays(`${today.slice(0, 8)}01`, -1);
    expect((await owner.browser.get('/api/reports/vat-return').expect(200)).body).toMatchObject({ from: `${lastDay.slice(0, 8)}01`, to: lastDay });
    const configuration = (await owner.browser.get('/api/configurations').expect(200)).body;
    await owner.browser.put('/api/configurations', { ...configuration, vat_filing_period: 'quarter' }).expect(200);
    const { from, to } = calendarQuarter(addCalendarDays(calendarQuarter(today).from, -1));
    expect((await owner.browser.get('/api/reports/vat-return').expect(200)).body).toMatchObject({ from, to });
  });

  it('shows another workspace nothing of this one', async () => {
    const neighbour = await registerWorkspace(app, 'Neighbour Co');
    const answer = (await neighbour.browser.get('/api/reports/vat-return').query(OCTOBER).expect(200)).body;
    expect(answer.documents).toEqual([]);
    expect(answer.filed).toBeNull();
    await neighbour.browser.post('/api/invoices?confirm=true', { cash_customer: 'Walk-in', date: '2026-10-10', lines: [{ description: 'Tea', price: '100', quantity: 1 }] }).expect(201);
  });
});
