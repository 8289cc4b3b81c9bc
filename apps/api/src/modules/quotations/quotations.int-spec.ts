import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { NO_QUOTATION_TEMPLATE } from './commands/create-quotation.handler';

let app: TestApp;
let owner: Registered;
let customerId: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Quote Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  customerId = (await owner.browser.post('/api/customers', { name: 'Fernando & Sons' }).expect(201)).body.id;
});
afterAll(() => app.close());

const quotation = (overrides: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  date: '2026-11-01',
  due_date: '2026-11-11',
  lines: [{ description: 'Shelving', price: '12000', quantity: 2, discount_type: 'value', discount_value: '1000' }],
  ...overrides,
});

describe('quotations', () => {
  it('needs a quotation template first, then numbers and totals quotations', async () => {
    const refused = await owner.browser.post('/api/quotations', quotation()).expect(422);
    expect(refused.body.message).toBe(NO_QUOTATION_TEMPLATE);
    await owner.browser.post('/api/quotation-templates', { name: 'Q', theme_colour: '#334455', page_size: 'A4' }).expect(201);
    const created = await owner.browser.post('/api/quotations', quotation()).expect(201);
    expect(created.body).toMatchObject({ code: 'QUO-000001', status: 'pending', grand_total: '23000.00', customer_name: 'Fernando & Sons' });
    await owner.browser.post('/api/quotations', quotation({ lines: [] })).expect(422);
  });

  it('turns into a draft invoice that links back, after which it cannot be edited or converted again', async () => {
    await owner.browser.post('/api/invoice-templates', { name: 'I', theme_colour: '#334455', page_size: 'A4' }).expect(201);
    const created = await owner.browser.post('/api/quotations', quotation()).expect(201);
    const converted = await owner.browser.post(`/api/quotations/convert/${created.body.id}`).expect(201);
    expect(converted.body.quotation).toMatchObject({ status: 'converted', invoice_id: converted.body.invoice_id });
    const invoice = await owner.browser.get(`/api/invoices/${converted.body.invoice_id}`).expect(200);
    expect(invoice.body).toMatchObject({ quotation_id: created.body.id, status: 'pending', grand_total: '23000.00', customer_id: customerId });
    await owner.browser.post(`/api/quotations/convert/${created.body.id}`).expect(409);
    await owner.browser.put(`/api/quotations/${created.body.id}`, quotation()).expect(409);
    await owner.browser.delete(`/api/quotations/${created.body.id}`).expect(200);
    await owner.browser.delete(`/api/quotations/permanent/delete/quotation/${created.body.id}`).expect(409);
  });

  it('reverses, deletes, restores and deletes for good', async () => {
    const created = await owner.browser.post('/api/quotations', quotation()).expect(201);
    expect((await owner.browser.post(`/api/quotations/reverse/${created.body.id}`).expect(200)).body.status).toBe('reversed');
    await owner.browser.delete(`/api/quotations/${created.body.id}`).expect(200);
    const deleted = await owner.browser.get('/api/quotations/deleted-list').expect(200);
    expect(deleted.body.map((q: { id: string }) => q.id)).toContain(created.body.id);
    await owner.browser.post(`/api/quotations/deleted-list/${created.body.id}`).expect(200);
    await owner.browser.delete(`/api/quotations/${created.body.id}`).expect(200);
    await owner.browser.delete(`/api/quotations/permanent/delete/quotation/${created.body.id}`).expect(200);
    await owner.browser.get(`/api/quotations/${created.body.id}`).expect(404);
  });

  it("keeps other workspaces out and Audit users read-only", async () => {
    const created = await owner.browser.post('/api/quotations', quotation()).expect(201);
    const stranger = await registerWorkspace(app, 'Quote Stranger');
    await stranger.browser.get(`/api/quotations/${created.body.id}`).expect(404);
    await stranger.browser.post(`/api/quotations/reverse/${created.body.id}`).expect(404);
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.get('/api/quotations').expect(200);
    await audit.post('/api/quotations', quotation()).expect(403);
    await audit.post(`/api/quotations/convert/${created.body.id}`).expect(403);
  });
});
