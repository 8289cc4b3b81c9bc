import type { Test } from 'supertest';
import { ROLES } from '@ginuma/domain';
import { registerWorkspace, signInNewUser, startTestApp, type Browser, type TestApp } from '../../../../../tests/support/test-app';
import { documentsOf, ledgerEventCount, openBooks, today, type Books } from '../../modules/books/books.fixtures';

/*
 * Confirm, reverse and delete over every kind that has them, through the one shared route of each
 * (documentController): each dispatches the kind's own command, so another workspace's id is a
 * 404, an Audit user's call a 403, and what the kind's decider refuses is refused as before.
 */

let app: TestApp;
let books: Books;
let theirs: Books;
let audit: Browser;
let entry: Browser;

type Docs = ReturnType<typeof documentsOf>;

/** One of a kind's life-cycle routes: `<method> <path>/<id>`. */
interface Step {
  method: 'post' | 'delete';
  path: string;
}

interface Kind {
  name: string;
  /** The document's show route (`<show>/<id>`) and deleted list (`<show>/deleted-list`, or `deletedList`). */
  show: string;
  deletedList?: string;
  /** A new draft of `books`. */
  draft(books: Books, docs: Docs): Promise<string>;
  confirm?: string;
  /** What its `status` reads once confirmed. */
  confirmed?: string;
  reverse?: string;
  /** The delete route and, where the public API has one, its POST form (an alias that continues as the DELETE). */
  deletes: Step[];
  /** What the kind's decider refuses, and with what. */
  refusals: { what: string; arrange(kind: Kind, id: string): Promise<void>; step: (kind: Kind) => Step; status: number; code: string }[];
}

const post = (path: string): Step => ({ method: 'post', path });
const del = (path: string): Step => ({ method: 'delete', path });
const call = (browser: Pick<Browser, 'post' | 'delete'>, step: Step, id: string, body?: object): Test =>
  step.method === 'post' ? browser.post(`${step.path}/${id}`, body) : browser.delete(`${step.path}/${id}`);
const confirmIt = async (kind: Kind, id: string) => {
  await books.browser.post(`${kind.confirm}/${id}`).expect(200);
};
const reverseIt = async (kind: Kind, id: string) => {
  await books.browser.post(`${kind.reverse}/${id}`).expect(200);
};

type Refusal = Kind['refusals'][number];
const secondConfirm = (code: string): Refusal => ({ what: 'a second confirm', arrange: confirmIt, step: (k) => post(k.confirm as string), status: 409, code });
const draftReversal = (code: string): Refusal => ({ what: "a draft's reversal", arrange: async () => undefined, step: (k) => post(k.reverse as string), status: 409, code });

let billNumbers = 0;
/** A supplier's bill of one expense line: purchases' own kind of document. */
const billBody = (b: Books, date: string) => ({
  supplier_id: b.supplierId,
  bill_number: `LC-${++billNumbers}`,
  date,
  lines: [{ expense_category_id: b.categoryId, description: 'Paper', quantity: '1', unit_cost: '80.00' }],
});
/** A credit note with no invoice: a price reduction the customer is given. */
const creditNoteBody = (b: Books, date: string) => ({ customer_id: b.customerId, invoice_id: null, date, note: null, tax_ids: [], lines: [{ description: 'Allowance', unit_price: '15.00', quantity: '1' }] });
/** A debit note with no bill: a price claimed back from the supplier. */
const debitNoteBody = (b: Books, date: string) => ({
  supplier_id: b.supplierId,
  bill_id: null,
  date,
  note: null,
  lines: [{ expense_category_id: b.categoryId, description: 'Over-charged', unit_cost: '12.00', tax_id: null, quantity: '1' }],
});
const drafted = async (b: Books, path: string, body: object) => (await b.browser.post(path, body).expect(201)).body.id as string;

