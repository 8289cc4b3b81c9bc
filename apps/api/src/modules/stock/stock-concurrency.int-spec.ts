import { STOCK_OUT_EXCEEDS_ON_HAND } from '@ginuma/domain';
import { registerWorkspace, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
let customerId: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Race Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  await owner.browser.post('/api/invoice-templates', { name: 'T', theme_colour: '#000000', page_size: 'A4' }).expect(201);
  customerId = (await owner.browser.post('/api/customers', { name: 'Racer' }).expect(201)).body.id;
});
afterAll(() => app.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
const product = async (openStock: string) =>
  (await owner.browser.post('/api/products', { name: `Racing ${Math.random()}`, type: 'Stockable', selling_price: '10', unit_cost: '4', open_stock: openStock }).expect(201)).body
    .id as string;
const stockOf = async (productId: string) => (await owner.browser.get(`/api/products/${productId}`).expect(200)).body.stock_quantity as string;

describe('the stock-out rule under concurrency', () => {
  it('lets exactly one of two stock-outs at once through when together they exceed on hand', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await product('10');
      const out = () => owner.browser.post(`/api/products/stock/${id}`, { quantity: '6', transaction_type: 'out', date: today() });
      const responses = await Promise.all([out(), out()]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 422]);
      expect(responses.find((r) => r.status === 422)?.body.errors).toEqual({ quantity: [STOCK_OUT_EXCEEDS_ON_HAND] });
      expect(await stockOf(id)).toBe('4.000');
    }
  });

  it('lets exactly one of an invoice confirm and a stock-out racing for the same units through', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await product('10');
      const invoice = (await owner.browser.post('/api/invoices', { customer_id: customerId, date: today(), lines: [{ product_id: id, quantity: '7' }] }).expect(201)).body.id;
      const [confirm, out] = await Promise.all([
        owner.browser.post(`/api/invoices/confirm/${invoice}`),
        owner.browser.post(`/api/products/stock/${id}`, { quantity: '5', transaction_type: 'out', date: today() }),
      ]);
      const won = [confirm.status === 200, out.status === 201];
      expect(won.filter(Boolean)).toHaveLength(1);
      expect([confirm.status, out.status]).toEqual(won[0] ? [200, 422] : [422, 201]);
      expect(await stockOf(id)).toBe(confirm.status === 200 ? '3.000' : '5.000');
      if (confirm.status === 422) expect(confirm.body.errors).toEqual({ 'lines.0.quantity': [STOCK_OUT_EXCEEDS_ON_HAND] });
    }
  });

  it('never deadlocks two invoices taking the same products in different line orders', async () => {
    const a = await product('100');
    const b = await product('100');
    const invoices = await Promise.all(
      [[a, b], [b, a], [a, b], [b, a]].map(async (ids) =>
        (await owner.browser.post('/api/invoices', { customer_id: customerId, date: today(), lines: ids.map((p) => ({ product_id: p, quantity: '1' })) }).expect(201)).body.id,
      ),
    );
    const responses = await Promise.all(invoices.map((id: string) => owner.browser.post(`/api/invoices/confirm/${id}`)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect([await stockOf(a), await stockOf(b)]).toEqual(['96.000', '96.000']);
  });
});
