import { formatDocumentCode, type ImportView, type TrialBalanceReport } from '@ginuma/domain';
import { verifyHashChain } from '@ginuma/ledger';
import { registerWorkspace, startTestApp, type Browser, type Registered, type TestApp } from '../../../../../tests/support/test-app';

/**
 * Past invoices imported in batches (`CreateInvoicesToConfirm`, one append per batch) against the
 * same invoices typed in and confirmed one at a time through the invoice's own endpoints, in a
 * workspace set up alike: the same numbers, events, postings and trial balance, and an unbroken
 * hash chain.
 */
let app: TestApp;
let typed: Registered;
let imported: Registered;

const CUSTOMERS = [
  { name: 'Kamal Perera', email: 'kamal@example.lk', payment_terms_days: 14 },
  { name: 'නිමල් ස්ටෝර්ස්', email: 'nimal@example.lk' },
];
/** number, customer's email, date (dd/MM/yyyy), due date, description, quantity, price */
const INVOICES: [string, string, string, string, string, string, string][] = [
  ['OLD-1', 'kamal@example.lk', '01/10/2026', '', 'Consulting', '2', '1,250.50'],
  ['OLD-2', 'nimal@example.lk', '02/10/2026', '30/10/2026', 'Parts', '3', '400'],
  ['OLD-3', 'kamal@example.lk', '03/10/2026', '', 'Travel', '1', '99.99'],
  ['OLD-4', 'nimal@example.lk', '05/10/2026', '', 'Fitting', '0.5', '1,000.00'],
  ['OLD-5', 'kamal@example.lk', '07/10/2026', '20/10/2026', 'Support', '12', '75.25'],
];
const HEADER = 'Invoice number,Customer,Date,Due date,Description,Quantity,Price';
const csv = (rows: string[][]) => Buffer.from([HEADER, ...rows.map((r) => r.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(','))].join('\r\n'));
const isoDate = (ddmmyyyy: string) => ddmmyyyy.split('/').reverse().join('-');

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const MOMENT = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)/g;

/** Each invoice's events and postings by its code, its records' ids and the moments it was recorded at left out. */
async function invoiceLedger(books: Registered): Promise<unknown[]> {
  const rows = await app.sql<{ code: string; type: string; version: number; occurred_on: string; payload: string; postings: string }>(
    `SELECT i.code, e.type, e.stream_version AS version, e.occurred_on::text, e.payload::text AS payload,
            (SELECT string_agg(concat_ws(' ', p.line_no, p.account, p.party IS NOT NULL, p.debit, p.credit), '; ' ORDER BY p.line_no)
               FROM ledger_posting p WHERE p.tenant_id = e.tenant_id AND p.position = e.position) AS postings
       FROM ledger_event e JOIN invoices i ON i.tenant_id = e.tenant_id AND e.stream = 'invoice-' || i.id
      WHERE e.tenant_id = $1 ORDER BY i.code, e.stream_version`,
    [books.user.workspace.id],
  );
  return rows.map((r) => ({ ...r, payload: r.payload.replace(UUID, 'id').replace(MOMENT, 'moment') }));
}

async function balances(books: Registered): Promise<unknown[]> {
  return ((await books.browser.get('/api/reports/trial-balance').expect(200)).body as TrialBalanceReport).rows
    .filter((r) => r.debit !== '0.00' || r.credit !== '0.00')
    .map((r) => ({ account: r.id, debit: r.debit, credit: r.credit }));
}