/** A confirmed invoice with its whole 1,000 due, for receipts to pay; one paid in full, for refunds. */
const openInvoices: Record<string, string> = {};
const paidInvoices: Record<string, string> = {};

const KINDS: Kind[] = [
  {
    name: 'invoice',
    show: '/api/invoices',
    draft: (_books, docs) => docs.invoice(today()),
    confirm: '/api/invoices/confirm',
    confirmed: 'due',
    reverse: '/api/invoices/reverse',
    deletes: [del('/api/invoices')],
    refusals: [
      secondConfirm('invoicing.invoice-already-confirmed'),
      draftReversal('invoicing.invoice-not-confirmed'),
      { what: "a confirmed invoice's delete", arrange: confirmIt, step: (k) => k.deletes[0], status: 409, code: 'invoicing.invoice-cannot-be-deleted' },
    ],
  },
  {
    name: 'quotation',
    show: '/api/quotations',
    draft: async (b) =>
      (await b.browser.post('/api/quotations', { customer_id: b.customerId, date: today(), due_date: today(), lines: [{ description: 'Shelving', price: '1200', quantity: 1 }] }).expect(201)).body
        .id,
    reverse: '/api/quotations/reverse',
    deletes: [del('/api/quotations'), post('/api/quotations/delete/quotation')],
    refusals: [{ what: 'a second reversal', arrange: reverseIt, step: (k) => post(k.reverse as string), status: 409, code: 'invoicing.quotation-not-allowed' }],
  },
  {
    name: 'receipt',
    show: '/api/payments',
    draft: (b, docs) => docs.receipt(openInvoices[b.tenantId], today(), '10.00'),
    confirm: '/api/payments/confirm',
    confirmed: 'confirmed',
    deletes: [del('/api/payments'), post('/api/payments/delete/receipt')],
    refusals: [secondConfirm('payments.not-pending')],
  },
  {
    name: 'refund',
    show: '/api/payments/refunds',
    draft: (b, docs) => docs.refund(paidInvoices[b.tenantId], today(), '10.00'),
    confirm: '/api/payments/refunds/confirm',
    confirmed: 'confirmed',
    deletes: [del('/api/payments/refunds'), post('/api/payments/delete/refund')],
    refusals: [secondConfirm('payments.not-pending')],
  },
  {
    name: 'voucher',
    show: '/api/vouchers',
    draft: (_b, docs) => docs.voucher(today(), '10.00'),
    confirm: '/api/vouchers/confirm/voucher',
    confirmed: 'confirmed',
    deletes: [del('/api/vouchers'), post('/api/vouchers/delete/voucher')],
    refusals: [secondConfirm('vouchers.voucher-not-pending')],
  },
  {
    name: 'journal',
    show: '/api/journals',
    draft: (_b, docs) => docs.journal(today(), '10.00'),
    confirm: '/api/journals/confirm',
    confirmed: 'confirmed',
    reverse: '/api/journals/reverse',
    deletes: [del('/api/journals')],
    refusals: [secondConfirm('journals.journal-not-pending'), draftReversal('journals.journal-not-posted')],
  },
  {
    name: 'bill',
    show: '/api/bills',
    draft: (b) => drafted(b, '/api/bills', billBody(b, today())),
    confirm: '/api/bills/confirm',
    confirmed: 'due',
    reverse: '/api/bills/reverse',
    deletes: [del('/api/bills')],
    refusals: [
      secondConfirm('bills.bill-not-pending'),
      draftReversal('bills.bill-not-confirmed'),
      { what: "a confirmed bill's delete", arrange: confirmIt, step: (k) => k.deletes[0], status: 409, code: 'bills.bill-in-books' },
    ],
  },
  {
    name: 'credit note',
    show: '/api/credit-notes',
    deletedList: '/api/credit-notes/-/deleted-list',
    draft: (b) => drafted(b, '/api/credit-notes', creditNoteBody(b, today())),
    confirm: '/api/credit-notes/confirm',
    confirmed: 'confirmed',
    reverse: '/api/credit-notes/reverse',
    deletes: [del('/api/credit-notes')],
    refusals: [
      secondConfirm('credit-notes.credit-note-not-pending'),
      draftReversal('credit-notes.credit-note-not-confirmed'),
      { what: "a confirmed note's delete", arrange: confirmIt, step: (k) => k.deletes[0], status: 409, code: 'credit-notes.credit-note-in-books' },
    ],
  },
  {
    name: 'debit note',
    show: '/api/debit-notes',
    deletedList: '/api/debit-notes/-/deleted-list',
    draft: (b) => drafted(b, '/api/debit-notes', debitNoteBody(b, today())),
    confirm: '/api/debit-notes/confirm',
    confirmed: 'confirmed',
    reverse: '/api/debit-notes/reverse',
    deletes: [del('/api/debit-notes')],
    refusals: [
      secondConfirm('debit-notes.debit-note-not-pending'),
      draftReversal('debit-notes.debit-note-not-confirmed'),
      { what: "a confirmed note's delete", arrange: confirmIt, step: (k) => k.deletes[0], status: 409, code: 'debit-notes.debit-note-in-books' },
    ],
  },
];

