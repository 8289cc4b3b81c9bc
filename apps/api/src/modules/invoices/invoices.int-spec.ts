import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { NO_TEMPLATE } from './commands/create-invoice.handler';

let app: TestApp;
let owner: Registered;
let customerId: string;
let productId: string;
let serviceId: string;
let vatId: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Invoice Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  customerId = (await owner.browser.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body.id;
  // The product body's short names: `price` for the selling price, `stockable` for the type.
  productId = (await owner.browser.post('/api/products', { name: 'Tea 100g', price: '450', unit_cost: '300', stockable: true }).expect(201)).body.id;
  // Its opening stock counts from before the invoices' dates: stock sells only from the day it is there.
  await owner.browser.post(`/api/products/stock/${productId}`, { quantity: '20', transaction_type: 'in', reason: 'opening', unit_cost: '300', date: '2026-10-01' }).expect(201);
  serviceId = (await owner.browser.post('/api/products', { name: 'Delivery', type: 'Non-stockable', selling_price: '250' }).expect(201)).body.id;
  vatId = (await owner.browser.post('/api/taxes', { name: 'VAT', rate: '18', abbreviation: 'VAT' }).expect(201)).body.id;
});
afterAll(() => app.close());

const invoice = (overrides: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  date: '2026-11-01',
  due_date: '2026-11-30',
  project_ref: 'PO-77',
  lines: [
    { product_id: productId, quantity: '3', discount_type: 'percentage', discount_value: '10' },
    { product_id: serviceId, quantity: 1 },
  ],
  tax_ids: [vatId],
  ...overrides,
});

