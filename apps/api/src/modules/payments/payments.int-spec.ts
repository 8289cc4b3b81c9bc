import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
let customerId: string;
let bankId: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Receipts Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  customerId = (await owner.browser.post('/api/customers', { name: 'Silva Traders' }).expect(201)).body.id;
  bankId = (await owner.browser.post('/api/bank-accounts', { name: 'BOC Current' }).expect(201)).body.id;
  await owner.browser.post('/api/invoice-templates', { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
});
afterAll(() => app.close());

async function confirmedInvoice(price: string, customer = customerId, browser = owner.browser): Promise<{ id: string; code: string }> {
  const created = await browser
    .post('/api/invoices', { customer_id: customer, date: '2026-11-01', due_date: '2026-11-30', lines: [{ description: 'Service', price, quantity: 1 }] })
    .expect(201);
  await browser.post(`/api/invoices/confirm/${created.body.id}`).expect(200);
  return created.body;
}

const invoiceOf = async (id: string) => (await owner.browser.get(`/api/invoices/${id}`).expect(200)).body;
const balance = async (account: string, party?: string) =>
  ((await owner.browser.get('/api/ledger/balances').query(party ? { account, party } : { account })).body[0]?.balance as string | undefined) ?? '0.00';
const count = async (table: string) => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

const receipt = (invoices: { invoice_id: string; amount: string }[], overrides: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  date: '2026-11-10',
  account_id: bankId,
  pay_type: 'Bank',
  paid_amount: '1500.00',
  invoices,
  ...overrides,
});