/** A document's status as the kinds say it: a note's life has only its stage. */
const statusOf = (body: { status?: string; stage?: string }) => body.status ?? body.stage;

/** Every life-cycle route the kind has. */
const stepsOf = (kind: Kind): Step[] => [...(kind.confirm ? [post(kind.confirm)] : []), ...(kind.reverse ? [post(kind.reverse)] : []), ...kind.deletes];

async function arrange(b: Books) {
  const docs = documentsOf(b);
  await b.browser.post('/api/quotation-templates', { name: 'Q', theme_colour: '#334455', page_size: 'A4' }).expect(201);
  openInvoices[b.tenantId] = await docs.confirmedInvoice(today());
  paidInvoices[b.tenantId] = await docs.confirmedInvoice(today());
  await docs.confirmedReceipt(paidInvoices[b.tenantId], today(), '1000.00');
}

beforeAll(async () => {
  app = await startTestApp();
  books = await openBooks(app, await registerWorkspace(app, 'Life Cycle Co'));
  theirs = await openBooks(app, await registerWorkspace(app, 'Other Co'));
  await arrange(books);
  await arrange(theirs);
  audit = await signInNewUser(app, books.tenantId, ROLES.audit);
  entry = await signInNewUser(app, books.tenantId, ROLES.entry);
}, 180_000);
afterAll(() => app?.close());

const showOf = async (b: Books, kind: Kind, id: string) => {
  const body = (await b.browser.get(`${kind.show}/${id}`).expect(200)).body as { status?: string; stage?: string };
  return { ...body, status: statusOf(body) };
};
const deletedIds = async (b: Books, kind: Kind) =>
  ((await b.browser.get(kind.deletedList ?? `${kind.show}/deleted-list`).expect(200)).body as { id: string }[]).map((row) => row.id);
const events = () => ledgerEventCount(app, books);

