import { registerWorkspace, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
let stranger: Registered;

interface EventView {
  id: number;
  stream: string;
  type: string;
  occurredOn: string;
  label: { code: string | null; name: string | null; via: string | null } | null;
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Labels Co');
  stranger = await registerWorkspace(app, 'Labels Stranger');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  await owner.browser.post('/api/invoice-templates', { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
});
afterAll(() => app.close());

const events = async (who: Registered, filter: object): Promise<EventView[]> =>
  (await who.browser.get('/api/ledger/events').query({ filter: JSON.stringify(filter), sort: '["position","ASC"]' }).expect(200)).body;

describe('accountant-friendly ledger labels', () => {
  it('names each stream by its document code and customer, and dates an opening balance on the opening date', async () => {
    await owner.browser.put('/api/configurations', { business_name: 'Labels Co', time_zone: 'Asia/Colombo', base_currency: 'LKR', opening_balance_date: '2025-03-09' }).expect(200);
    const customer = (await owner.browser.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body.id as string;
    // Entered today, but back-dated: the books learn of the customer's history after the fact.
    const invoice = (
      await owner.browser
        .post('/api/invoices', { customer_id: customer, date: '2025-03-10', due_date: '2025-04-10', lines: [{ description: 'Service', unit_price: '800.00', quantity: '1' }] })
        .expect(201)
    ).body;
    await owner.browser.post(`/api/invoices/confirm/${invoice.id}`, {}).expect(200);
    const receipt = (
      await owner.browser
        .post('/api/payments', { customer_id: customer, date: '2025-03-20', pay_type: 'Cash', paid_amount: '300', invoices: [{ invoice_id: invoice.id, amount: '300' }] })
        .expect(201)
    ).body;
    await owner.browser.post(`/api/payments/confirm/payment/${receipt.id}`, {}).expect(200);
    await owner.browser.put(`/api/customers/${customer}`, { name: 'Perera Stores', open_outstanding: '250.00' }).expect(200);

    // The receipt's money is booked on the invoice's stream: the event names the receipt too.
    const [confirmed, paid] = await events(owner, { stream: `invoice-${invoice.id}` });
    expect(confirmed.label).toEqual({ code: 'INV-000001', name: 'Perera Stores', via: null });
    expect(paid).toMatchObject({ type: 'PaymentApplied', label: { code: 'INV-000001', name: 'Perera Stores', via: 'RCT-000001' } });
    const [opening] = await events(owner, { stream: `customer-${customer}` });
    expect(opening).toMatchObject({ type: 'OpeningBalanceSet', label: { code: null, name: 'Perera Stores', via: null } });
    // What the customer owed when the books begin: the opening date, before the first invoice.
    expect(opening.occurredOn).toBe('2025-03-09');

    const shown = await owner.browser.get(`/api/ledger/events/${confirmed.id}`).expect(200);
    expect(shown.body.label).toEqual({ code: 'INV-000001', name: 'Perera Stores', via: null });
    expect(shown.body.tenantId).toBeUndefined();

    const explained = await owner.browser.get('/api/ledger/explain').query({ account: 'receivable', party: `customer:${customer}` }).expect(200);
    expect(explained.body.balance).toBe('750.00');
    expect(explained.body.lines.map((line: { event: EventView }) => [line.event.occurredOn, line.event.label])).toEqual([
      ['2025-03-09', { code: null, name: 'Perera Stores', via: null }],
      ['2025-03-10', { code: 'INV-000001', name: 'Perera Stores', via: null }],
      ['2025-03-20', { code: 'INV-000001', name: 'Perera Stores', via: 'RCT-000001' }],
    ]);
  });

  it('leaves a stream that names no record unlabelled, and never labels from another workspace', async () => {
    const theirs = (await stranger.browser.post('/api/customers', { name: 'Hidden Traders', open_outstanding: '10.00' }).expect(201)).body.id as string;
    expect(await events(owner, { stream: `customer-${theirs}` })).toEqual([]);
    const [mine] = await events(stranger, { stream: `customer-${theirs}` });
    expect(mine.label).toEqual({ code: null, name: 'Hidden Traders', via: null });
    await owner.browser.put('/api/ledger/lock', { lock_date: '2024-12-31' }).expect(200);
    const [lock] = await events(owner, { type: 'PeriodLocked' });
    expect(lock.label).toBeNull();
    await owner.browser.get(`/api/ledger/events/${mine.id}`).expect(404);
  });
});
