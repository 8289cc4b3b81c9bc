import { ROLES } from '@ginuma/domain';
import { registerWorkspace, signInNewUser, startTestApp, type Browser, type Registered, type TestApp } from '../support/test-app';

/*
 * The public API's calls beyond the whole-resource ones (tests/security/spec-calls.ts), with real data: the fine-grained draft edits
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
  productId = (await owner.browser.post('/api/products', { name: 'Tea 100g', price: '450', unit_cost: '300', stockable: true }).expect(201)).body.id;
  // Opening stock from before the invoices' dates: stock sells only from the day it is there.
  await owner.browser.post(`/api/products/stock/${productId}`, { quantity: '20', transaction_type: 'in', reason: 'opening', unit_cost: '300', date: '2026-10-01' }).expect(201);
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

  it.each([
    ['POST', 'add/item/discount', { index: 0, discount_type: 'share', discount_value: '10' }, 'lines.0.discount_type', 'The discount type must be value or percentage.'],
    ['POST', 'add/item/discount', { index: 0, discount_type: 'percentage', discount_value: '150' }, 'lines.0.discount_value', 'The discount percentage must be between 0 and 100.'],
    ['POST', 'add/item/discount', { index: 3, discount_type: 'value', discount_value: '1' }, 'index', 'The selected item is invalid.'],
    ['DELETE', paths.deleteTaxes, { tax_id: '00000000-0000-4000-8000-000000000000' }, 'tax_id', 'The selected tax is invalid.'],
    ['DELETE', paths.deleteTaxes, { tax_id: ['not', 'one'] }, 'tax_id', 'The selected tax is invalid.'],
    ['DELETE', 'delete/items', { index: 9 }, 'index', 'The selected item is invalid.'],
    ['DELETE', 'delete/items', { index: 'first' }, 'index', 'The selected item is invalid.'],
  ])('refuse %s %s with %j as 422 on %s, changing nothing', async (method, path, body, field, message) => {
    const before = (await owner.browser.get(`${base}/${id}`).expect(200)).body;
    const url = `${base}/${path}/${id}`;
    const refused = await (method === 'POST' ? owner.browser.post(url, body) : owner.browser.delete(url).send(body)).expect(422);
    expect(refused.body.errors[field]).toEqual([message]);
    expect((await owner.browser.get(`${base}/${id}`).expect(200)).body).toEqual(before);
  });

  it("refuse an unknown tax, an Audit user's edit (403) and another workspace's draft (404)", async () => {
    await owner.browser.post(`${base}/${paths.storeTaxes}/${id}`, { tax_ids: ['00000000-0000-4000-8000-000000000000'] }).expect(422);
    await audit.post(`${base}/add/item/quantity/${id}`, { index: 0, quantity: '1' }).expect(403);
    await other.browser.post(`${base}/add/item/quantity/${id}`, { index: 0, quantity: '1' }).expect(404);
    await other.browser.delete(`${base}/delete/items/${id}`).send({ index: 0 }).expect(404);
  });
});

describe('invoice parameter and product-detail edits, each through UpdateInvoice', () => {
  let id: string;
  const url = (path: string) => `/api/invoices/${path}/${id}`;
  const stored = async () => (await owner.browser.get(`/api/invoices/${id}`).expect(200)).body;

  beforeAll(async () => {
    id = (await owner.browser.post('/api/invoices', draft()).expect(201)).body.id;
  });

  it('store/parameters adds to the draft’s parameters, update/parameters replaces them; the total follows', async () => {
    await owner.browser.post(url('store/parameters'), { parameters: [{ parameter_id: null, name: 'Delivery', amount: '100' }] }).expect(200);
    const packed = await owner.browser.post(url('store/parameters'), { parameters: [{ parameter_id: null, name: 'Packing', amount: '50' }] }).expect(200);
    expect(packed.body.grand_total).toBe('1500.00');
    expect((await stored()).parameters).toEqual([
      { parameter_id: null, name: 'Delivery', amount: '100.00' },
      { parameter_id: null, name: 'Packing', amount: '50.00' },
    ]);
    await owner.browser.post(url('update/parameters'), { parameters: [{ parameter_id: null, name: 'Returns', amount: '-25' }] }).expect(200);
    expect(await stored()).toMatchObject({ parameters: [{ parameter_id: null, name: 'Returns', amount: '-25.00' }], grand_total: '1325.00' });
  });

  it('update/item/product-detail changes one line’s description, then its product; the price and quantity stay', async () => {
    await owner.browser.post(url('update/item/product-detail'), { index: 0, description: 'Tea 100g, Ceylon' }).expect(200);
    expect((await stored()).lines).toEqual([expect.objectContaining({ product_id: productId, description: 'Tea 100g, Ceylon', price: '450.00', quantity: '3.000' })]);
    await owner.browser.post(url('update/item/product-detail'), { index: 0, product_id: serviceId, description: 'Delivery to Kandy' }).expect(200);
    expect((await stored()).lines).toEqual([expect.objectContaining({ product_id: serviceId, description: 'Delivery to Kandy', price: '450.00', quantity: '3.000' })]);
  });

  it.each([
    ['store/parameters', { parameters: [] }, 'parameters', 'Add at least one parameter.'],
    ['store/parameters', { parameters: 'Delivery' }, 'parameters', 'Add at least one parameter.'],
    ['update/parameters', { parameters: 'Delivery' }, 'parameters', 'The parameters must be a list.'],
    ['update/parameters', { parameters: [{ parameter_id: null, name: 'Delivery', amount: 'lots' }] }, 'parameters.0.amount', 'The amount must be a number.'],
    ['update/parameters', { parameters: [{ parameter_id: 'nope', amount: '5' }] }, 'parameters.0.parameter_id', 'The selected parameter is invalid.'],
    ['update/parameters', { parameters: [{ parameter_id: null, name: '', amount: '5' }] }, 'parameters.0.name', 'The name field is required.'],
    ['update/item/product-detail', { index: 4, description: 'Tea' }, 'index', 'The selected item is invalid.'],
    ['update/item/product-detail', { index: 0, product_id: '00000000-0000-4000-8000-000000000000' }, 'lines.0.product_id', 'The selected product is invalid.'],
    ['update/item/product-detail', { index: 0, product_id: 'tea' }, 'lines.0.product_id', 'The selected product is invalid.'],
    ['update/item/product-detail', { index: 0, description: 'x'.repeat(1001) }, 'lines.0.description', 'The description may not be greater than 1000 characters.'],
  ])('refuse %s with %j as 422 on %s, changing nothing', async (path, body, field, message) => {
    const before = await stored();
    const refused = await owner.browser.post(url(path), body).expect(422);
    expect(refused.body.errors[field]).toEqual([message]);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['store/parameters', { parameters: [{ parameter_id: null, name: 'Delivery', amount: '100' }] }],
    ['update/parameters', { parameters: [] }],
    ['update/item/product-detail', { index: 0, description: 'Tea' }],
  ])("refuse an Audit user's %s (403) and another workspace's draft (404)", async (path, body) => {
    await audit.post(url(path), body).expect(403);
    await other.browser.post(url(path), body).expect(404);
  });
});

describe.each(['invoices', 'quotations'])('concurrent edits of one %s draft', (resource) => {
  it('all land: each edit reads the draft after the one before it has written', async () => {
    const id = (await owner.browser.post(`/api/${resource}`, draft()).expect(201)).body.id;
    const descriptions = ['Gift wrap', 'Courier', 'Insurance', 'Handling'];
    await Promise.all(
      descriptions.map((description) => owner.browser.post(`/api/${resource}/add/items/${id}`, { lines: [{ description, price: '10', quantity: '1' }] }).expect(200)),
    );
    const stored = (await owner.browser.get(`/api/${resource}/${id}`).expect(200)).body;
    expect(stored.lines.map((l: { description: string }) => l.description).sort()).toEqual(['Tea 100g', ...descriptions].sort());
    expect(stored.sub_total).toBe('1390.00');
  });
});

describe('invoice calls beside the editor', () => {
  let invoiceId: string;
  let invoiceCode: string;

  beforeAll(async () => {
    const created = await owner.browser.post('/api/invoices/create/new', { ...draft(), tax_ids: [vatId], parameters: [{ parameter_id: null, name: 'Delivery', amount: '100' }] }).expect(201);
    invoiceId = created.body.id;
    invoiceCode = created.body.code;
  });

  it('create/new makes a draft as POST /invoices does; code, taxes and parameters read its parts', async () => {
    expect((await owner.browser.get(`/api/invoices/code/${invoiceId}`).expect(200)).body).toEqual({ id: invoiceId, code: invoiceCode });
    expect((await owner.browser.get(`/api/invoices/get/taxes/${invoiceId}`).expect(200)).body).toEqual([expect.objectContaining({ tax_id: vatId, amount: '243.00' })]);
    expect((await owner.browser.get(`/api/invoices/get/parameters/${invoiceId}`).expect(200)).body).toEqual([expect.objectContaining({ name: 'Delivery', amount: '100.00' })]);
    await owner.browser.post('/api/invoices/create/new', { lines: [] }).expect(422);
    await other.browser.get(`/api/invoices/get/taxes/${invoiceId}`).expect(404);
  });

  it('temp/update changes the template a draft prints with', async () => {
    const templateId = (await owner.browser.post('/api/invoice-templates', { name: 'Modern', theme_colour: '#223344', page_size: 'Letter' }).expect(201)).body.id;
    const changed = await owner.browser.post(`/api/invoices/temp/update/${invoiceId}`, { template_id: templateId }).expect(200);
    expect(changed.body.template_id).toBe(templateId);
    await owner.browser.post(`/api/invoices/temp/update/${invoiceId}`, { template_id: 'nope' }).expect(422);
    await audit.post(`/api/invoices/temp/update/${invoiceId}`, { template_id: templateId }).expect(403);
    await other.browser.post(`/api/invoices/temp/update/${invoiceId}`, { template_id: templateId }).expect(404);
  });

  it('status/update confirms through ConfirmInvoice; search/invoice finds it by code', async () => {
    await owner.browser.post(`/api/invoices/status/update/${invoiceId}`, { status: 'paid' }).expect(422);
    await audit.post(`/api/invoices/status/update/${invoiceId}`, { status: 'confirmed' }).expect(403);
    const confirmed = await owner.browser.post(`/api/invoices/status/update/${invoiceId}`, { status: 'confirmed' }).expect(200);
    expect(confirmed.body.status).toBe('due');
    await owner.browser.post(`/api/invoices/status/update/${invoiceId}`, { status: 'confirmed' }).expect(409);
    const found = await owner.browser.post(`/api/invoices/search/invoice/${invoiceCode}`).expect(200);
    expect(found.body.map((i: { id: string }) => i.id)).toEqual([invoiceId]);
    expect((await other.browser.post(`/api/invoices/search/invoice/${invoiceCode}`).expect(200)).body).toEqual([]);
  });

  it('add/payment pays it with a confirmed receipt; get/payment lists it; last/receipt and get/letest name it; search/refund/invoice now finds it', async () => {
    expect((await owner.browser.post(`/api/invoices/search/refund/invoice/${invoiceCode}`).expect(200)).body).toEqual([]);
    const refused = await owner.browser.post(`/api/invoices/add/payment/${invoiceId}`, { date: '2026-11-05', pay_type: 'Cash', paid_amount: '-5' }).expect(422);
    expect(refused.body.errors.paid_amount).toBeDefined();
    await audit.post(`/api/invoices/add/payment/${invoiceId}`, { date: '2026-11-05', pay_type: 'Cash', paid_amount: '500' }).expect(403);
    await other.browser.post(`/api/invoices/add/payment/${invoiceId}`, { date: '2026-11-05', pay_type: 'Cash', paid_amount: '500' }).expect(404);
    const receipt = await owner.browser.post(`/api/invoices/add/payment/${invoiceId}`, { date: '2026-11-05', pay_type: 'Cash', paid_amount: '500' }).expect(201);
    expect(receipt.body).toMatchObject({ status: 'confirmed', paid_amount: '500.00' });
    const payments = await owner.browser.get(`/api/invoices/get/payment/${invoiceId}`).expect(200);
    expect(payments.body).toEqual([expect.objectContaining({ id: receipt.body.id, amount: '500.00' })]);
    expect((await owner.browser.get('/api/invoices/last/receipt').expect(200)).body.receipt).toMatchObject({ id: receipt.body.id });
    expect((await owner.browser.get(`/api/payments/get/letest/${customerId}`).expect(200)).body.receipt).toMatchObject({ id: receipt.body.id });
    expect((await other.browser.get('/api/invoices/last/receipt').expect(200)).body).toEqual({ receipt: null });
    await other.browser.get(`/api/payments/get/letest/${customerId}`).expect(404);
    await other.browser.get(`/api/invoices/get/payment/${invoiceId}`).expect(404);
    const refundable = await owner.browser.post(`/api/invoices/search/refund/invoice/${invoiceCode}`).expect(200);
    expect(refundable.body.map((i: { id: string }) => i.id)).toEqual([invoiceId]);
  });

  it('generate/invoice turns a pending quotation into a draft invoice', async () => {
    const quotation = await owner.browser.post('/api/quotations/create/new', draft()).expect(201);
    await audit.post(`/api/invoices/generate/invoice/${quotation.body.id}`).expect(403);
    await other.browser.post(`/api/invoices/generate/invoice/${quotation.body.id}`).expect(404);
    const generated = await owner.browser.post(`/api/invoices/generate/invoice/${quotation.body.id}`).expect(201);
    expect(generated.body).toMatchObject({ invoice_id: expect.any(String), quotation: { id: quotation.body.id, status: 'converted' } });
    await owner.browser.post(`/api/invoices/generate/invoice/${quotation.body.id}`).expect(409);
  });
});

describe('quotation calls beside the editor', () => {
  it('change code, read taxes, update data, reverse by status, delete by POST', async () => {
    const created = await owner.browser.post('/api/quotations/create/new', { ...draft(), tax_ids: [vatId] }).expect(201);
    const id = created.body.id;
    expect((await owner.browser.get(`/api/quotations/get/quotation/taxes/${id}`).expect(200)).body).toEqual([expect.objectContaining({ tax_id: vatId })]);
    const recoded = await owner.browser.post(`/api/quotations/update/quotation/code/${id}`, { code: 'Q-SPECIAL-1' }).expect(200);
    expect(recoded.body.code).toBe('Q-SPECIAL-1');
    await owner.browser.post(`/api/quotations/update/quotation/code/${id}`, { code: '' }).expect(422);
    const dated = await owner.browser.post(`/api/quotations/update/quotation/data/${id}`, { project_ref: 'PO-9', due_date: '2026-12-15' }).expect(200);
    expect(dated.body).toMatchObject({ project_ref: 'PO-9', due_date: '2026-12-15', lines: [expect.objectContaining({ product_id: productId })] });
    await owner.browser.post(`/api/quotations/update/quotation/data/${id}`, { due_date: 'soon' }).expect(422);
    await owner.browser.post(`/api/quotations/status/update/${id}`, { status: 'draft' }).expect(422);
    await audit.post(`/api/quotations/status/update/${id}`, { status: 'reversed' }).expect(403);
    await other.browser.post(`/api/quotations/status/update/${id}`, { status: 'reversed' }).expect(404);
    expect((await owner.browser.post(`/api/quotations/status/update/${id}`, { status: 'reversed' }).expect(200)).body.status).toBe('reversed');
    await owner.browser.post(`/api/quotations/update/quotation/code/${id}`, { code: 'Q-2' }).expect(409);
    await other.browser.post(`/api/quotations/delete/quotation/${id}`).expect(404);
    expect((await owner.browser.post(`/api/quotations/delete/quotation/${id}`).expect(200)).body.deleted_at).not.toBeNull();
  });
});

describe('receipts: the spec name of payments, and line edits of receipts and refunds', () => {
  let invoiceId: string;
  let invoiceCode: string;

  beforeAll(async () => {
    const created = await owner.browser.post('/api/invoices', draft()).expect(201);
    await owner.browser.post(`/api/invoices/confirm/${created.body.id}`).expect(200);
    invoiceId = created.body.id;
    invoiceCode = created.body.code;
  });

  it('serves the payments routes under /api/receipts too', async () => {
    const created = await owner.browser.post('/api/receipts', { customer_id: customerId, date: '2026-11-06', pay_type: 'Cash', paid_amount: '100' }).expect(201);
    expect((await owner.browser.get(`/api/receipts/${created.body.id}`).expect(200)).body.id).toBe(created.body.id);
    expect((await owner.browser.get(`/api/payments/${created.body.id}`).expect(200)).body.id).toBe(created.body.id);
    const listed = await owner.browser.get('/api/receipts').expect(200);
    expect(listed.headers['content-range']).toMatch(/^payments /);
    expect(listed.body.map((r: { id: string }) => r.id)).toContain(created.body.id);
    await other.browser.get(`/api/receipts/${created.body.id}`).expect(404);
    await audit.post('/api/receipts', { customer_id: customerId, date: '2026-11-06', pay_type: 'Cash', paid_amount: '100' }).expect(403);
  });

  it('add an invoice to a receipt (raising its paid amount to cover it), change its amount, take it off', async () => {
    const receipt = await owner.browser.post('/api/payments', { customer_id: customerId, date: '2026-11-06', pay_type: 'Cash', paid_amount: '100' }).expect(201);
    const id = receipt.body.id;
    const added = await owner.browser.post(`/api/payments/add/${id}`, { invoice_id: invoiceCode, amount: '300' }).expect(200);
    expect(added.body).toMatchObject({ paid_amount: '300.00', invoices: [expect.objectContaining({ invoice_id: invoiceId, amount: '300.00' })] });
    const changed = await owner.browser.post('/api/payments/update/payment/item/details', { receipt_id: id, invoice_id: invoiceId, amount: '250' }).expect(200);
    expect(changed.body.invoices[0].amount).toBe('250.00');
    await owner.browser.post('/api/payments/update/payment/item/details', { receipt_id: id, invoice_id: invoiceId, amount: '2.505' }).expect(422);
    await owner.browser.post('/api/payments/update/payment/item/details', { invoice_id: invoiceId, amount: '1' }).expect(422);
    await owner.browser.post(`/api/payments/add/receipt/${id}`, { invoice_id: 'INV-999999', amount: '1' }).expect(422);
    await audit.post(`/api/payments/add/${id}`, { invoice_id: invoiceId, amount: '1' }).expect(403);
    await other.browser.post(`/api/payments/add/${id}`, { invoice_id: invoiceId, amount: '1' }).expect(404);
    await other.browser.post('/api/payments/update/payment/item/details', { receipt_id: id, invoice_id: invoiceId, amount: '1' }).expect(404);
    await owner.browser.post(`/api/payments/delete/invoice/${id}`, { invoice_id: 'INV-000404' }).expect(422);
    const removed = await owner.browser.post(`/api/payments/delete/invoice/${id}`, { invoice_id: invoiceId }).expect(200);
    expect(removed.body.invoices).toEqual([]);
  });

  it("add an invoice to a refund and take it off; a refund keeps at least one invoice (the refund's own rule)", async () => {
    const paid = await owner.browser.post(`/api/invoices/add/payment/${invoiceId}`, { date: '2026-11-06', pay_type: 'Cash', paid_amount: '400' }).expect(201);
    expect(paid.body.status).toBe('confirmed');
    const refund = await owner.browser.post('/api/payments/refunds', { customer_id: customerId, date: '2026-11-07', refund_type: 'Cash Refund', invoices: [{ invoice_id: invoiceId, amount: '50' }] }).expect(201);
    const changed = await owner.browser.post('/api/receipts/update/receipt/refund/details', { refund_id: refund.body.id, invoice_id: invoiceId, amount: '80' }).expect(200);
    expect(changed.body.invoices[0].amount).toBe('80.00');
    const refused = await owner.browser.post(`/api/payments/delete/refund/invoice/${refund.body.id}`, { invoice_id: invoiceId }).expect(422);
    expect(refused.body.errors.invoices).toEqual(['Add at least one invoice.']);
    await other.browser.post(`/api/payments/refunds/add/${refund.body.id}`, { invoice_id: invoiceId, amount: '1' }).expect(404);
  });
});

describe('voucher calls and voucher-expenses line edits', () => {
  let supplierId: string;
  let otherSupplierId: string;
  let stationeryId: string;
  let transportId: string;
  let voucherId: string;

  beforeAll(async () => {
    supplierId = (await owner.browser.post('/api/suppliers', { name: 'Perera Stationers', type: 'Local Vendor' }).expect(201)).body.id;
    otherSupplierId = (await owner.browser.post('/api/suppliers', { name: 'Lanka Transport', type: 'Transport' }).expect(201)).body.id;
    stationeryId = (await owner.browser.post('/api/expenses-categories', { name: 'Stationery', type: 'Cost of Operations' }).expect(201)).body.id;
    transportId = (await owner.browser.post('/api/expenses-categories', { name: 'Transport', type: 'Cost of Sales' }).expect(201)).body.id;
    await owner.browser.post('/api/expenses-sub-categories', { name: 'Paper', category_id: stationeryId }).expect(201);
    voucherId = (
      await owner.browser
        .post('/api/vouchers', { supplier_id: supplierId, date: '2026-11-03', pay_type: 'Cash', expense_category_id: stationeryId, amount: '1000' })
        .expect(201)
    ).body.id;
  });

  it('add a line, change one, take one off; the amount stays the sum of the lines', async () => {
    const added = await owner.browser.post(`/api/voucher-expenses/add/${voucherId}`, { expense_category_id: transportId, amount: '250', description: 'Courier' }).expect(200);
    expect(added.body.amount).toBe('1250.00');
    expect(added.body.expenses).toHaveLength(2);
    const changed = await owner.browser.post('/api/voucher-expenses/update/voucher/expense/details', { voucher_id: voucherId, index: 1, amount: '300' }).expect(200);
    expect(changed.body.amount).toBe('1300.00');
    const lines = await owner.browser.get(`/api/voucher-expenses/get/expense/${voucherId}`).expect(200);
    expect(lines.body.map((l: { amount: string }) => l.amount)).toEqual(['1000.00', '300.00']);
    const removed = await owner.browser.delete(`/api/voucher-expenses/delete/expense/${voucherId}`).send({ index: 0 }).expect(200);
    expect(removed.body).toMatchObject({ amount: '300.00', expenses: [expect.objectContaining({ expense_category_id: transportId })] });
    const moved = await owner.browser.post(`/api/voucher-expenses/add/supplier/${voucherId}`, { supplier_id: otherSupplierId }).expect(200);
    expect(moved.body.supplier_id).toBe(otherSupplierId);
  });

  it.each([
    ['add', { expense_category_id: 'x', amount: '5' }, 'expenses.1.expense_category_id'],
    ['add', { expense_category_id: '00000000-0000-4000-8000-000000000000', amount: '-5' }, 'expenses.1.amount'],
    ['add/supplier', { supplier_id: 'nobody' }, 'supplier_id'],
  ])('refuse voucher-expenses/%s with %j as 422 on %s', async (path, body, field) => {
    const refused = await owner.browser.post(`/api/voucher-expenses/${path}/${voucherId}`, body).expect(422);
    expect(refused.body.errors[field]).toBeDefined();
  });

  it("refuse a bad line index (422), an Audit user's edit (403), another workspace's voucher (404)", async () => {
    await owner.browser.delete(`/api/voucher-expenses/delete/expense/${voucherId}`).send({ index: 5 }).expect(422);
    await audit.post(`/api/voucher-expenses/add/${voucherId}`, { expense_category_id: transportId, amount: '5' }).expect(403);
    await other.browser.post(`/api/voucher-expenses/add/${voucherId}`, { expense_category_id: transportId, amount: '5' }).expect(404);
    await other.browser.get(`/api/voucher-expenses/get/expense/${voucherId}`).expect(404);
  });

  it("list the expense types, the categories a voucher charges, and a supplier's vouchers", async () => {
    const types = ['Cost of Operations', 'Cost of Sales'].map((t) => ({ id: t, name: t }));
    expect((await owner.browser.get('/api/voucher-expenses/types').expect(200)).body).toEqual(types);
    expect((await owner.browser.get('/api/expenses-categories/types').expect(200)).body).toEqual(types);
    expect((await owner.browser.get('/api/vouchers/expenses').expect(200)).body.map((c: { name: string }) => c.name)).toEqual(['Stationery', 'Transport']);
    const withSubs = await owner.browser.get('/api/expenses-categories/expenses').expect(200);
    expect(withSubs.body.find((c: { id: string }) => c.id === stationeryId).sub_categories).toEqual([expect.objectContaining({ name: 'Paper' })]);
    const paid = await owner.browser.get(`/api/suppliers/get/expense/${otherSupplierId}`).expect(200);
    expect(paid.body.map((v: { id: string }) => v.id)).toEqual([voucherId]);
    await other.browser.get(`/api/suppliers/get/expense/${otherSupplierId}`).expect(404);
  });
});

describe('searches, type lists and pickers', () => {
  it('search products (with deleted ones when asked), customers, suppliers and users by text', async () => {
    const gone = (await owner.browser.post('/api/products', { name: 'Tea 400g', type: 'Non-stockable', selling_price: '1500' }).expect(201)).body.id;
    await owner.browser.delete(`/api/products/${gone}`).expect(200);
    const live = await owner.browser.post('/api/products/search/product', { search: 'tea' }).expect(200);
    expect(live.body.map((p: { id: string }) => p.id)).toEqual([productId]);
    const all = await owner.browser.post('/api/products/search/product/withTrashed', { search: 'tea' }).expect(200);
    expect(all.body.map((p: { id: string }) => p.id).sort()).toEqual([productId, gone].sort());
    expect((await owner.browser.get(`/api/products/${gone}/withTrashed`).expect(200)).body.deleted_at).not.toBeNull();
    expect((await owner.browser.post('/api/customers/search/customer', { search: 'perera' }).expect(200)).body).toEqual([expect.objectContaining({ id: customerId })]);
    expect((await owner.browser.post('/api/suppliers/search/supplier', { search: 'lanka' }).expect(200)).body).toEqual([expect.objectContaining({ name: 'Lanka Transport' })]);
    expect((await owner.browser.post('/api/users/search/user', { search: 'owner' }).expect(200)).body).toEqual([expect.objectContaining({ email: owner.user.email })]);
    // Another workspace's search finds none of ours.
    expect((await other.browser.post('/api/products/search/product', { search: 'tea' }).expect(200)).body).toEqual([]);
    await other.browser.get(`/api/products/${productId}/withTrashed`).expect(404);
  });

  it.each(['/api/products/search/product', '/api/customers/search/customer', '/api/suppliers/search/supplier', '/api/users/search/user'])(
    'refuses a search that is not text at %s with 422',
    async (path) => {
      const refused = await owner.browser.post(path, { search: { $ne: 1 } }).expect(422);
      expect(refused.body.errors.search).toEqual(['The search must be text of at most 200 characters.']);
    },
  );

  it('lists the newest products, the active taxes, type lists and the money accounts', async () => {
    const latest = await owner.browser.get('/api/products/get/latest').expect(200);
    expect(latest.body[0].name).toBe('Delivery');
    const checked = await owner.browser.get('/api/taxes/check-taxes').expect(200);
    expect(checked.body.has_taxes).toBe(true);
    expect(checked.body.taxes.map((t: { name: string }) => t.name).sort()).toEqual(['NBT', 'VAT']);
    expect((await other.browser.get('/api/taxes/check-taxes').expect(200)).body).toEqual({ has_taxes: false, taxes: [] });
    expect((await owner.browser.get('/api/taxes/types').expect(200)).body).toEqual([{ id: 'percentage', name: 'Percentage' }]);
    expect((await owner.browser.get('/api/invoice-parameters/types').expect(200)).body.map((t: { id: string }) => t.id)).toEqual(['addition', 'deduction']);
    expect((await owner.browser.get('/api/invoice-templates/types').expect(200)).body.map((t: { id: string }) => t.id)).toEqual(['A4', 'Letter']);
    const bankId = (await owner.browser.post('/api/bank-accounts', { identification_name: 'BOC Current', account_number: '0012345', bank_name: 'BOC', branch_name: 'Kandy', balance: '5000' }).expect(201)).body.id;
    const accounts = await owner.browser.get('/api/bank-accounts/accounts').expect(200);
    expect(accounts.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: bankId, balance: '5000.00' })]));
    expect((await owner.browser.get('/api/bank-accounts/accounts/without-credit').expect(200)).body).toEqual(accounts.body);
  });

  it('saves a template by POST temp/update and answers its logo upload at temp/update/logo', async () => {
    const template = await owner.browser.get('/api/invoice-templates/template').expect(200);
    expect(template.body.id).toBeDefined();
    const saved = await owner.browser.post(`/api/invoice-templates/temp/update/${template.body.id}`, { name: 'Renamed', theme_colour: '#101010', page_size: 'A4' }).expect(200);
    expect(saved.body.name).toBe('Renamed');
    await owner.browser.post(`/api/invoice-templates/temp/update/${template.body.id}`, { name: '', theme_colour: 'red', page_size: 'A5' }).expect(422);
    await owner.browser.post(`/api/invoice-templates/temp/update/logo/${template.body.id}`).expect(422);
    await audit.post(`/api/invoice-templates/temp/update/${template.body.id}`, { name: 'X', theme_colour: '#101010', page_size: 'A4' }).expect(403);
    await other.browser.post(`/api/invoice-templates/temp/update/${template.body.id}`, { name: 'X', theme_colour: '#101010', page_size: 'A4' }).expect(404);
  });
});

describe('dashboard chart data', () => {
  it('gives each series month by month, as the dashboard sums them', async () => {
    const dashboard = (await owner.browser.get('/api/dashboard').expect(200)).body as { months: { month: string; sales: string; expenses: string }[] };
    const invoices = await owner.browser.get('/api/dashboard/chartdata/invoices').expect(200);
    expect(invoices.body).toEqual(dashboard.months.map((m) => ({ month: m.month, amount: m.sales })));
    const expenses = await owner.browser.get('/api/dashboard/chartdata/expenses').expect(200);
    expect(expenses.body).toEqual(dashboard.months.map((m) => ({ month: m.month, amount: m.expenses })));
    expect((await owner.browser.get('/api/dashboard/chartdata/sep/sales').expect(200)).body).toEqual(invoices.body);
    await owner.browser.get('/api/dashboard/chartdata/sep/profits').expect(422);
  });
});
