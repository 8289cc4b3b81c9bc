import { registerWorkspace, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Opening Co');
});
afterAll(() => app.close());

const events = async (stream: string) =>
  app.sql<{ type: string; postings: number; debit: string; credit: string }>(
    `SELECT e.type, count(p.*)::int AS postings, sum(p.debit)::text AS debit, sum(p.credit)::text AS credit
       FROM ledger_event e JOIN ledger_posting p ON p.tenant_id = e.tenant_id AND p.position = e.position
      WHERE e.stream = $1 GROUP BY e.position, e.type ORDER BY e.position`,
    [stream],
  );

describe('opening balances go through the ledger', () => {
  it("records a customer's opening outstanding and credit as one balanced event, and reads them back from the ledger", async () => {
    const created = await owner.browser
      .post('/api/customers', { name: 'Perera Stores', open_outstanding: '1250.50', open_credit_balance: 100 })
      .expect(201);
    expect(created.body).toMatchObject({
      open_outstanding: '1250.50',
      open_credit_balance: '100.00',
      total_outstanding: '1250.50',
      credit_balance: '100.00',
    });
    expect(await events(`customer-${created.body.id}`)).toEqual([{ type: 'OpeningBalanceSet', postings: 4, debit: '1350.50', credit: '1350.50' }]);

    const edited = await owner.browser.put(`/api/customers/${created.body.id}`, { name: 'Perera Stores', open_outstanding: '1000.00' }).expect(200);
    expect(edited.body).toMatchObject({ open_outstanding: '1000.00', open_credit_balance: '100.00', total_outstanding: '1000.00' });
    expect((await events(`customer-${created.body.id}`)).map((e) => e.debit)).toEqual(['1350.50', '250.50']);

    await owner.browser.put(`/api/customers/${created.body.id}`, { name: 'Perera Stores (Pvt)' }).expect(200);
    expect(await events(`customer-${created.body.id}`)).toHaveLength(2);

    const drill = await owner.browser
      .get('/api/ledger/explain')
      .query({ account: 'receivable', party: `customer:${created.body.id}` })
      .expect(200);
    expect(drill.body).toMatchObject({ balance: '1000.00', total: 2 });
  });

  it('lists and sorts customers by their ledger figures', async () => {
    await owner.browser.post('/api/customers', { name: 'Small Debtor', open_outstanding: '5.00' }).expect(201);
    await owner.browser.post('/api/customers', { name: 'Big Debtor', open_outstanding: '99999.99' }).expect(201);
    const sorted = await owner.browser.get('/api/customers').query({ sort: '["total_outstanding","DESC"]', range: '[0,0]' }).expect(200);
    expect(sorted.body[0]).toMatchObject({ name: 'Big Debtor', total_outstanding: '99999.99' });
  });

  it("gives a bank account its opening balance as the balance of its own ledger account", async () => {
    const account = await owner.browser.post('/api/bank-accounts', { name: 'BOC Current', opening_balance: '5000' }).expect(201);
    expect(account.body).toMatchObject({ opening_balance: '5000.00', balance: '5000.00' });
    const balances = await owner.browser.get('/api/ledger/balances').query({ account: `bank:${account.body.id}` }).expect(200);
    expect(balances.body).toEqual([expect.objectContaining({ balance: '5000.00' })]);
  });

  it.each([
    [{ open_outstanding: '-5' }, 'open_outstanding', 'The open outstanding must not be negative.'],
    [{ open_outstanding: '1.005' }, 'open_outstanding', 'The open outstanding may have at most 2 decimal places.'],
    [{ open_credit_balance: '1000000000000' }, 'open_credit_balance', 'The open credit balance must not exceed 999,999,999,999.99.'],
  ])('refuses %j with 422 and writes neither a row nor an event', async (amounts, field, message) => {
    const [before] = await app.sql<{ rows: number; events: number }>(
      `SELECT (SELECT count(*) FROM customers)::int AS rows, (SELECT count(*) FROM ledger_event)::int AS events`,
    );
    const response = await owner.browser.post('/api/customers', { name: 'Bad Opening', ...amounts }).expect(422);
    expect(response.body.errors).toEqual({ [field]: [message] });
    const [after] = await app.sql(`SELECT (SELECT count(*) FROM customers)::int AS rows, (SELECT count(*) FROM ledger_event)::int AS events`);
    expect(after).toEqual(before);
  });

  it('will not purge a record the ledger names, and the ledger still verifies', async () => {
    const created = await owner.browser.post('/api/customers', { name: 'Gone Soon', open_outstanding: '10' }).expect(201);
    // An Admin deletes a customer who still owes only knowingly.
    await owner.browser.delete(`/api/customers/${created.body.id}?confirm=true`).expect(200);
    await owner.browser
      .delete(`/api/customers/permanent/delete/customer/${created.body.id}`)
      .expect(409, { message: 'This record is in use and cannot be deleted.', code: 'records.in-use' });
    const verified = await owner.browser.get('/api/ledger/verify').expect(200);
    expect(verified.body).toMatchObject({ hash_chain: { intact: true }, projections: { equal: true } });
  });
});