describe('invoices', () => {
  it('needs an invoice template: a new workspace has one, and without it an invoice is refused', async () => {
    const starter = await owner.browser.get('/api/invoice-templates/active/template').expect(200);
    await owner.browser.delete(`/api/invoice-templates/${starter.body.id}`).expect(200);
    const refused = await owner.browser.post('/api/invoices', invoice()).expect(422);
    expect(refused.body.message).toBe(NO_TEMPLATE);
    await owner.browser.post('/api/invoice-templates', { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
  });

  it('computes totals on the server and ignores client totals', async () => {
    const created = await owner.browser.post('/api/invoices', invoice({ grand_total: '1.00', sub_total: '1.00' })).expect(201);
    // 3 × 450 = 1350 − 10% = 1215; + 250 = 1465; VAT 18% = 263.70; grand total 1728.70
    expect(created.body).toMatchObject({
      code: 'INV-000001',
      status: 'pending',
      customer_name: 'Perera Stores',
      sub_total: '1465.00',
      grand_total: '1728.70',
      due: '1728.70',
      paid: '0.00',
    });
    expect(created.body.lines[0]).toMatchObject({ gross: '1350.00', discount: '135.00', total: '1215.00', profit: '315.00', stockable: true });
    expect(created.body.taxes).toEqual([{ tax_id: vatId, name: 'VAT', abbreviation: 'VAT', rate: '18.00', amount: '263.70' }]);
  });

  it.each([
    [{ lines: [] }, 'Fill customer details and add items'],
    [{ customer_id: null }, 'Fill customer details and add items'],
  ])('refuses %j with the spec message and writes nothing', async (overrides, message) => {
    const [{ n: before }] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM invoices`);
    const refused = await owner.browser.post('/api/invoices', invoice(overrides)).expect(422);
    expect(refused.body.message).toBe(message);
    const [{ n: after }] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM invoices`);
    expect(after).toBe(before);
  });

  it('answers with the contract figures', async () => {
    const created = await owner.browser.post('/api/invoices', invoice()).expect(201);
    expect(created.body).toMatchObject({ paid_amount: '0.00', refund_amount: '0.00', due_amount: '1728.70' });
  });

  it('refuses an unknown product and writes nothing', async () => {
    const [{ n: before }] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM invoices`);
    const refused = await owner.browser
      .post('/api/invoices', invoice({ lines: [{ product_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }))
      .expect(422);
    expect(refused.body.errors).toEqual({ 'lines.0.product_id': ['The selected product is invalid.'] });
    expect((await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM invoices`))[0].n).toBe(before);
  });

  it('refuses bad lines with field errors', async () => {
    const refused = await owner.browser
      .post('/api/invoices', invoice({ lines: [{ product_id: productId, quantity: '-1' }, { description: 'Odd', price: '1.005', quantity: 1 }] }))
      .expect(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['lines.0.quantity', 'lines.1.price']);
  });

  it('numbers invoices without gaps or duplicates under 10 parallel creates', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => owner.browser.post('/api/invoices', invoice())));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const codes = (await app.sql<{ code: string }>(`SELECT code FROM invoices ORDER BY code`)).map((r) => r.code);
    expect(codes).toEqual(Array.from({ length: codes.length }, (_, i) => `INV-${String(i + 1).padStart(6, '0')}`));
  });

  it('confirms into the ledger: receivable, sales, discounts, tax and stock; then refuses deletion', async () => {
    const created = await owner.browser.post('/api/invoices', invoice()).expect(201);
    const confirmed = await owner.browser.post(`/api/invoices/confirm/${created.body.id}`).expect(200);
    expect(confirmed.body).toMatchObject({ stage: 'confirmed', status: 'due', due: '1728.70' });
    await owner.browser.post(`/api/invoices/confirm/${created.body.id}`).expect(409);
    await owner.browser.put(`/api/invoices/${created.body.id}`, invoice()).expect(409);

    const balance = async (account: string, extra: Record<string, string> = {}) =>
      (await owner.browser.get('/api/ledger/balances').query({ account, ...extra })).body;
    expect(await balance('receivable', { party: `customer:${customerId}` })).toEqual([expect.objectContaining({ balance: '1728.70' })]);
    expect((await balance('sales'))[0].balance).toBe('-1600.00');
    expect((await balance('discounts'))[0].balance).toBe('135.00');
    expect((await balance('tax-payable'))[0].balance).toBe('-263.70');
    expect((await owner.browser.get(`/api/products/${productId}`)).body.stock_quantity).toBe('17.000');
    expect((await owner.browser.get(`/api/products/${serviceId}`)).body.stock_quantity).toBe('0.000');

    const refused = await owner.browser.delete(`/api/invoices/${created.body.id}`).expect(409);
    expect(refused.body).toMatchObject({ title: 'This invoice cannot be deleted' });
  });

  it('confirms once when confirmed twice at the same moment', async () => {
    const created = await owner.browser.post('/api/invoices', invoice()).expect(201);
    const responses = await Promise.all([1, 2, 3].map(() => owner.browser.post(`/api/invoices/confirm/${created.body.id}`)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const events = await app.sql(`SELECT 1 FROM ledger_event WHERE stream = $1`, [`invoice-${created.body.id}`]);
    expect(events).toHaveLength(1);
  });

  it('reverses a confirmed invoice, moving stock back, and then lets it be deleted', async () => {
    const created = await owner.browser.post('/api/invoices', invoice({ lines: [{ product_id: productId, quantity: 2 }] })).expect(201);
    await owner.browser.post(`/api/invoices/confirm/${created.body.id}`).expect(200);
    const before = (await owner.browser.get(`/api/products/${productId}`)).body.stock_quantity;
    const reversed = await owner.browser.post(`/api/invoices/reverse/${created.body.id}`, { reason: 'Wrong customer' }).expect(200);
    expect(reversed.body).toMatchObject({ status: 'reversed', due: '0.00' });
    const after = (await owner.browser.get(`/api/products/${productId}`)).body.stock_quantity;
    expect(Number(after) - Number(before)).toBe(2);
    await owner.browser.delete(`/api/invoices/${created.body.id}`).expect(200);
    await owner.browser.delete(`/api/invoices/permanent/delete/invoice/${created.body.id}`).expect(409);
  });

  it('keeps drafts editable: update, code change, soft delete, restore, permanent delete', async () => {
    const created = await owner.browser.post('/api/invoices', invoice()).expect(201);
    const edited = await owner.browser.put(`/api/invoices/${created.body.id}`, invoice({ lines: [{ product_id: serviceId, quantity: 2 }], tax_ids: [] })).expect(200);
    expect(edited.body.grand_total).toBe('500.00');
    await owner.browser.post(`/api/invoices/code/update/${created.body.id}`, { code: 'INV-000001' }).expect(422);
    const recoded = await owner.browser.post(`/api/invoices/code/update/${created.body.id}`, { code: 'SPECIAL-1' }).expect(200);
    expect(recoded.body.code).toBe('SPECIAL-1');
    await owner.browser.delete(`/api/invoices/${created.body.id}`).expect(200);
    const deleted = await owner.browser.get('/api/invoices/restore').expect(200);
    expect(deleted.body.map((i: { id: string }) => i.id)).toContain(created.body.id);
    await owner.browser.post(`/api/invoices/restore/${created.body.id}`).expect(200);
    await owner.browser.upload(`/api/invoices/attachment/${created.body.id}`, 'attachment', Buffer.from('%PDF-1.7 draft'), { filename: 'draft.pdf' }).expect(200);
    await owner.browser.delete(`/api/invoices/${created.body.id}`).expect(200);
    await owner.browser.delete(`/api/invoices/permanent/delete/invoice/${created.body.id}`).expect(200);
    await owner.browser.get(`/api/invoices/${created.body.id}`).expect(404);
    // Its file goes with it.
    expect(await app.sql(`SELECT 1 FROM document_attachments WHERE record_id = $1`, [created.body.id])).toEqual([]);
  });

  it('lists with ledger figures and status, filters by status, and exports', async () => {
    const listed = await owner.browser.get('/api/invoices').query({ filter: '{"status":"due"}' }).expect(200);
    expect(listed.body.length).toBeGreaterThan(0);
    expect(listed.body.every((i: { status: string }) => i.status === 'due')).toBe(true);
    expect(listed.headers['content-range']).toMatch(/^invoices 0-\d+\/\d+$/);
    const file = await owner.browser.get('/api/invoices/exports/list').expect(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect((await owner.browser.get('/api/invoices/get/code').expect(200)).body.code).toMatch(/^INV-\d{6}$/);
  });

  it('validates the recurring option', async () => {
    const refused = await owner.browser.post('/api/invoices', invoice({ recurring: true, recurring_every_months: 0 })).expect(422);
    expect(Object.keys(refused.body.errors)).toEqual(['recurring_every_months']);
    const created = await owner.browser.post('/api/invoices', invoice({ recurring: true, recurring_every_months: 1, recurring_till: '2027-06-01' })).expect(201);
    expect(created.body).toMatchObject({ recurring: true, recurring_every_months: 1, recurring_date: '2026-12-01', recurring_till: '2027-06-01' });
  });

  it("answers 404 for another workspace's invoice, refuses references to its records, and 403s an Audit user's writes", async () => {
    const created = await owner.browser.post('/api/invoices', invoice()).expect(201);
    const stranger = await registerWorkspace(app, 'Invoice Stranger');
    await stranger.browser.get(`/api/invoices/${created.body.id}`).expect(404);
    await stranger.browser.post(`/api/invoices/confirm/${created.body.id}`).expect(404);
    await stranger.browser.delete(`/api/invoices/${created.body.id}`).expect(404);
    await stranger.browser.post('/api/invoice-templates', { name: 'T', theme_colour: '#000000', page_size: 'A4' }).expect(201);
    const foreign = await stranger.browser.post('/api/invoices', invoice()).expect(422);
    expect(foreign.body.errors).toMatchObject({ customer_id: ['The selected customer is invalid.'] });
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.get(`/api/invoices/${created.body.id}`).expect(200);
    await audit.post('/api/invoices', invoice()).expect(403);
    await audit.post(`/api/invoices/confirm/${created.body.id}`).expect(403);
  });

  it('keeps the ledger verifiable after all of it', async () => {
    const verified = await owner.browser.get('/api/ledger/verify').expect(200);
    expect(verified.body).toMatchObject({ hash_chain: { intact: true }, projections: { equal: true } });
  });
});
