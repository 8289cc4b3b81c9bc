import { registerWorkspace, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Supplier Co');
});
afterAll(() => app.close());

describe('supplier pickers', () => {
  it('offers the spec types, every active supplier by name, and the latest', async () => {
    expect((await owner.browser.get('/api/suppliers/types').expect(200)).body.map((t: { id: string }) => t.id)).toEqual([
      'Utility',
      'Local Vendor',
      'Transport',
      'International Vendor',
    ]);
    const ceb = await owner.browser.post('/api/suppliers', { name: 'CEB', type: 'Utility' }).expect(201);
    await owner.browser.post('/api/suppliers', { name: 'Abans', type: 'Local Vendor' }).expect(201);
    await owner.browser.post(`/api/suppliers/status/${ceb.body.id}`).expect(200);
    const all = await owner.browser.get('/api/suppliers/getall').expect(200);
    expect(all.body.map((s: { name: string }) => s.name)).toEqual(['Abans']);
    const latest = await owner.browser.get('/api/suppliers/get/latest').expect(200);
    expect(latest.body.map((s: { name: string }) => s.name)).toEqual(['Abans', 'CEB']);
    const other = await registerWorkspace(app, 'Other Supplier Co');
    expect((await other.browser.get('/api/suppliers/getall').expect(200)).body).toEqual([]);
  });
});
