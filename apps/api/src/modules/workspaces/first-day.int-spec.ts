import { ROLES } from '@ginuma/domain';
import { Browser, registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
let entry: Browser;
let audit: Browser;
let stranger: Registered;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'First Day Co');
  stranger = await registerWorkspace(app, 'Next Door Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  entry = await signInNewUser(app, owner.user.workspace.id, ROLES.entry);
  audit = await signInNewUser(app, owner.user.workspace.id, ROLES.audit);
});
afterAll(() => app.close());

const line = async (browser: Browser) => {
  const product = await browser.post('/api/products', { name: `Service ${Date.now()}`, type: 'Non-stockable', selling_price: '1500' }).expect(201);
  return { product_id: product.body.id, quantity: '2' };
};

describe('a new workspace', () => {
  it('has default invoice and quotation templates and a few units, so its first invoice confirms at once', async () => {
    const invoiceTemplate = await owner.browser.get('/api/invoice-templates/active/template').expect(200);
    expect(invoiceTemplate.body).toMatchObject({ name: 'Standard', is_default: true });
    const quotationTemplate = await owner.browser.get('/api/quotation-templates/active/template').expect(200);
    expect(quotationTemplate.body).toMatchObject({ name: 'Standard', is_default: true });
    const units = (await owner.browser.get('/api/products/units').expect(200)).body as { name: string }[];
    expect(units.map((u) => u.name).sort()).toEqual(['Hours', 'Kilograms', 'Litres', 'Metres', 'Nos']);

    const customer = await owner.browser.post('/api/customers', { name: 'Silva Traders' }).expect(201);
    const confirmed = await owner.browser
      .post('/api/invoices?confirm=true', { customer_id: customer.body.id, date: '2026-11-02', due_date: '2026-11-02', lines: [await line(owner.browser)] })
      .expect(201);
    const shown = await owner.browser.get(`/api/invoices/${confirmed.body.id}`).expect(200);
    expect(shown.body).toMatchObject({ status: 'due', template_id: invoiceTemplate.body.id, grand_total: '3000.00' });
  });

  it('registered in Sinhala, names its templates and units in Sinhala', async () => {
    const browser = await new Browser(app.server).start();
    const password = 'correct horse battery';
    const registered = await browser
      .post('/api/register', {
        name: 'නිමල්',
        email: `sinhala.${process.pid}.${Date.now()}@example.test`,
        password,
        password_confirmation: password,
        business_name: 'සිංහල වෙළඳසැල',
        privacy_policy: true,
      })
      .set('X-Locale', 'si')
      .expect(201);
    const tenantId = registered.body.workspace.id as string;
    const templates = await app.sql<{ name: string }>(`SELECT name FROM invoice_templates WHERE tenant_id = $1`, [tenantId]);
    expect(templates.map((t) => t.name)).toEqual(['සම්මත']);
    const units = await app.sql<{ name: string }>(`SELECT name FROM units WHERE tenant_id = $1 ORDER BY name`, [tenantId]);
    expect(units).toHaveLength(5);
    expect(units.map((u) => u.name)).toContain('පැය');
  });
});

describe('due dates follow payment terms', () => {
  const due = async (customer: Record<string, unknown> | null, body: Record<string, unknown> = {}) => {
    const customerId = customer ? (await owner.browser.post('/api/customers', customer).expect(201)).body.id : null;
    const created = await owner.browser
      .post('/api/invoices', { customer_id: customerId, cash_customer: customerId ? null : 'Walk-in', date: '2026-12-15', lines: [await line(owner.browser)], ...body })
      .expect(201);
    return created.body.due_date as string;
  };

  it("defaults an invoice's due date to its customer's terms, else the workspace's, else 30 days", async () => {
    const configuration = await owner.browser.get('/api/configurations').expect(200);
    expect(configuration.body.payment_terms_days).toBe(30);
    expect(await due({ name: 'Fourteen Days Ltd', payment_terms_days: '14' })).toBe('2026-12-29');
    expect(await due({ name: 'On Delivery Ltd', payment_terms_days: '0' })).toBe('2026-12-15');
    expect(await due({ name: 'No Terms Ltd' })).toBe('2027-01-14');
    expect(await due(null)).toBe('2027-01-14');

    await owner.browser.put('/api/configurations', { ...configuration.body, payment_terms_days: '45' }).expect(200);
    expect(await due({ name: 'Default Terms Ltd' })).toBe('2027-01-29');
    expect(await due({ name: 'Fourteen Again Ltd', payment_terms_days: 14 })).toBe('2026-12-29');
    expect(await due({ name: 'Named Due Ltd', payment_terms_days: 14 }, { due_date: '2026-12-20' })).toBe('2026-12-20');
  });

  it("defaults a quotation's due date to its customer's terms too", async () => {
    const customerId = (await owner.browser.post('/api/customers', { name: 'Quoted Ten Days Ltd', payment_terms_days: '10' }).expect(201)).body.id;
    const quote = async (body: Record<string, unknown> = {}) =>
      (await owner.browser.post('/api/quotations', { customer_id: customerId, date: '2026-12-15', lines: [await line(owner.browser)], ...body }).expect(201)).body.due_date;
    expect(await quote()).toBe('2026-12-25');
    expect(await quote({ due_date: '2026-12-20' })).toBe('2026-12-20');
  });

  it('refuses terms that are not whole days from 0 to 3650, naming the field', async () => {
    for (const payment_terms_days of ['-1', '3651', '1.5', 'soon']) {
      const refused = await owner.browser.post('/api/customers', { name: 'Bad Terms', payment_terms_days }).expect(422);
      expect(Object.keys(refused.body.errors)).toEqual(['payment_terms_days']);
    }
  });
});