describe('receipts', () => {
  let a: { id: string; code: string };
  let b: { id: string; code: string };

  beforeAll(async () => {
    a = await confirmedInvoice('1000');
    b = await confirmedInvoice('800');
  });

  it('pays two invoices and books the over-payment as the customer credit balance', async () => {
    const created = await owner.browser
      .post('/api/payments/create/new', receipt([{ invoice_id: a.id, amount: '1000' }, { invoice_id: b.code, amount: '300.00' }]))
      .expect(201);
    expect(created.body).toMatchObject({ code: 'RCT-000001', status: 'pending', paid_amount: '1500.00', applied_amount: '1300.00', credit_amount: '200.00' });
    expect(created.body.invoices.map((i: { code: string; due_amount: string }) => [i.code, i.due_amount])).toEqual([
      [a.code, '1000.00'],
      [b.code, '800.00'],
    ]);

    const confirmed = await owner.browser.post(`/api/payments/confirm/payment/${created.body.id}`).expect(200);
    expect(confirmed.body.status).toBe('confirmed');
    await owner.browser.post(`/api/payments/confirm/payment/${created.body.id}`).expect(409);
    expect(await invoiceOf(a.id)).toMatchObject({ paid_amount: '1000.00', due_amount: '0.00', status: 'paid' });
    expect(await invoiceOf(b.id)).toMatchObject({ paid_amount: '300.00', due_amount: '500.00', status: 'partial' });
    expect(await balance(`bank:${bankId}`)).toBe('1500.00');
    expect(await balance('receivable', `customer:${customerId}`)).toBe('500.00');
    expect(await balance('customer-credit', `customer:${customerId}`)).toBe('-200.00');
    const open = await owner.browser.get(`/api/payments/open-invoices/${customerId}`).expect(200);
    expect(open.body.credit_balance).toBe('200.00');

    const listed = await owner.browser.get(`/api/customers/get/payment/${customerId}`).expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ code: 'RCT-000001', status: 'confirmed', paid_amount: '1500.00' })]);
    const page = await owner.browser.get('/api/payments').expect(200);
    expect(page.body[0]).toMatchObject({ code: 'RCT-000001', customer_name: 'Silva Traders', account_name: 'BOC Current' });
  });

  it('spends the credit balance on an invoice, never more than the balance', async () => {
    const refused = await owner.browser.post('/api/invoices/add/credit', { invoice_id: b.id, amount: '250.00' }).expect(422);
    expect(refused.body.errors).toEqual({ paid_amount: ["The amount may not exceed the customer's credit balance of 200.00."] });
    const spent = await owner.browser.post('/api/invoices/add/credit', { invoice_id: b.id, amount: '200.00' }).expect(201);
    expect(spent.body).toMatchObject({ status: 'confirmed', paid_amount: '200.00' });
    expect(await invoiceOf(b.id)).toMatchObject({ paid_amount: '500.00', due_amount: '300.00', status: 'partial' });
    expect(await balance('customer-credit', `customer:${customerId}`)).toBe('0.00');
  });

  it.each([
    [{ paid_amount: '-5' }, 'paid_amount'],
    [{ paid_amount: '10.005' }, 'paid_amount'],
    [{ invoices: [{ invoice_id: 'INV-999999', amount: '1' }] }, 'invoices.0.invoice_id'],
    [{ invoices: [{ invoice_id: 'placeholder', amount: '0.001' }] }, 'invoices.0.amount'],
    [{ invoices: [{ invoice_id: 'placeholder', amount: '-1' }] }, 'invoices.0.amount'],
    [{ pay_type: 'Cheque' }, 'cheque_number'],
    [{ account_id: '00000000-0000-4000-8000-000000000000' }, 'account_id'],
  ])('refuses %j with a field error on %s and writes nothing', async (overrides, field) => {
    const before = await count('receipts');
    const body = receipt([], overrides);
    body.invoices = body.invoices.map((i: { invoice_id: string; amount: string }) => ({ ...i, invoice_id: i.invoice_id === 'placeholder' ? b.id : i.invoice_id }));
    const refused = await owner.browser.post('/api/payments', body).expect(422);
    expect(Object.keys(refused.body.errors)).toContain(field);
    expect(await count('receipts')).toBe(before);
  });

  it('refuses more than an invoice owes, and an invoice of another customer or workspace', async () => {
    const over = await owner.browser.post('/api/payments', receipt([{ invoice_id: b.id, amount: '300.01' }])).expect(422);
    expect(over.body.errors).toEqual({ 'invoices.0.amount': ['The amount may not exceed the due amount of 300.00.'] });
    const stranger = await registerWorkspace(app, 'Receipts Stranger');
    await app.sql(`UPDATE workspaces SET plan_id = 1`);
    const theirCustomer = (await stranger.browser.post('/api/customers', { name: 'Their customer' }).expect(201)).body.id;
    await stranger.browser.post('/api/invoice-templates', { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
    const theirs = await confirmedInvoice('500', theirCustomer, stranger.browser);
    const before = await count('receipts');
    const refused = await owner.browser.post('/api/payments', receipt([{ invoice_id: theirs.id, amount: '100' }])).expect(422);
    expect(refused.body.errors).toEqual({ 'invoices.0.invoice_id': ['Please enter valid invoice number'] });
    expect(await count('receipts')).toBe(before);
    const mine = (await owner.browser.get('/api/payments').expect(200)).body[0].id;
    await stranger.browser.get(`/api/payments/${mine}`).expect(404);
    await stranger.browser.get(`/api/customers/get/payment/${customerId}`).expect(404);
    await stranger.browser.post(`/api/payments/confirm/payment/${mine}`).expect(404);
  });

  it("refuses another customer's invoice with the spec message", async () => {
    const other = (await owner.browser.post('/api/customers', { name: 'Other Stores' }).expect(201)).body.id;
    const theirs = await confirmedInvoice('100', other);
    const refused = await owner.browser.post('/api/payments', receipt([{ invoice_id: theirs.code, amount: '50' }])).expect(422);
    expect(refused.body.errors).toEqual({ 'invoices.0.invoice_id': ['Please enter valid invoice number'] });
  });

  it('never over-applies an invoice when two receipts are confirmed at once', async () => {
    const c = await confirmedInvoice('500');
    const first = await owner.browser.post('/api/payments', receipt([{ invoice_id: c.id, amount: '400' }], { paid_amount: '400' })).expect(201);
    const second = await owner.browser.post('/api/payments', receipt([{ invoice_id: c.id, amount: '400' }], { paid_amount: '400' })).expect(201);
    const results = await Promise.all([first, second].map((r) => owner.browser.post(`/api/payments/confirm/payment/${r.body.id}`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, expect.any(Number)]);
    expect([409, 422]).toContain(results.map((r) => r.status).sort()[1]);
    expect(await invoiceOf(c.id)).toMatchObject({ paid_amount: '400.00', due_amount: '100.00' });
  });

  it('deleting a confirmed receipt appends its reversal; restore; purge only a deleted draft', async () => {
    const d = await confirmedInvoice('600');
    const created = await owner.browser.post('/api/payments', receipt([{ invoice_id: d.id, amount: '600' }], { pay_type: 'Cash', account_id: null, paid_amount: '650' })).expect(201);
    await owner.browser.post(`/api/payments/confirm/payment/${created.body.id}`).expect(200);
    const cashBefore = await balance('cash');
    expect(await invoiceOf(d.id)).toMatchObject({ status: 'paid' });
    const deleted = await owner.browser.delete(`/api/payments/${created.body.id}`).expect(200);
    expect(deleted.body.status).toBe('reversed');
    expect(await invoiceOf(d.id)).toMatchObject({ paid_amount: '0.00', due_amount: '600.00', status: 'due' });
    expect(Number(await balance('cash'))).toBe(Number(cashBefore) - 650);
    const gone = await owner.browser.get('/api/payments/deleted-list').expect(200);
    expect(gone.body.map((r: { id: string }) => r.id)).toContain(created.body.id);
    await owner.browser.post(`/api/payments/restore/${created.body.id}`).expect(200);
    await owner.browser.delete(`/api/payments/${created.body.id}`).expect(200);
    await owner.browser.delete(`/api/payments/permanent/delete/payment/${created.body.id}`).expect(409);

    const draft = await owner.browser.post('/api/payments', receipt([], { paid_amount: '5' })).expect(201);
    await owner.browser.delete(`/api/payments/${draft.body.id}`).expect(200);
    await owner.browser.delete(`/api/payments/permanent/delete/payment/${draft.body.id}`).expect(200);
    await owner.browser.get(`/api/payments/${draft.body.id}`).expect(404);
  });

  it('reverses a post-dated receipt on its own date, never before it', async () => {
    const f = await confirmedInvoice('300');
    const created = await owner.browser.post('/api/payments', receipt([{ invoice_id: f.id, amount: '300' }], { paid_amount: '300', date: '2099-01-31' })).expect(201);
    await owner.browser.post(`/api/payments/confirm/payment/${created.body.id}`).expect(200);
    await owner.browser.delete(`/api/payments/${created.body.id}`).expect(200);
    const [event] = await app.sql<{ occurred_on: string }>(
      `SELECT occurred_on::text FROM ledger_event WHERE stream = $1 AND type = 'PaymentReversed'`,
      [`invoice-${f.id}`],
    );
    expect(event.occurred_on).toBe('2099-01-31');
  });

  it('refuses an Audit user’s write', async () => {
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.get('/api/payments').expect(200);
    await audit.post('/api/payments', receipt([], { paid_amount: '5' })).expect(403);
    await audit.post('/api/payments/refunds', {}).expect(403);
  });
});

describe('refunds', () => {
  it('gives back cash or credit, never more than was paid', async () => {
    const e = await confirmedInvoice('400');
    const paid = await owner.browser.post('/api/payments', receipt([{ invoice_id: e.id, amount: '400' }], { paid_amount: '400' })).expect(201);
    await owner.browser.post(`/api/payments/confirm/payment/${paid.body.id}`).expect(200);

    const before = await count('refunds');
    const over = await owner.browser
      .post('/api/payments/refund/create/new', { customer_id: customerId, date: '2026-11-12', refund_type: 'Cash Refund', account_id: bankId, invoices: [{ invoice_id: e.id, amount: '400.01' }] })
      .expect(422);
    expect(over.body.errors).toEqual({ 'invoices.0.amount': ['The refund may not exceed the paid amount of 400.00.'] });
    expect(await count('refunds')).toBe(before);

    const bankBefore = await balance(`bank:${bankId}`);
    const cash = await owner.browser
      .post('/api/payments/refund/create/new', { customer_id: customerId, date: '2026-11-12', refund_type: 'Cash Refund', account_id: bankId, invoices: [{ invoice_id: e.id, amount: '150' }] })
      .expect(201);
    expect(cash.body).toMatchObject({ code: 'RFD-000001', status: 'pending', amount: '150.00' });
    await owner.browser.post(`/api/payments/confirm/refund/${cash.body.id}`).expect(200);
    expect(await invoiceOf(e.id)).toMatchObject({ paid_amount: '400.00', refund_amount: '150.00', due_amount: '150.00', status: 'refund' });
    expect(Number(await balance(`bank:${bankId}`))).toBe(Number(bankBefore) - 150);

    const credit = await owner.browser
      .post('/api/payments/refunds', { customer_id: customerId, date: '2026-11-12', refund_type: 'Credit Refund', invoices: [{ invoice_id: e.code, amount: '250' }] })
      .expect(201);
    await owner.browser.post(`/api/payments/confirm/refund/${credit.body.id}`).expect(200);
    expect(await invoiceOf(e.id)).toMatchObject({ refund_amount: '400.00', due_amount: '400.00' });
    expect(await balance('customer-credit', `customer:${customerId}`)).toBe('-250.00');

    await owner.browser.delete(`/api/payments/refunds/${credit.body.id}`).expect(200);
    expect(await balance('customer-credit', `customer:${customerId}`)).toBe('0.00');
    expect((await owner.browser.get(`/api/payments/get/refund/${credit.body.id}`).expect(200)).body.status).toBe('reversed');
    expect((await owner.browser.get('/api/payments/refunds').expect(200)).body.map((r: { code: string }) => r.code)).toEqual(['RFD-000001']);
  });
  it('keeps a refund\'s note through create, the whole-draft PUT and reads; a note past 255 characters is refused there', async () => {
    const e = await confirmedInvoice('300');
    const paid = await owner.browser.post('/api/payments', receipt([{ invoice_id: e.id, amount: '300' }], { paid_amount: '300' })).expect(201);
    await owner.browser.post(`/api/payments/confirm/payment/${paid.body.id}`).expect(200);
    const body = { customer_id: customerId, date: '2026-11-13', refund_type: 'Credit Refund', invoices: [{ invoice_id: e.id, amount: '40' }] };
    const created = await owner.browser.post('/api/payments/refunds', { ...body, note: '  Goods returned damaged  ' }).expect(201);
    expect(created.body.note).toBe('Goods returned damaged');
    const refused = await owner.browser.put(`/api/payments/refunds/${created.body.id}`, { ...body, note: 'x'.repeat(256) }).expect(422);
    expect(refused.body.errors).toEqual({ note: ['The note may not be greater than 255 characters.'] });
    expect((await owner.browser.get(`/api/payments/refunds/${created.body.id}`).expect(200)).body.note).toBe('Goods returned damaged');
    await owner.browser.post('/api/payments/refunds', { ...body, note: 'x'.repeat(300) }).expect(422);
    const longest = await owner.browser.put(`/api/payments/refunds/${created.body.id}`, { ...body, note: 'x'.repeat(255) }).expect(200);
    expect(longest.body.note).toBe('x'.repeat(255));
    await owner.browser.put(`/api/payments/refunds/${created.body.id}`, { ...body, note: 'Approved by the manager' }).expect(200);
    await owner.browser.post(`/api/payments/confirm/refund/${created.body.id}`).expect(200);
    const read = await owner.browser.get(`/api/payments/refunds/${created.body.id}`).expect(200);
    expect(read.body).toMatchObject({ note: 'Approved by the manager', status: 'confirmed' });
    const listed = (await owner.browser.get('/api/payments/refunds').expect(200)).body.find((r: { id: string }) => r.id === created.body.id);
    expect(listed.note).toBe('Approved by the manager');
    const cleared = await owner.browser.post('/api/payments/refunds', { ...body, invoices: [{ invoice_id: e.id, amount: '1' }], note: '   ' }).expect(201);
    expect(cleared.body.note).toBeNull();
  });
});

describe('receipt print and email', () => {
  it('prints a PDF in English and Sinhala and queues the email with it', async () => {
    const [first] = (await owner.browser.get('/api/payments').query({ sort: JSON.stringify(['code', 'ASC']) }).expect(200)).body;
    for (const locale of ['en', 'si']) {
      const printed = await owner.browser.get(`/api/payments/print/${first.id}`).query({ locale }).expect(200);
      expect(printed.headers['content-type']).toBe('application/pdf');
    }
    await owner.browser.post(`/api/payments/email/${first.id}`, {}).expect(422);
    const queued = await owner.browser.post(`/api/payments/email/${first.id}`, { to: 'silva@example.test' }).expect(202);
    const [mail] = await app.sql<{ subject: string }>(`SELECT subject FROM mail_outbox WHERE id = $1`, [queued.body.id]);
    expect(mail.subject).toBe(`Receipt ${first.code} from Receipts Co (LKR 1,500.00)`);
  });
});
