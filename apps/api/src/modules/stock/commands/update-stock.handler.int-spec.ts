import { registerWorkspace, startTestApp, type Registered, type TestApp } from '../../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Stock Writers Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
});
afterAll(() => app.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());

describe('UpdateStock', () => {
  it('appends each of several updates at once at the next version of the product’s stock stream, none refused', async () => {
    const id = (await owner.browser.post('/api/products', { name: 'Tea 100g', type: 'Stockable', selling_price: '10', unit_cost: '4', open_stock: '10' }).expect(201)).body.id;
    const updates = await Promise.all(
      ['in', 'out', 'in', 'out'].map((transaction_type) => owner.browser.post(`/api/products/stock/${id}`, { quantity: '1', transaction_type, date: today() })),
    );
    expect(updates.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const versions = await app.sql<{ stream_version: number }>(`SELECT stream_version FROM ledger_event WHERE stream = $1 ORDER BY stream_version`, [`stock-${id}`]);
    expect(versions.map((v) => Number(v.stream_version))).toEqual([1, 2, 3, 4]);
    expect((await owner.browser.get(`/api/products/${id}`).expect(200)).body.stock_quantity).toBe('10.000');
  });
});