describe('products', () => {
  it('numbers codes, takes open stock as a quantity in the ledger, and shows stock on hand', async () => {
    const suggested = await owner.browser.get('/api/products/get/new/code').expect(200);
    expect(suggested.body).toEqual({ code: 'P0001' });
    const first = await owner.browser
      .post('/api/products', { name: 'Ceylon Tea 100g', type: 'Stockable', selling_price: '450', open_stock: '12.5' })
      .expect(201);
    expect(first.body).toMatchObject({ code: 'P0001', open_stock: '12.500', stock_quantity: '12.500', selling_price: '450.00' });
    const second = await owner.browser.post('/api/products', { name: 'Delivery', type: 'Non-stockable', selling_price: '300' }).expect(201);
    expect(second.body).toMatchObject({ code: 'P0002', stock_quantity: '0.000' });
    await owner.browser.put(`/api/products/${first.body.id}`, { ...first.body, open_stock: '10' }).expect(200);
    const shown = await owner.browser.get(`/api/products/${first.body.id}`).expect(200);
    expect(shown.body.stock_quantity).toBe('10.000');
    const taken = await owner.browser.post('/api/products', { code: 'p0001', name: 'Dup', type: 'Stockable', selling_price: '1' }).expect(422);
    expect(taken.body.errors).toEqual({ code: ['The code has already been taken.'] });
  });

  it.each([
    [{ type: 'Non-stockable', open_stock: '1' }, { open_stock: ['Only stockable products have stock.'] }],
    [{ min_price: '10', max_price: '9.99' }, { max_price: ['The max price must be at least the min price.'] }],
    [{ open_stock: '1.2345' }, { open_stock: ['The open stock may have at most 3 decimal places.'] }],
  ])('refuses %j with 422', async (fields, errors) => {
    const response = await owner.browser.post('/api/products', { name: 'Bad', type: 'Stockable', selling_price: '1', ...fields }).expect(422);
    expect(response.body.errors).toEqual(errors);
  });
});

describe('event metadata and stock drill-down', () => {
  it('records who, which request and which idempotency key caused an event', async () => {
    const response = await owner.browser
      .post('/api/customers', { name: 'Traced Ltd', open_outstanding: '7.00' })
      .set('Idempotency-Key', 'traced-1')
      .set('X-Request-Id', 'req-traced-0001')
      .expect(201);
    expect(response.headers['x-request-id']).toBe('req-traced-0001');
    const [event] = (await owner.browser.get('/api/ledger/events').query({ filter: JSON.stringify({ stream: `customer-${response.body.id}` }) })).body;
    expect(event.metadata).toEqual({
      actor_id: owner.user.id,
      role: 1,
      correlation_id: 'req-traced-0001',
      causation_id: null,
      idempotency_key: 'traced-1',
    });
  });

  it("explains one product's stock by its commodity", async () => {
    const a = await owner.browser.post('/api/products', { name: 'Drill A', type: 'Stockable', selling_price: '1', open_stock: '3' }).expect(201);
    await owner.browser.post('/api/products', { name: 'Drill B', type: 'Stockable', selling_price: '1', open_stock: '5' }).expect(201);
    const explained = await owner.browser.get('/api/ledger/explain').query({ account: 'inventory', commodity: `product:${a.body.id}` }).expect(200);
    expect(explained.body).toMatchObject({ quantity: '3.000', total: 1 });
  });
});
