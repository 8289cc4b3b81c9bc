import { createApp, type RunningApp } from '../../app.factory';
import { registerWorkspace, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { RecurringInvoices } from './recurring-invoices';

let app: TestApp;
let second: RunningApp;
let owner: Registered;
let customerId: string;

beforeAll(async () => {
  app = await startTestApp();
  // A second API process on the same database, as behind a load balancer.
  second = await createApp({ databaseUrl: app.database.url, realServer: Boolean(process.env.DATABASE_URL), sessionSecret: 's', logger: false, sessionPruneSeconds: 0, mailSweepSeconds: 0, recurringSweepSeconds: 0, adminDist: '/nonexistent' });
  owner = await registerWorkspace(app, 'Recurring Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  await owner.browser.post('/api/invoice-templates', { name: 'T', theme_colour: '#123456', page_size: 'A4' }).expect(201);
  customerId = (await owner.browser.post('/api/customers', { name: 'Monthly Client' }).expect(201)).body.id;
});
afterAll(async () => {
  await second.close();
  await app.close();
});

const schedule = (till: string) => ({
  customer_id: customerId,
  date: '2026-08-01',
  due_date: '2026-08-15',
  lines: [{ description: 'Retainer', price: '10000', quantity: 1 }],
  recurring: true,
  recurring_every_months: 1,
  recurring_date: '2026-09-01',
  recurring_till: till,
});

const children = (parentId: string) =>
  app.sql<{ date: string; due_date: string; code: string; stage: string; grand_total: string }>(
    `SELECT date::text, due_date::text, code, stage, grand_total::text FROM invoices WHERE recurring_parent_id = $1 ORDER BY date`,
    [parentId],
  );

describe('recurring invoices', () => {
  it('makes each period that has come, once, with the same terms, and catches up missed periods', async () => {
    const parent = await owner.browser.post('/api/invoices', schedule('2026-11-15')).expect(201);
    const job = app.running.app.get(RecurringInvoices);
    expect(await job.runDue('2026-11-22')).toBe(3);
    const made = await children(parent.body.id);
    expect(made.map((c) => [c.date, c.due_date, c.stage, c.grand_total])).toEqual([
      ['2026-09-01', '2026-09-15', 'pending', '10000.00'],
      ['2026-10-01', '2026-10-15', 'pending', '10000.00'],
      ['2026-11-01', '2026-11-15', 'pending', '10000.00'],
    ]);
    expect(new Set(made.map((c) => c.code)).size).toBe(3);
    expect(await job.runDue('2026-11-22')).toBe(0);
    expect(await job.runDue('2027-03-01')).toBe(0);
    const [first] = await app.sql<{ id: string }>(`SELECT id FROM invoices WHERE code = $1`, [made[0].code]);
    const shown = await owner.browser.get(`/api/invoices/${first.id}`).expect(200);
    expect(shown.body).toMatchObject({ date: '2026-09-01', due_date: '2026-09-15', customer_name: 'Monthly Client' });
  });

  it('makes each period exactly once when two servers sweep at the same moment', async () => {
    const parent = await owner.browser.post('/api/invoices', schedule('2026-11-30')).expect(201);
    const [a, b] = await Promise.all([
      app.running.app.get(RecurringInvoices).runDue('2026-11-22'),
      second.app.get(RecurringInvoices).runDue('2026-11-22'),
    ]);
    expect(a + b).toBe(3);
    expect(await children(parent.body.id)).toHaveLength(3);
  });
});
