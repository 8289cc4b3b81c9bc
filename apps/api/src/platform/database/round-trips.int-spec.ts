import pg from 'pg';
import { registerWorkspace, startTestApp, type Browser, type TestApp } from '../../../../../tests/support/test-app';

/*
 * The round-trip budgets of the hot writes (a confirm costs the same few statements however busy
 * the ledger is, so each one the request need not send is throughput): every
 * statement the app sends to PostgreSQL is counted where each connection sends it, as
 * tests/bench/http.bench.ts counts them (each `query` call is one round trip: the session read,
 * the round trip that opens the transaction, the handler's statements, COMMIT). The count does not
 * depend on timing, so it is pinned: a change that reads something twice, or applies a
 * projection in a round trip of its own, fails here.
 */

const INVOICE_CONFIRM_BUDGET = 6;
// The session, the transaction, the receipt's lock and row (one round trip), its references and
// streams, an append per invoice, the invoices' figures for the view, COMMIT. The references were
// read with the row until Citus 13.2, which refuses that read's joins beside the receipt's row.
const RECEIPT_CONFIRM_BUDGET = 8;
// The session, the transaction, the references with the default template, the code, the INSERT
// answering its row, the append (the confirm takes the row and references the create read), COMMIT.
const INVOICE_SAVE_AND_CONFIRM_BUDGET = 7;
// The session, the transaction, the references (with each invoice's figures for the view), the
// code, the INSERT answering its row, COMMIT.
const RECEIPT_CREATE_BUDGET = 6;

let app: TestApp;
let owner: Browser;
let invoice: { customer_id: string; date: string; due_date: string; lines: { product_id: string; quantity: number }[] };
let bankId: string;

const counted = { on: false, count: 0 };
const send = pg.Client.prototype.query;

beforeAll(async () => {
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (counted.on) counted.count++;
    return (send as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  app = await startTestApp();
  const registered = await registerWorkspace(app, 'Round Trips Co');
  owner = registered.browser;
  await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [registered.user.workspace.id]);
  await owner.post('/api/invoice-templates', { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
  const customer = (await owner.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body as { id: string };
  const product = (await owner.post('/api/products', { name: 'Consulting', type: 'Non-stockable', selling_price: '1500' }).expect(201)).body as { id: string };
  bankId = ((await owner.post('/api/bank-accounts', { identification_name: 'BOC Current', balance: '0' }).expect(201)).body as { id: string }).id;
  const today = new Date().toISOString().slice(0, 10);
  invoice = { customer_id: customer.id, date: today, due_date: today, lines: [{ product_id: product.id, quantity: 2 }] };
});

afterAll(async () => {
  pg.Client.prototype.query = send;
  await app?.close();
});

async function roundTripsOf(work: () => Promise<unknown>): Promise<number> {
  counted.count = 0;
  counted.on = true;
  try {
    await work();
  } finally {
    counted.on = false;
  }
  return counted.count;
}

const draftInvoice = async () => ((await owner.post('/api/invoices', invoice).expect(201)).body as { id: string }).id;
const confirmedInvoice = async () => {
  const id = await draftInvoice();
  await owner.post(`/api/invoices/confirm/${id}`).expect(200);
  return id;
};

/** A receipt of 4,500.00 paying one confirmed invoice of 3,000.00 in full and another in part. */
async function receiptOfTwoInvoices() {
  const invoiceIds = [await confirmedInvoice(), await confirmedInvoice()];
  const receipt = {
    customer_id: invoice.customer_id,
    date: invoice.date,
    account_id: bankId,
    pay_type: 'Bank',
    paid_amount: '4500.00',
    invoices: [
      { invoice_id: invoiceIds[0], amount: '3000.00' },
      { invoice_id: invoiceIds[1], amount: '1500.00' },
    ],
  };
  return { invoiceIds, receipt };
}

it(`confirms an invoice in at most ${INVOICE_CONFIRM_BUDGET} round trips, the session and the transaction's own included`, async () => {
  const id = await draftInvoice();
  const trips = await roundTripsOf(async () => {
    const confirmed = await owner.post(`/api/invoices/confirm/${id}`).expect(200);
    expect(confirmed.body).toMatchObject({ id, stage: 'confirmed', status: 'due', grand_total: '3000.00', due_amount: '3000.00', paid_amount: '0.00' });
  });
  expect(trips).toBeLessThanOrEqual(INVOICE_CONFIRM_BUDGET);
  const shown = await owner.get(`/api/invoices/${id}`).expect(200);
  expect(shown.body).toMatchObject({ stage: 'confirmed', status: 'due', grand_total: '3000.00', due_amount: '3000.00' });
});

// POST /api/receipts/confirm/:id is an alias of this route.
it(`confirms a receipt paying two invoices in at most ${RECEIPT_CONFIRM_BUDGET} round trips`, async () => {
  const { invoiceIds, receipt } = await receiptOfTwoInvoices();
  const id = ((await owner.post('/api/payments', receipt).expect(201)).body as { id: string }).id;
  const trips = await roundTripsOf(async () => {
    const confirmed = await owner.post(`/api/payments/confirm/${id}`).expect(200);
    expect(confirmed.body).toMatchObject({ id, status: 'confirmed' });
    expect(confirmed.body.invoices).toMatchObject([
      { invoice_id: invoiceIds[0], paid_amount: '3000.00', due_amount: '0.00', invoice_status: 'paid' },
      { invoice_id: invoiceIds[1], paid_amount: '1500.00', due_amount: '1500.00', invoice_status: 'partial' },
    ]);
  });
  expect(trips).toBeLessThanOrEqual(RECEIPT_CONFIRM_BUDGET);
});

it(`saves and confirms an invoice in at most ${INVOICE_SAVE_AND_CONFIRM_BUDGET} round trips`, async () => {
  let id = '';
  const trips = await roundTripsOf(async () => {
    const saved = await owner.post('/api/invoices?confirm=true', invoice).expect(201);
    expect(saved.body).toMatchObject({ stage: 'confirmed', status: 'due', grand_total: '3000.00', due_amount: '3000.00', paid_amount: '0.00' });
    id = (saved.body as { id: string }).id;
  });
  expect(trips).toBeLessThanOrEqual(INVOICE_SAVE_AND_CONFIRM_BUDGET);
  const shown = await owner.get(`/api/invoices/${id}`).expect(200);
  expect(shown.body).toMatchObject({ stage: 'confirmed', status: 'due', grand_total: '3000.00', due_amount: '3000.00' });
});

it(`creates a receipt paying two invoices in at most ${RECEIPT_CREATE_BUDGET} round trips`, async () => {
  const { receipt } = await receiptOfTwoInvoices();
  let created: unknown;
  const trips = await roundTripsOf(async () => {
    created = (await owner.post('/api/payments', receipt).expect(201)).body;
  });
  expect(trips).toBeLessThanOrEqual(RECEIPT_CREATE_BUDGET);
  const { id } = created as { id: string };
  expect(created).toMatchObject({ id, status: 'pending', customer_name: 'Perera Stores', account_name: 'BOC Current', applied_amount: '4500.00' });
  // The answer is the receipt as it is read back.
  expect(created).toEqual((await owner.get(`/api/payments/${id}`).expect(200)).body);
});