describe.each(KINDS)('the life cycle of a $name', (kind) => {
  it("answers 404 to another workspace's document on each of its routes, changing nothing", async () => {
    const docs = documentsOf(theirs);
    for (const step of stepsOf(kind)) {
      const id = await kind.draft(theirs, docs);
      // A confirmed one for a reversal, so only the workspace can have refused it.
      if (step.path === kind.reverse && kind.confirm) await theirs.browser.post(`${kind.confirm}/${id}`).expect(200);
      const before = await showOf(theirs, kind, id);
      await call(books.browser, step, id).expect(404);
      expect(await showOf(theirs, kind, id)).toEqual(before);
      expect(await deletedIds(theirs, kind)).not.toContain(id);
    }
  });

  it("refuses an Audit user's call with 403 on each of its routes, changing nothing", async () => {
    const id = await kind.draft(books, documentsOf(books));
    const before = await events();
    for (const step of stepsOf(kind)) await call(audit, step, id).expect(403);
    expect((await showOf(books, kind, id)).status).toBe('pending');
    expect(await events()).toBe(before);
  });

  it.each(kind.refusals)("answers its decider's refusal of $what", async ({ arrange: given, step, status, code }) => {
    const id = await kind.draft(books, documentsOf(books));
    await given(kind, id);
    const before = await events();
    const refused = await call(books.browser, step(kind), id);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status, code });
    expect(await events()).toBe(before);
  });

  it('deletes a draft on each of its delete routes, answering 200 and the document', async () => {
    for (const step of kind.deletes) {
      const id = await kind.draft(books, documentsOf(books));
      expect((await call(books.browser, step, id).expect(200)).body).toMatchObject({ id });
      expect(await deletedIds(books, kind)).toContain(id);
    }
  });

  if (kind.confirm) {
    it('confirms a draft, answering 200 and the confirmed document', async () => {
      const id = await kind.draft(books, documentsOf(books));
      const before = await events();
      const { body } = await books.browser.post(`${kind.confirm}/${id}`).expect(200);
      expect({ id: body.id, status: statusOf(body) }).toEqual({ id, status: kind.confirmed });
      expect(await events()).toBeGreaterThan(before);
    });
  }

  if (kind.reverse) {
    it('reverses, answering 200 and the reversed document', async () => {
      const id = await kind.draft(books, documentsOf(books));
      if (kind.confirm) await confirmIt(kind, id);
      const { body } = await books.browser.post(`${kind.reverse}/${id}`, { reason: 'Wrong customer' }).expect(200);
      expect({ id: body.id, status: statusOf(body) }).toEqual({ id, status: 'reversed' });
    });
  }
});

describe('what each kind asks and does', () => {
  const journal = KINDS.find((k) => k.name === 'journal') as Kind;
  const quotation = KINDS.find((k) => k.name === 'quotation') as Kind;

  it('lets Entry draft and delete a journal, but not confirm or reverse one', async () => {
    const draft = await journal.draft(books, documentsOf(books));
    await entry.post(`${journal.confirm}/${draft}`).expect(403);
    const posted = await documentsOf(books).confirmedJournal(today(), '5.00');
    await entry.post(`${journal.reverse}/${posted}`).expect(403);
    expect((await showOf(books, journal, posted)).status).toBe('confirmed');
    await entry.delete(`/api/journals/${draft}`).expect(200);
  });

  it('lets Entry withdraw a quotation, which is an edit', async () => {
    const id = await quotation.draft(books, documentsOf(books));
    expect((await entry.post(`${quotation.reverse}/${id}`).expect(200)).body.status).toBe('reversed');
  });

  it("lets a confirmed receipt's delete take its money back out of the books", async () => {
    const receipt = KINDS.find((k) => k.name === 'receipt') as Kind;
    const id = await documentsOf(books).confirmedReceipt(openInvoices[books.tenantId], today(), '10.00');
    const before = await events();
    await books.browser.delete(`${receipt.show}/${id}`).expect(200);
    expect(await events()).toBeGreaterThan(before);
    expect(await deletedIds(books, receipt)).toContain(id);
  });

  it("keeps an invoice's reversal reason, trimmed", async () => {
    const invoice = KINDS[0];
    const id = await documentsOf(books).confirmedInvoice(today());
    await books.browser.post(`${invoice.reverse}/${id}`, { reason: '  Wrong customer  ' }).expect(200);
    const [row] = await app.sql<{ reason: string | null }>(
      `SELECT payload->>'reason' AS reason FROM ledger_event WHERE tenant_id = $1 AND type = 'InvoiceReversed' ORDER BY position DESC LIMIT 1`,
      [books.tenantId],
    );
    expect(row.reason).toBe('Wrong customer');
  });
});
