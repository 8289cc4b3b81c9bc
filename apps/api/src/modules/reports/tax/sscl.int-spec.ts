import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../../tests/support/test-app';
import { readWorkbook, reportTable } from '../../../../../../tests/support/xlsx';

let app: TestApp;
let owner: Registered;
let customerId: string;
let vatId: string;
/** The moment after the first Q4 invoice was recorded. */
let beforeNovember: string;

const SECOND_HALF = { from: '2026-07-01', to: '2026-12-31' };
const configuration = { business_name: 'SSCL Co', time_zone: 'Asia/Colombo', base_currency: 'LKR' };

const invoice = (date: string, price: string, taxed = false) =>
  owner.browser
    .post('/api/invoices?confirm=true', { customer_id: customerId, date, lines: [{ description: 'Ceylon tea 1kg', price, quantity: 1 }], tax_ids: taxed ? [vatId] : [] })
    .expect(201);

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'SSCL Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  customerId = (await owner.browser.post('/api/customers', { name: 'Kandy Traders' }).expect(201)).body.id;
  vatId = (await owner.browser.post('/api/taxes', { name: 'VAT', rate: '18', abbreviation: 'VAT' }).expect(201)).body.id;
  await owner.browser.put('/api/configurations', { ...configuration, sscl_activity: 'other-trading' }).expect(200);
  await invoice('2026-08-10', '10000');
  // VAT is not turnover: only the 40,000 counts.
  await invoice('2026-10-05', '40000', true);
  beforeNovember = new Date().toISOString();
  await invoice('2026-11-02', '1000.78');
});
afterAll(() => app.close());

describe('the SSCL', () => {
  it('levies 2.5% of the liable share of each quarter’s turnover, by business date and as known at a moment', async () => {
    const answer = (await owner.browser.get('/api/reports/sscl').query(SECOND_HALF).expect(200)).body;
    expect(answer).toMatchObject({ activity: 'other-trading', liable_share: '25.00', rate: '2.5', known_at: null });
    // Q4: 25% of 41,000.78 = 10,250.195, shown as 10,250.20; 2.5% of that is 256.255 → 256.26.
    expect(answer.quarters).toEqual([
      { quarter: '2026-Q3', from: '2026-07-01', to: '2026-09-30', turnover: '10000.00', liableTurnover: '2500.00', levy: '62.50' },
      { quarter: '2026-Q4', from: '2026-10-01', to: '2026-12-31', turnover: '41000.78', liableTurnover: '10250.20', levy: '256.26' },
    ]);
    expect(answer.totals).toEqual({ turnover: '51000.78', liableTurnover: '12750.20', levy: '318.76' });

    const known = (await owner.browser.get('/api/reports/sscl').query({ ...SECOND_HALF, known_at: beforeNovember }).expect(200)).body;
    expect(known.quarters[1]).toMatchObject({ turnover: '40000.00', levy: '250.00' });
    const october = (await owner.browser.get('/api/reports/sscl').query({ from: '2026-10-01', to: '2026-10-31' }).expect(200)).body;
    expect(october.quarters).toEqual([expect.objectContaining({ quarter: '2026-Q4', from: '2026-10-01', to: '2026-10-31', turnover: '40000.00' })]);
  });

  it('counts the business’s own liable share when it sets one', async () => {
    await owner.browser.put('/api/configurations', { ...configuration, sscl_activity: 'wholesale', sscl_liable_share: '60' }).expect(200);
    try {
      const answer = (await owner.browser.get('/api/reports/sscl').query({ from: '2026-07-01', to: '2026-09-30' }).expect(200)).body;
      expect(answer).toMatchObject({ activity: 'wholesale', liable_share: '60.00', totals: { liableTurnover: '6000.00', levy: '150.00' } });
    } finally {
      await owner.browser.put('/api/configurations', { ...configuration, sscl_activity: 'other-trading' }).expect(200);
    }
  });

  it('exports the quarters under the report’s title and question', async () => {
    const workbook = await readWorkbook(owner.browser.get('/api/reports/sscl/export').query(SECOND_HALF));
    const table = reportTable(workbook.worksheets[0]);
    expect(table.heading[0]).toBe('SSCL');
    expect(table.heading).toContain('From 2026-07-01 to 2026-12-31');
    expect(table.getRow(1).getCell(1).value).toBe('Quarter');
    expect(table.getRow(3).values).toEqual(expect.arrayContaining(['2026-Q4', 41000.78, 25, 10250.2, 256.26]));
    expect(table.getRow(4).values).toEqual(expect.arrayContaining(['Total', 51000.78, 12750.2, 318.76]));
    expect(workbook.getWorksheet('Question')).toBeDefined();
  });

  it.each([
    [{ from: '2026-07-32', to: '2026-12-31' }, 'from', 'The from date must be a date in the form YYYY-MM-DD.'],
    [{ from: '2026-12-31', to: '2026-07-01' }, 'to', 'The to date must be a date after or equal to from.'],
  ])('refuses the period %j with 422', async (period, field, message) => {
    const refused = await owner.browser.get('/api/reports/sscl').query(period).expect(422);
    expect(refused.body.errors).toEqual({ [field]: [message] });
  });

  it('is read by an Audit user, shows another workspace nothing of this one, and is gated by the report module', async () => {
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    expect((await audit.get('/api/reports/sscl').query(SECOND_HALF).expect(200)).body.totals.levy).toBe('318.76');
    const neighbour = await registerWorkspace(app, 'Neighbour Co');
    const theirs = (await neighbour.browser.get('/api/reports/sscl').query(SECOND_HALF).expect(200)).body;
    expect(theirs).toMatchObject({ activity: null, liable_share: '100.00', totals: { turnover: '0.00', levy: '0.00' } });
    await app.sql(`UPDATE workspaces SET report = 0 WHERE id = $1`, [owner.user.workspace.id]);
    try {
      await owner.browser.get('/api/reports/sscl').query(SECOND_HALF).expect(403);
      await owner.browser.get('/api/reports/sscl/export').query(SECOND_HALF).expect(403);
    } finally {
      await app.sql(`UPDATE workspaces SET report = 1 WHERE id = $1`, [owner.user.workspace.id]);
    }
  });
});
