import { ROLES } from '@ginuma/domain';
import { registerWorkspace, signInNewUser, startTestApp, type Browser, type Registered, type TestApp } from '../support/test-app';

/*
 * Spec §7's calls beyond the whole-resource ones, with real data: the fine-grained draft edits
 * (each through the update command the whole-draft PUT runs), the searches, type lists and reads.
 * Each answers its own workspace, refuses bad input with 422, an Audit user's write with 403 and
 * another workspace's id with 404.
 */

let app: TestApp;
let owner: Registered;
let other: Registered;
let audit: Browser;
let customerId: string;
let productId: string;
let serviceId: string;
let vatId: string;
let nbtId: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Spec Calls Co');
  other = await registerWorkspace(app, 'Other Calls Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  for (const { browser } of [owner, other]) {
    await browser.post('/api/invoice-templates', { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
    await browser.post('/api/quotation-templates', { name: 'Q', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
  }
  customerId = (await owner.browser.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body.id;
  productId = (await owner.browser.post('/api/products', { name: 'Tea 100g', price: '450', unit_cost: '300', stockable: true, open_stock: '20' }).expect(201)).body.id;
  serviceId = (await owner.browser.post('/api/products', { name: 'Delivery', type: 'Non-stockable', selling_price: '250' }).expect(201)).body.id;
  vatId = (await owner.browser.post('/api/taxes', { name: 'VAT', rate: '18', abbreviation: 'VAT' }).expect(201)).body.id;
  nbtId = (await owner.browser.post('/api/taxes', { name: 'NBT', rate: '2', abbreviation: 'NBT' }).expect(201)).body.id;
  audit = await signInNewUser(app, owner.user.workspace.id, ROLES.audit);
});
afterAll(() => app.close());

const draft = () => ({
  customer_id: customerId,
  date: '2026-11-01',
  due_date: '2026-11-30',
  lines: [{ product_id: productId, quantity: '3' }],
});

describe.each([
  ['invoices', { storeTaxes: 'store/taxes', deleteTaxes: 'delete/taxes' }],
  ['quotations', { storeTaxes: 'store/quotation/taxes', deleteTaxes: 'delete/quotation/taxes' }],
])('%s draft edits, each a change through the whole-draft update', (resource, paths) => {
  let id: string;
  const base = `/api/${resource}`;

  beforeAll(async () => {
    id = (await owner.browser.post(base, draft()).expect(201)).body.id;
  });

  it('add items, change a line, remove one, and the totals follow', async () => {
    const added = await owner.browser.post(`${base}/add/items/${id}`, { lines: [{ product_id: serviceId, quantity: '1' }] }).expect(200);
    expect(added.body.lines.map((l: { product_id: string }) => l.product_id)).toEqual([productId, serviceId]);
    expect(added.body.sub_total).toBe('1600.00');
    const quantity = await owner.browser.post(`${base}/add/item/quantity/${id}`, { index: 0, quantity: '2' }).expect(200);
    expect(quantity.body.sub_total).toBe('1150.00');
    const price = await owner.browser.post(`${base}/add/item/price/${id}`, { index: 1, price: '300' }).expect(200);
    expect(price.body.sub_total).toBe('1200.00');
    const discount = await owner.browser.post(`${base}/add/item/discount/${id}`, { index: 0, discount_type: 'percentage', discount_value: '10' }).expect(200);
    expect(discount.body.lines[0]).toMatchObject({ discount: '90.00', total: '810.00' });
    const removed = await owner.browser.delete(`${base}/delete/items/${id}`).send({ index: 1 }).expect(200);
    expect(removed.body.lines).toHaveLength(1);
    expect(removed.body.sub_total).toBe('810.00');
    // The stored draft is what the edit answered.
    expect((await owner.browser.get(`${base}/${id}`).expect(200)).body.sub_total).toBe('810.00');
  });

  it('store and delete taxes, and change the other discount', async () => {
    const taxed = await owner.browser.post(`${base}/${paths.storeTaxes}/${id}`, { tax_ids: [vatId, nbtId] }).expect(200);
    expect(taxed.body.tax_ids).toEqual([vatId, nbtId]);
    const untaxed = await owner.browser.delete(`${base}/${paths.deleteTaxes}/${id}`).send({ tax_id: nbtId }).expect(200);
    expect(untaxed.body.taxes.map((t: { name: string }) => t.name)).toEqual(['VAT']);
    const discounted = await owner.browser.post(`${base}/update/discount/${id}`, { other_discount_type: 'value', other_discount: '10' }).expect(200);
    expect(discounted.body.other_discount_amount).toBe('10.00');
  });

  it.each([
    ['add/item/quantity', { index: 7, quantity: '1' }, 'index'],
    ['add/item/quantity', { index: 0, quantity: '-1' }, 'lines.0.quantity'],
    ['add/item/price', { index: 0, price: 'abc' }, 'lines.0.price'],
    ['add/items', { lines: [] }, 'lines'],
    ['update/discount', { other_discount_type: 'value', other_discount: '1.234' }, 'other_discount'],
  ])('refuse %s with %j as 422 on %s', async (path, body, field) => {
    const refused = await owner.browser.post(`${base}/${path}/${id}`, body).expect(422);
    expect(refused.body.errors[field]).toBeDefined();
  });

  it("refuse an unknown tax, an Audit user's edit (403) and another workspace's draft (404)", async () => {
    await owner.browser.post(`${base}/${paths.storeTaxes}/${id}`, { tax_ids: ['00000000-0000-4000-8000-000000000000'] }).expect(422);
    await audit.post(`${base}/add/item/quantity/${id}`, { index: 0, quantity: '1' }).expect(403);
    await other.browser.post(`${base}/add/item/quantity/${id}`, { index: 0, quantity: '1' }).expect(404);
    await other.browser.delete(`${base}/delete/items/${id}`).send({ index: 0 }).expect(404);
  });
});
