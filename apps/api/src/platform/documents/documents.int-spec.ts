import { readWorkbook } from '../../../../../tests/support/xlsx';
import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
let customerId: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Documents Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  await owner.browser.post('/api/invoice-templates', { name: 'I', theme_colour: '#334455', page_size: 'A4' }).expect(201);
  await owner.browser.post('/api/quotation-templates', { name: 'Q', theme_colour: '#334455', page_size: 'A4' }).expect(201);
  customerId = (await owner.browser.post('/api/customers', { name: 'Silva Traders' }).expect(201)).body.id;
});
afterAll(() => app.close());

const document = () => ({
  customer_id: customerId,
  date: '2026-11-01',
  due_date: '2026-11-11',
  lines: [{ description: 'Racks', price: '5000', quantity: 1 }],
});

describe('the shared document routes', () => {
  it('restore and purge only what is in the deleted list; a live invoice is not found there', async () => {
    const created = await owner.browser.post('/api/invoices', document()).expect(201);
    await owner.browser.post(`/api/invoices/restore/${created.body.id}`).expect(404);
    await owner.browser.delete(`/api/invoices/permanent/delete/invoice/${created.body.id}`).expect(404);
    await owner.browser.delete(`/api/invoices/${created.body.id}`).expect(200);
    const restored = await owner.browser.post(`/api/invoices/restore/${created.body.id}`).expect(200);
    expect(restored.body).toMatchObject({ id: created.body.id, deleted_at: null, status: 'pending' });
  });

  it("leave a quotation's restore and purge to the domain's table", async () => {
    const created = await owner.browser.post('/api/quotations', document()).expect(201);
    const refused = await owner.browser.post(`/api/quotations/deleted-list/${created.body.id}`).expect(409);
    expect(refused.body.message).toBe('This cannot be done to a pending quotation.');
    await owner.browser.delete(`/api/quotations/permanent/delete/quotation/${created.body.id}`).expect(409);
    await owner.browser.delete(`/api/quotations/${created.body.id}`).expect(200);
    const purged = await owner.browser.delete(`/api/quotations/permanent/delete/quotation/${created.body.id}`).expect(200);
    expect(purged.body).toMatchObject({ id: created.body.id, code: created.body.code });
  });

  it('list the deleted documents with their Content-Range, and number the next one', async () => {
    const deleted = await owner.browser.get('/api/invoices/deleted-list').expect(200);
    expect(deleted.headers['content-range']).toMatch(/^invoices 0-\d+\/\d+$/);
    expect(deleted.body.every((i: { deleted_at: string | null }) => i.deleted_at !== null)).toBe(true);
    expect((await owner.browser.get('/api/quotations/get/code').expect(200)).body.code).toMatch(/^QUO-\d{6}$/);
  });

  it("export quotations, and a kind's deleted list when asked (the Export of a deleted list)", async () => {
    const live = await owner.browser.post('/api/quotations', document()).expect(201);
    const gone = await owner.browser.post('/api/quotations', document()).expect(201);
    await owner.browser.delete(`/api/quotations/${gone.body.id}`).expect(200);
    const codes = async (query: Record<string, string>) => {
      const sheet = (await readWorkbook(owner.browser.get('/api/quotations/export').query(query))).worksheets[0];
      expect(sheet.getRow(1).getCell(1).value).toBe('Code');
      return Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
    };
    expect(await codes({})).toContain(live.body.code);
    expect(await codes({})).not.toContain(gone.body.code);
    expect(await codes({ deleted: 'true' })).toEqual([gone.body.code]);
  });

  it('keep restore and purge from Entry users, and every write from Audit users', async () => {
    const created = await owner.browser.post('/api/invoices', document()).expect(201);
    await owner.browser.delete(`/api/invoices/${created.body.id}`).expect(200);
    const entry = await signInNewUser(app, owner.user.workspace.id, 3);
    await entry.get('/api/invoices/restore').expect(200);
    await entry.post(`/api/invoices/restore/${created.body.id}`).expect(403);
    await entry.delete(`/api/invoices/permanent/delete/invoice/${created.body.id}`).expect(403);
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.get('/api/invoices/exports/list').expect(200);
    await audit.get('/api/invoices/get/code').expect(403);
  });
});