describe('deleting a customer or supplier that has an open balance', () => {
  const count = async (table: 'customers' | 'suppliers', id: string) =>
    (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE id = $1 AND deleted_at IS NULL`, [id]))[0].n;

  it('is refused to an Entry user, asked again of an Admin, done when the Admin confirms', async () => {
    const owing = (await owner.browser.post('/api/customers', { name: 'Owing Stores', open_outstanding: '22494.00' }).expect(201)).body.id as string;
    const refused = await entry.delete(`/api/customers/${owing}`).expect(409);
    expect(refused.body).toMatchObject({ code: 'records.open-balance-admin-only', params: { amount: '22494.00' } });
    expect((await entry.delete(`/api/customers/${owing}?confirm=true`).expect(409)).body.code).toBe('records.open-balance-admin-only');
    const asked = await owner.browser.delete(`/api/customers/${owing}`).expect(409);
    expect(asked.body).toMatchObject({
      code: 'records.open-balance-confirm',
      message: 'It still has an open balance of 22494.00. Delete it anyway?',
    });
    expect(await count('customers', owing)).toBe(1);
    await owner.browser.delete(`/api/customers/${owing}?confirm=true`).expect(200);
    expect(await count('customers', owing)).toBe(0);

    const settled = (await owner.browser.post('/api/customers', { name: 'Settled Stores' }).expect(201)).body.id as string;
    await entry.delete(`/api/customers/${settled}`).expect(200);
    await owner.browser.delete(`/api/customers/${owing}?confirm=maybe`).expect(422);
  });

  it('holds for a supplier a confirmed bill is owed to', async () => {
    const supplier = (await owner.browser.post('/api/suppliers', { name: 'Perera Wholesale', type: 'Local Vendor' }).expect(201)).body.id as string;
    const category = (await owner.browser.post('/api/expenses-categories', { name: 'Freight', type: 'Cost of Sales' }).expect(201)).body.id as string;
    await owner.browser
      .post('/api/bills?confirm=true', {
        supplier_id: supplier,
        bill_number: 'PW-1',
        date: '2026-11-01',
        lines: [{ product_id: null, expense_category_id: category, description: 'Freight', quantity: '1', unit_cost: '1250.00', tax_id: null }],
      })
      .expect(201);
    expect((await entry.delete(`/api/suppliers/${supplier}`).expect(409)).body).toMatchObject({ code: 'records.open-balance-admin-only', params: { amount: '1250.00' } });
    expect((await owner.browser.delete(`/api/suppliers/${supplier}`).expect(409)).body.code).toBe('records.open-balance-confirm');
    expect(await count('suppliers', supplier)).toBe(1);
    await owner.browser.delete(`/api/suppliers/${supplier}?confirm=true`).expect(200);
    expect(await count('suppliers', supplier)).toBe(0);
  });

  it("answers 404 for another workspace's record and 403 to an Audit user, changing nothing", async () => {
    const owing = (await owner.browser.post('/api/customers', { name: 'Guarded Stores', open_outstanding: '10.00' }).expect(201)).body.id as string;
    await stranger.browser.delete(`/api/customers/${owing}?confirm=true`).expect(404);
    await audit.delete(`/api/customers/${owing}?confirm=true`).expect(403);
    expect(await count('customers', owing)).toBe(1);
  });
});
