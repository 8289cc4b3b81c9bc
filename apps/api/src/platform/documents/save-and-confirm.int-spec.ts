import type { Test } from 'supertest';
import { ROLES } from '@ginuma/domain';
import { registerWorkspace, signInNewUser, startTestApp, type Browser, type TestApp } from '../../../../../tests/support/test-app';
import { daysBefore, documentsOf, ledgerEventCount, openBooks, today, type Books } from '../../modules/books/books.fixtures';

/*
 * Save-and-confirm (`POST /api/<kind>?confirm=true`, `PUT /api/<kind>/:id?confirm=true`) over
 * every kind with a confirm step, through the one shared route. The period lock is the refusal
 * every kind's confirm gives while its save does not: a draft dated inside a locked period saves,
 * and only confirming it is refused. So a refused save-and-confirm shows that the save rolled back.
 */

let app: TestApp;
let books: Books;
let theirs: Books;
let audit: Browser;
let entry: Browser;
/** A confirmed invoice with its whole 1,000 due, for receipts to pay. */
let openInvoiceId: string;
/** A confirmed invoice paid in full, for refunds to give back. */
let paidInvoiceId: string;
/** Each kind's draft in the other workspace. */
const theirDrafts: Record<string, string> = {};

const lockDate = daysBefore(10);
/** Each bill a number of its own: a supplier's numbers do not repeat. */
let billNumbers = 0;

interface Kind {
  name: string;
  /** The create route; the update route and the document are `<path>/<id>`, the list is `path` itself. */
  path: string;
  /** The kind's own confirm route, whose refusal a save-and-confirm must answer with. */
  confirm: string;
  /** What its document's `status` reads once it is confirmed. */
  confirmed: string;
  /** A body of `b`'s (ours by default). */
  body(date: string, b?: Books): object;
}

const KINDS: Kind[] = [
  {
    name: 'invoice',
    path: '/api/invoices',
    confirm: '/api/invoices/confirm',
    confirmed: 'due',
    body: (date) => ({ customer_id: books.customerId, date, due_date: date, lines: [{ description: 'Work', price: '300.00', quantity: 1 }] }),
  },
  {
    name: 'receipt',
    path: '/api/payments',
    confirm: '/api/payments/confirm/payment',
    confirmed: 'confirmed',
    body: (date) => ({ customer_id: books.customerId, date, pay_type: 'Bank', account_id: books.bankId, paid_amount: '100.00', invoices: [{ invoice_id: openInvoiceId, amount: '100.00' }] }),
  },
  {
    name: 'refund',
    path: '/api/payments/refunds',
    confirm: '/api/payments/confirm/refund',
    confirmed: 'confirmed',
    body: (date) => ({ customer_id: books.customerId, date, refund_type: 'Cash Refund', account_id: books.bankId, invoices: [{ invoice_id: paidInvoiceId, amount: '50.00' }] }),
  },
  {
    name: 'voucher',
    path: '/api/vouchers',
    confirm: '/api/vouchers/confirm/voucher',
    confirmed: 'confirmed',
    body: (date) => ({ supplier_id: books.supplierId, date, pay_type: 'Bank', account_id: books.bankId, expense_category_id: books.categoryId, amount: '40.00' }),
  },
  {
    name: 'journal',
    path: '/api/journals',
    confirm: '/api/journals/confirm',
    confirmed: 'confirmed',
    body: (date) => ({ date, memo: 'Cash sale', lines: [{ account: 'cash', debit: '25.00' }, { account: 'sales', credit: '25.00' }] }),
  },
  {
    name: 'bill',
    path: '/api/bills',
    confirm: '/api/bills/confirm',
    confirmed: 'due',
    body: (date, b = books) => ({ supplier_id: b.supplierId, bill_number: `SC-${++billNumbers}`, date, lines: [{ expense_category_id: b.categoryId, description: 'Paper', quantity: '1', unit_cost: '80.00' }] }),
  },
  {
    name: 'credit note',
    path: '/api/credit-notes',
    confirm: '/api/credit-notes/confirm',
    confirmed: 'confirmed',
    body: (date, b = books) => ({ customer_id: b.customerId, invoice_id: null, date, note: null, tax_ids: [], lines: [{ description: 'Allowance', unit_price: '15.00', quantity: '1' }] }),
  },
  {
    name: 'debit note',
    path: '/api/debit-notes',
    confirm: '/api/debit-notes/confirm',
    confirmed: 'confirmed',
    body: (date, b = books) => ({ supplier_id: b.supplierId, bill_id: null, date, note: null, lines: [{ expense_category_id: b.categoryId, description: 'Over-charged', unit_cost: '12.00', tax_id: null, quantity: '1' }] }),
  },
];

/** A document with its status as the kinds say it: a note's life has only its stage. */
const withStatus = (body: { status?: string; stage?: string }) => ({ ...body, status: body.status ?? body.stage });