async function eventCount(books: Registered): Promise<number> {
  return (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_event WHERE tenant_id = $1`, [books.user.workspace.id]))[0].n;
}

/** An import once its run has ended, whether the request ran it (200, 201) or left it running (202). */
async function settled(browser: Browser, response: Promise<{ status: number; body: unknown }>): Promise<ImportView> {
  const answer = await response;
  expect([200, 201, 202]).toContain(answer.status);
  let view = answer.body as ImportView;
  for (let polls = 0; (view.status as string) === 'previewing' || (view.status as string) === 'committing'; polls++) {
    if (polls >= 12_000) throw new Error(`Import ${view.id} is still ${view.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    view = (await browser.get(`/api/imports/${view.id}`).expect(200)).body as ImportView;
  }
  return view;
}
const previewIn = (books: Registered, file: Buffer) => settled(books.browser, books.browser.upload('/api/imports', 'file', file, { filename: 'invoices.csv' }).field('kind', 'invoices'));
const commitIn = (books: Registered, id: string) => settled(books.browser, books.browser.post(`/api/imports/commit/${id}`));

async function setUp(name: string): Promise<Registered> {
  const books = await registerWorkspace(app, name);
  await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [books.user.workspace.id]);
  await books.browser.put('/api/configurations', { business_name: name, time_zone: 'Asia/Colombo', base_currency: 'LKR', opening_balance_date: '2026-09-01' }).expect(200);
  for (const customer of CUSTOMERS) await books.browser.post('/api/customers', customer).expect(201);
  return books;
}

beforeAll(async () => {
  app = await startTestApp();
  typed = await setUp('Typed Co');
  imported = await setUp('Imported Co');
  const customers = (await typed.browser.get('/api/customers').query({ range: '[0,9]' }).expect(200)).body as { id: string; email: string }[];
  for (const [, email, date, due, description, quantity, price] of INVOICES) {
    const body = {
      customer_id: customers.find((c) => c.email === email)!.id,
      date: isoDate(date),
      due_date: due === '' ? null : isoDate(due),
      lines: [{ product_id: null, description, quantity, price: price.replace(',', '') }],
    };
    const created = await typed.browser.post('/api/invoices', body).expect(201);
    await typed.browser.post(`/api/invoices/confirm/${created.body.id}`).expect(200);
  }
});
afterAll(() => app.close());

describe('past invoices imported in a batch', () => {
  let committed: ImportView;

  it('are numbered, confirmed and posted as the same invoices typed in one at a time, on an unbroken hash chain', async () => {
    const previewed = await previewIn(imported, csv(INVOICES));
    expect(previewed.counts).toEqual({ create: INVOICES.length, update: 0, unchanged: 0, error: 0 });
    committed = await commitIn(imported, previewed.id);
    expect(committed).toMatchObject({ status: 'committed', counts: { create: INVOICES.length } });

    const one = await invoiceLedger(typed);
    expect(one).toHaveLength(INVOICES.length);
    expect(await invoiceLedger(imported)).toEqual(one);
    expect(await balances(imported)).toEqual(await balances(typed));
    const [chain] = await verifyHashChain({ query: <R,>(sql: string, params?: readonly unknown[]) => app.sql<R>(sql, params ? [...params] : []) }, { tenantId: imported.user.workspace.id });
    expect(chain.brokenAt).toBeNull();
  });

  it('changes nothing when the same file is imported again', async () => {
    const events = await eventCount(imported);
    const again = await previewIn(imported, csv(INVOICES));
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: INVOICES.length, error: 0 });
    await commitIn(imported, again.id);
    expect(await eventCount(imported)).toBe(events);
  });

  it('says a refused invoice of a batch on its own row, numbers the others without a gap, and undoes to the trial balance before', async () => {
    const before = await balances(imported);
    const rows = [
      ['NEW-1', 'kamal@example.lk', '10/10/2026', '', 'Visit', '1', '500'],
      ['NEW-2', 'kamal@example.lk', '11/10/2026', '', 'Visit', '-1', '500'],
      ['NEW-3', 'nobody@example.lk', '12/10/2026', '', 'Visit', '1', '500'],
      ['NEW-4', 'nimal@example.lk', '13/10/2026', '', 'Visit', '2', '500'],
    ];
    const refused = await previewIn(imported, csv(rows));
    expect(refused.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 2 });
    expect(refused.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'Quantity'],
      [4, 'Customer'],
    ]);
    const fixed = await commitIn(imported, (await previewIn(imported, csv([rows[0], rows[3]]))).id);
    const codes = await app.sql<{ code: string }>(`SELECT code FROM invoices WHERE tenant_id = $1 ORDER BY code`, [imported.user.workspace.id]);
    expect(codes.map((c) => c.code)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => formatDocumentCode('invoice', n)));

    await imported.browser.post(`/api/imports/undo/${fixed.id}`).expect(200);
    expect(await balances(imported)).toEqual(before);
  });
});
