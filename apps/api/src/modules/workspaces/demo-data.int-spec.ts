import type { AddressInfo } from 'node:net';
import { Browser, startTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { Database } from '../../platform/database/database';
import { DEMO, seedDemoWorkspace } from './demo-workspace';
import { seedDemoData } from './demo-data';

let app: TestApp;
let admin: Browser;
let today: string;

beforeAll(async () => {
  app = await startTestApp();
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const { port } = app.server.address() as AddressInfo;
  expect(await seedDemoWorkspace(app.running.app.get(Database))).toBe(true);
  expect(await seedDemoWorkspace(app.running.app.get(Database))).toBe(false);
  [{ today }] = await app.sql<{ today: string }>(`SELECT to_char(now() AT TIME ZONE 'Asia/Colombo', 'YYYY-MM-DD') AS today`);
  await seedDemoData(`http://127.0.0.1:${port}`, DEMO.users[0].email, DEMO.password, today);
  admin = await new Browser(app.server).start();
  await admin.post('/api/login', { email: DEMO.users[0].email, password: DEMO.password }).expect(200);
});
afterAll(() => app.close());

describe('demo data', () => {
  it('gives the demo workspace a month of business that its dashboard and reports read from the ledger', async () => {
    const dashboard = (await admin.get('/api/dashboard').expect(200)).body;
    // The month's P&L income: three confirmed invoices (40 tea + delivery, 12 oil, 30 tea + 10 oil,
    // before VAT) 53,410 and the used cartons sold through the cash book 2,500.
    expect(dashboard).toMatchObject({ sales: '55910.00', expenses: '13750.00', below_stock_level: 1 });
    expect(dashboard.months[5].sales).toBe('55910.00');
    const outstanding = (await admin.get('/api/reports/payment_outstanding').expect(200)).body as { customer: string }[];
    expect(outstanding.map((r) => r.customer).sort()).toEqual(['Lanka Supermarket', 'Perera Stores', 'Silva Traders']);
    const levels = (await admin.get('/api/stocks').expect(200)).body as { name: string; stock_quantity: string; below_level: boolean }[];
    expect(levels.map((l) => [l.name, l.stock_quantity, l.below_level])).toEqual([
      ['Ceylon Tea 100g', '110.000', false],
      ['Coconut Oil 1L', '18.000', true],
    ]);
    const verify = (await admin.get('/api/ledger/verify').expect(200)).body;
    expect(verify).toMatchObject({ hash_chain: { intact: true }, projections: { equal: true } });
  });

  it('never reaches back before the month the workspace starts in', async () => {
    const [{ earliest }] = await app.sql<{ earliest: string }>(`SELECT min(occurred_on)::text AS earliest FROM ledger_event`);
    expect(earliest >= `${today.slice(0, 8)}01`).toBe(true);
  });
});