beforeAll(async () => {
  app = await startTestApp();
  books = await openBooks(app, await registerWorkspace(app, 'Save And Confirm Co'));
  const docs = documentsOf(books);
  openInvoiceId = await docs.confirmedInvoice(daysBefore(20));
  paidInvoiceId = await docs.confirmedInvoice(daysBefore(20));
  await docs.confirmedReceipt(paidInvoiceId, daysBefore(20), '1000.00');
  // Closes the period before the drafts below are dated in it: they save, and only their confirm is refused.
  await books.browser.put('/api/ledger/lock', { lock_date: lockDate }).expect(200);

  theirs = await openBooks(app, await registerWorkspace(app, 'Other Co'));
  const their = documentsOf(theirs);
  const theirPaid = await their.confirmedInvoice(daysBefore(20));
  await their.confirmedReceipt(theirPaid, daysBefore(20), '1000.00');
  theirDrafts.invoice = await their.invoice(today());
  theirDrafts.receipt = await their.receipt(await their.confirmedInvoice(today()), today(), '10.00');
  theirDrafts.refund = await their.refund(theirPaid, today(), '10.00');
  theirDrafts.voucher = await their.voucher(today(), '10.00');
  theirDrafts.journal = await their.journal(today(), '10.00');
  for (const kind of KINDS.filter((k) => !(k.name in theirDrafts))) theirDrafts[kind.name] = (await theirs.browser.post(kind.path, kind.body(today(), theirs)).expect(201)).body.id;

  audit = await signInNewUser(app, books.tenantId, ROLES.audit);
  entry = await signInNewUser(app, books.tenantId, ROLES.entry);
}, 180_000);
afterAll(() => app?.close());

/** How many live documents the kind's list counts (its Content-Range total). */
async function listed(kind: Kind): Promise<number> {
  const range = (await books.browser.get(kind.path).expect(200)).headers['content-range'] as string;
  return Number(range.split('/')[1]);
}

const events = () => ledgerEventCount(app, books);
const draft = async (kind: Kind, date: string): Promise<string> => (await books.browser.post(kind.path, kind.body(date)).expect(201)).body.id;
const refusalOf = (response: Awaited<Test>) => ({ status: response.status, body: response.body as unknown });

describe.each(KINDS)('save-and-confirm of a $name', (kind) => {
  it('POST ?confirm=true saves and confirms in one request, answering the confirmed document', async () => {
    const before = await events();
    const saved = await books.browser.post(`${kind.path}?confirm=true`, kind.body(today())).expect(201);
    expect(withStatus(saved.body)).toMatchObject({ status: kind.confirmed });
    expect(withStatus((await books.browser.get(`${kind.path}/${saved.body.id}`).expect(200)).body)).toMatchObject({ id: saved.body.id, status: kind.confirmed });
    expect(await events()).toBeGreaterThan(before);
  });

  it("PUT ?confirm=true saves the draft's new content and confirms it", async () => {
    const id = await draft(kind, daysBefore(1));
    const saved = await books.browser.put(`${kind.path}/${id}?confirm=true`, kind.body(today())).expect(200);
    expect(withStatus(saved.body)).toMatchObject({ id, status: kind.confirmed, date: today() });
  });

  it("answers a refused confirm as the kind's confirm route does, and leaves no draft", async () => {
    const [count, before] = [await listed(kind), await events()];
    const refused = await books.browser.post(`${kind.path}?confirm=true`, kind.body(lockDate));
    expect(await listed(kind)).toBe(count);
    expect(await events()).toBe(before);

    const id = await draft(kind, lockDate);
    const byConfirmRoute = await books.browser.post(`${kind.confirm}/${id}`);
    expect(byConfirmRoute.status).toBe(422);
    expect(refusalOf(refused)).toEqual(refusalOf(byConfirmRoute));

    // An update refused the same way keeps the draft as it was: its date did not move to the other locked day.
    const updated = await books.browser.put(`${kind.path}/${id}?confirm=true`, kind.body(daysBefore(11)));
    expect(refusalOf(updated)).toEqual({ status: 422, body: expect.anything() });
    expect(withStatus((await books.browser.get(`${kind.path}/${id}`).expect(200)).body)).toMatchObject({ status: 'pending', date: lockDate });
  });

  it("answers 404 to PUT ?confirm=true on another workspace's draft, which stays a draft", async () => {
    await books.browser.put(`${kind.path}/${theirDrafts[kind.name]}?confirm=true`, kind.body(today())).expect(404);
    expect(withStatus((await theirs.browser.get(`${kind.path}/${theirDrafts[kind.name]}`).expect(200)).body).status).toBe('pending');
  });

  it("refuses an Audit user's POST ?confirm=true with 403, saving nothing", async () => {
    const count = await listed(kind);
    await audit.post(`${kind.path}?confirm=true`, kind.body(today())).expect(403);
    expect(await listed(kind)).toBe(count);
  });
});

describe('the confirm parameter', () => {
  const [invoice] = KINDS;
  const journal = KINDS.find((k) => k.name === 'journal') as Kind;

  it('saves a draft only when absent or false', async () => {
    expect((await books.browser.post(invoice.path, invoice.body(today())).expect(201)).body.status).toBe('pending');
    expect((await books.browser.post(`${invoice.path}?confirm=false`, invoice.body(today())).expect(201)).body.status).toBe('pending');
  });

  it('is refused with 422 when it is neither true nor false, saving nothing', async () => {
    const count = await listed(invoice);
    const refused = await books.browser.post(`${invoice.path}?confirm=yes`, invoice.body(today())).expect(422);
    expect(Object.keys(refused.body.errors)).toEqual(['confirm']);
    expect(await listed(invoice)).toBe(count);
  });

  it('needs the confirm permission too: Entry drafts a journal but may not post one, so nothing is saved', async () => {
    const count = await listed(journal);
    await entry.post(`${journal.path}?confirm=true`, journal.body(today())).expect(403);
    expect(await listed(journal)).toBe(count);
    expect((await entry.post(journal.path, journal.body(today())).expect(201)).body.status).toBe('pending');
  });

  it('is confirmed on the spec alias of a create as well', async () => {
    expect((await books.browser.post('/api/vouchers/create/new?confirm=true', KINDS[3].body(today())).expect(201)).body.status).toBe('confirmed');
  });
});
