import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { SELECT_A_PRODUCT } from './products.controller';

let app: TestApp;
let owner: Registered;
beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Barcode Co');
});
afterAll(() => app.close());

const binary = (res: NodeJS.EventEmitter, done: (e: Error | null, b: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('product barcodes', () => {
  it('draws a product code as a PNG and prints a label sheet', async () => {
    const tea = await owner.browser.post('/api/products', { name: 'Tea 100g', type: 'Stockable', selling_price: '450' }).expect(201);
    const png = await owner.browser.get(`/api/products/${tea.body.code}/get/Barcode`).buffer(true).parse(binary).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect((png.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
    const sheet = await owner.browser.post('/api/products/barcode', { product_ids: [tea.body.id], copies: 4 }).buffer(true).parse(binary).expect(200);
    expect((sheet.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('asks for a product first, and keeps other workspaces out', async () => {
    await owner.browser.post('/api/products/barcode', { product_ids: [] }).expect(422, {
      message: SELECT_A_PRODUCT,
      code: 'products.select-a-product',
      errors: { product_ids: [SELECT_A_PRODUCT] },
      error_codes: { product_ids: [{ code: 'products.select-a-product' }] },
    });
    const mine = await owner.browser.post('/api/products', { name: 'Private', type: 'Stockable', selling_price: '1' }).expect(201);
    const stranger = await registerWorkspace(app, 'Barcode Stranger');
    await stranger.browser.post('/api/products/barcode', { product_ids: [mine.body.id] }).expect(404);
    await stranger.browser.get(`/api/products/NOPE1/get/Barcode`).expect(404);
  });

  it('lets Entry print labels and refuses Audit, which changes nothing', async () => {
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [owner.user.workspace.id]);
    const tea = await owner.browser.post('/api/products', { name: 'Labelled Tea', type: 'Stockable', selling_price: '5' }).expect(201);
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    const refused = await audit.post('/api/products/barcode', { product_ids: [tea.body.id] }).expect(403);
    expect(refused.body).toMatchObject({ code: 'forbidden', message: 'You do not have permission to print barcodes.' });
    const entry = await signInNewUser(app, owner.user.workspace.id, 3);
    await entry.post('/api/products/barcode', { product_ids: [tea.body.id] }).expect(200);
  });
});

describe('product costing', () => {
  it('keeps a cost history whose latest entry is the unit cost', async () => {
    const product = await owner.browser.post('/api/products', { name: 'Costed', type: 'Stockable', selling_price: '100', unit_cost: '40' }).expect(201);
    const base = product.body.id;
    const older = await owner.browser.post(`/api/products/add/cost/${base}`, { effective_on: '2026-10-01', unit_cost: '45.50' }).expect(201);
    await owner.browser.post(`/api/products/add/cost/${base}`, { effective_on: '2026-11-01', unit_cost: '48', note: 'New supplier price' }).expect(201);
    expect((await owner.browser.get(`/api/products/${base}`)).body.unit_cost).toBe('48.00');
    const history = await owner.browser.get(`/api/products/get/cost/${base}`).expect(200);
    expect(history.body.map((c: { unit_cost: string }) => c.unit_cost)).toEqual(['48.00', '45.50']);
    await owner.browser.post(`/api/products/update/cost/${older.body.id}`, { effective_on: '2026-11-15', unit_cost: '50' }).expect(200);
    expect((await owner.browser.get(`/api/products/${base}`)).body.unit_cost).toBe('50.00');
    await owner.browser.delete(`/api/products/delete/cost/${older.body.id}`).expect(200);
    expect((await owner.browser.get(`/api/products/${base}`)).body.unit_cost).toBe('48.00');
  });

  it('refuses bad costs with 422 and keeps other workspaces out', async () => {
    const product = await owner.browser.post('/api/products', { name: 'Costed 2', type: 'Stockable', selling_price: '100' }).expect(201);
    const bad = await owner.browser.post(`/api/products/add/cost/${product.body.id}`, { effective_on: '2026-02-30', unit_cost: '-1' }).expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['effective_on', 'unit_cost']);
    const stranger = await registerWorkspace(app, 'Costing Stranger');
    await stranger.browser.get(`/api/products/get/cost/${product.body.id}`).expect(404);
    await stranger.browser.post(`/api/products/add/cost/${product.body.id}`, { effective_on: '2026-11-01', unit_cost: '1' }).expect(404);
  });
});

describe('product sales report', () => {
  it('sums confirmed lines per product for a period from the ledger, taking reversals back on their date', async () => {
    await owner.browser.post('/api/invoice-templates', { name: 'T', theme_colour: '#000000', page_size: 'A4' }).expect(201);
    const customer = await owner.browser.post('/api/customers', { name: 'Report Buyer' }).expect(201);
    const soap = await owner.browser.post('/api/products', { name: 'Soap', type: 'Stockable', selling_price: '120', unit_cost: '70' }).expect(201);
    // Opening stock from before the sales' dates: stock sells only from the day it is there.
    await owner.browser.post(`/api/products/stock/${soap.body.id}`, { quantity: '100', transaction_type: 'in', reason: 'opening', unit_cost: '70', date: '2026-01-01' }).expect(201);
    const sell = async (date: string, quantity: number) => {
      const created = await owner.browser
        .post('/api/invoices', { customer_id: customer.body.id, date, lines: [{ product_id: soap.body.id, quantity }] })
        .expect(201);
      await owner.browser.post(`/api/invoices/confirm/${created.body.id}`).expect(200);
      return created.body.id as string;
    };
    await sell('2026-10-05', 3);
    const second = await sell('2026-10-20', 2);
    await sell('2026-09-30', 10);
    await owner.browser.post(`/api/invoices/reverse/${second}`).expect(200);

    const october = await owner.browser.get('/api/products/report').query({ from: '2026-10-01', to: '2026-10-31' }).expect(200);
    expect(october.body).toEqual([
      expect.objectContaining({ name: 'Soap', quantity: '5.000', revenue: '600.00', cost: '350.00', profit: '250.00' }),
    ]);
    const all = await owner.browser.get('/api/products/report').expect(200);
    expect(all.body[0]).toMatchObject({ quantity: '13.000', revenue: '1560.00', profit: '650.00' });
    await owner.browser.get('/api/products/report').query({ from: 'yesterday' }).expect(422);
    const file = await owner.browser.get('/api/products/report/export').expect(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('product units', () => {
  it('keeps a unit type on a product, refusing one it does not know', async () => {
    const flour = await owner.browser.post('/api/products', { name: 'Flour', type: 'Stockable', selling_price: '300', unit_type: 'Weight' }).expect(201);
    expect(flour.body.unit_type).toBe('Weight');
    const updated = await owner.browser.put(`/api/products/${flour.body.id}`, { ...flour.body, unit_type: 'Volume' }).expect(200);
    expect(updated.body.unit_type).toBe('Volume');
    const bad = await owner.browser.post('/api/products', { name: 'Oil', type: 'Stockable', selling_price: '10', unit_type: 'Gallons' }).expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['unit_type']);
    const listed = await owner.browser.get('/api/products').query({ filter: JSON.stringify({ q: 'Flour' }) }).expect(200);
    expect(listed.body[0]).toMatchObject({ unit_type: 'Volume' });
  });

  it('answers the active units of the workspace for product forms (spec products/units)', async () => {
    const kg = await owner.browser.post('/api/units', { name: 'Kilogram' }).expect(201);
    const box = await owner.browser.post('/api/units', { name: 'box' }).expect(201);
    const old = await owner.browser.post('/api/units', { name: 'Old unit' }).expect(201);
    await owner.browser.delete(`/api/units/${old.body.id}`).expect(200);
    const units = await owner.browser.get('/api/products/units').expect(200);
    const made = [kg.body.id, box.body.id, old.body.id];
    expect(units.body.filter((u: { id: string }) => made.includes(u.id))).toEqual([
      { id: box.body.id, name: 'box' },
      { id: kg.body.id, name: 'Kilogram' },
    ]);
    const stranger = await registerWorkspace(app, 'Units Stranger');
    const strangers = (await stranger.browser.get('/api/products/units').expect(200)).body as { id: string; name: string }[];
    expect(strangers.map((u) => u.name).sort()).toEqual(['Hours', 'Kilograms', 'Litres', 'Metres', 'Nos']);
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [owner.user.workspace.id]);
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.get('/api/products/units').expect(200);
  });
});
