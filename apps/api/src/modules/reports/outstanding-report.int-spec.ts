import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { decideInvoice, foldInvoice, invoiceEventOf, invoiceStream, Money, toLedgerEvents, type InvoiceCommand } from '@ginuma/domain';
import { appendToStream, readStream, type JsonValue } from '@ginuma/ledger';
import { openLedgerTestDb, type LedgerTestDb } from '../../../../../libs/ledger/src/testing/ledger-test-db';
import { Browser, registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { readWorkbook, reportTable } from '../../../../../tests/support/xlsx';

let app: TestApp;
let ledger: LedgerTestDb;
let owner: Registered;
let tenantId: string;
let perera: string;
let silva: string;
const invoices: Record<string, string> = {};

/**
 * Receipts and refunds reach an invoice as its stream's PaymentApplied / RefundApplied
 * events; this suite appends them through the domain's own decision, like the receipts
 * module does, so that the report is tested against the ledger alone.
 */
async function settle(invoiceId: string, command: (id: string) => InvoiceCommand, recordedAt?: Date): Promise<void> {
  await ledger.asTenant(tenantId, async (tx) => {
    const stream = invoiceStream(invoiceId);
    const history = await readStream(tx, { tenantId, stream, withPostings: false });
    const state = foldInvoice(history.map(invoiceEventOf));
    const decided = decideInvoice(command(randomUUID()), state, recordedAt ?? new Date());
    await appendToStream(tx, {
      tenantId,
      stream,
      expectedVersion: history.length,
      events: toLedgerEvents(decided, state).map((e) => ({ ...e, payload: e.payload as unknown as JsonValue })),
      metadata: {},
      recordedAt,
    });
  });
}
const pay = (invoiceId: string, amount: string, date: string, recordedAt?: Date) =>
  settle(invoiceId, (receiptId) => ({ type: 'ApplyPayment', data: { receiptId, amount: Money.of(amount), account: 'cash', date } }), recordedAt);
const refund = (invoiceId: string, amount: string, date: string) =>
  settle(invoiceId, (refundId) => ({ type: 'ApplyRefund', data: { refundId, amount: Money.of(amount), kind: 'Cash Refund', account: 'cash', date } }));

async function confirmedInvoice(name: string, customerId: string, date: string, price: string, projectRef: string): Promise<string> {
  const created = await owner.browser
    .post('/api/invoices', { customer_id: customerId, date, due_date: date, project_ref: projectRef, lines: [{ description: name, unit_price: price, quantity: '1' }] })
    .expect(201);
  await owner.browser.post(`/api/invoices/confirm/${created.body.id}`, {}).expect(200);
  return created.body.id as string;
}

beforeAll(async () => {
  app = await startTestApp();
  ledger = await openLedgerTestDb({ url: app.database.url, drop: async () => undefined }, 4);
  owner = await registerWorkspace(app, 'Outstanding Co');
  tenantId = owner.user.workspace.id;
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  await owner.browser.post('/api/invoice-templates', { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
  perera = (await owner.browser.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body.id;
  silva = (await owner.browser.post('/api/customers', { name: 'Silva Traders' }).expect(201)).body.id;
  // Ages on 2026-11-22: 144, 68, 38 and 12 days.
  invoices.old = await confirmedInvoice('Consulting', perera, '2026-07-01', '1000.00', 'PRJ-1');
  invoices.sixty = await confirmedInvoice('Design', silva, '2026-09-15', '500.00', 'PRJ-2');
  invoices.forty = await confirmedInvoice('Hosting', perera, '2026-10-15', '300.00', 'PRJ-3');
  invoices.recent = await confirmedInvoice('Support', silva, '2026-11-10', '250.00', 'PRJ-4');
  await pay(invoices.old, '400.00', '2026-08-01');
  await pay(invoices.sixty, '500.00', '2026-10-01');
  await refund(invoices.sixty, '120.00', '2026-10-20');
  await pay(invoices.recent, '250.00', '2026-11-12');
});
afterAll(async () => {
  await ledger?.close();
  await app?.close();
});

const report = (browser: Browser, query: Record<string, string>) => browser.get('/api/reports/payment_outstanding').query(query);

describe('payment outstanding report', () => {
  it('lists what is due per invoice on the date, aged by the invoice date, without the settled ones', async () => {
    const { body } = await report(owner.browser, { as_of: '2026-11-22' }).expect(200);
    expect(body).toEqual([
      expect.objectContaining({ code: 'INV-000001', customer: 'Perera Stores', date: '2026-07-01', project: 'PRJ-1', paid: '400.00', refund: '0.00',
        days_0_30: '0.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '600.00', age_days: 144, total_due: '600.00' }),
      expect.objectContaining({ code: 'INV-000002', customer: 'Silva Traders', paid: '500.00', refund: '120.00', days_61_90: '120.00', age_days: 68,
        total_due: '120.00' }),
      expect.objectContaining({ code: 'INV-000003', days_31_60: '300.00', age_days: 38, total_due: '300.00' }),
    ]);
  });

  it('stands on any business date: earlier payments only, and invoices not yet made are absent', async () => {
    const { body } = await report(owner.browser, { as_of: '2026-09-30' }).expect(200);
    expect(body.map((r: { code: string; total_due: string; age_days: number }) => [r.code, r.total_due, r.age_days])).toEqual([
      ['INV-000001', '600.00', 91],
      ['INV-000002', '500.00', 15],
    ]);
  });

  it('reproduces a report as it was known, after a back-dated receipt', async () => {
    const before = new Date();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await pay(invoices.forty, '100.00', '2026-10-20');
    const known = await report(owner.browser, { as_of: '2026-11-22', known_at: before.toISOString() }).expect(200);
    expect(known.body.find((r: { code: string }) => r.code === 'INV-000003')).toMatchObject({ paid: '0.00', total_due: '300.00' });
    const now = await report(owner.browser, { as_of: '2026-11-22' }).expect(200);
    expect(now.body.find((r: { code: string }) => r.code === 'INV-000003')).toMatchObject({ paid: '100.00', total_due: '200.00' });
  });

  it('pages, sorts, filters by customer and totals every row', async () => {
    const page = await report(owner.browser, { as_of: '2026-11-22', sort: '["total_due","DESC"]', range: '[0,1]' }).expect(200);
    expect(page.headers['content-range']).toBe('payment_outstanding 0-1/3');
    expect(page.body.map((r: { code: string }) => r.code)).toEqual(['INV-000001', 'INV-000003']);
    for (const direction of ['ASC', 'DESC']) {
      const byCustomer = await report(owner.browser, { as_of: '2026-11-22', sort: `["customer","${direction}"]` }).expect(200);
      const names = byCustomer.body.map((r: { customer: string }) => r.customer);
      const sorted = [...names].sort((a: string, b: string) => a.localeCompare(b));
      expect(names).toEqual(direction === 'ASC' ? sorted : sorted.reverse());
      expect(new Set(names)).toEqual(new Set(['Perera Stores', 'Silva Traders']));
    }
    const perCustomer = await report(owner.browser, { filter: JSON.stringify({ as_of: '2026-11-22', customer_id: silva }) }).expect(200);
    expect(perCustomer.body.map((r: { code: string }) => r.code)).toEqual(['INV-000002']);
    const summary = await owner.browser.get('/api/reports/payment_outstanding/summary').query({ as_of: '2026-11-22' }).expect(200);
    expect(summary.body).toMatchObject({ count: 3, paid: '1000.00', refund: '120.00', days_31_60: '200.00', days_61_90: '120.00', days_over_90: '600.00',
      total_due: '920.00' });
  });

  it("equals each customer's receivable in the ledger", async () => {
    for (const customer of [perera, silva]) {
      const rows = (await report(owner.browser, { as_of: '2026-11-22', customer_id: customer }).expect(200)).body as { total_due: string }[];
      const explained = await owner.browser.get('/api/ledger/explain').query({ account: 'receivable', party: `customer:${customer}`, as_of: '2026-11-22' }).expect(200);
      expect(Money.sum(rows.map((r) => r.total_due)).toFixed()).toBe(explained.body.balance);
    }
    const one = await owner.browser
      .get('/api/ledger/explain')
      .query({ account: 'receivable', party: `customer:${perera}`, stream: invoiceStream(invoices.old) })
      .expect(200);
    expect(one.body).toMatchObject({ balance: '600.00', total: 2 });
  });

  it('exports the rows and a totals row as typed cells', async () => {
    const workbook = await readWorkbook(owner.browser.get('/api/reports/payment_outstanding/export').query({ as_of: '2026-11-22' }));
    const sheet = reportTable(workbook.worksheets[0]);
    expect(sheet.heading.slice(0, 2)).toEqual(['Payment outstanding', 'As of 2026-11-22']);
    // The order asked is said in words; the question sheet keeps the request that reproduces it.
    expect(sheet.heading.at(-1)).toBe('Filters: sorted by Date, ascending');
    expect(workbook.worksheets[0].pageSetup).toMatchObject({ fitToPage: true, fitToWidth: 1, fitToHeight: 0, orientation: 'landscape' });
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(2).getCell(1).value).toBe('INV-000001');
    expect(sheet.getRow(2).getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getRow(2).getCell(12).value).toBe(600);
    expect(sheet.getRow(5).getCell(1).value).toBe('Total');
    expect(sheet.getRow(5).getCell(12).value).toBe(920);
  });

  it('answers 422 for a date, time or customer a user can mistype', async () => {
    const mistyped: Record<string, string>[] = [{ as_of: '2026-02-30' }, { known_at: 'yesterday' }, { customer_id: 'abc' }, { sort: '["grand_total","ASC"]' }];
    for (const query of mistyped) {
      const refused = await report(owner.browser, query).expect(422);
      expect(Object.keys(refused.body.errors)).toHaveLength(1);
    }
  });

  it('is read by Audit and Entry, gated by its sub-flag, and shows nothing of another workspace', async () => {
    for (const role of [2, 3] as const) {
      const browser = await signInNewUser(app, tenantId, role);
      expect((await report(browser, { as_of: '2026-11-22' }).expect(200)).body).toHaveLength(3);
    }
    const other = await registerWorkspace(app, 'Other Co');
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [other.user.workspace.id]);
    expect((await report(other.browser, { as_of: '2026-11-22', customer_id: perera }).expect(200)).body).toEqual([]);
    await app.sql(`UPDATE workspaces SET report_outstanding = 0 WHERE id = $1`, [tenantId]);
    await report(owner.browser, { as_of: '2026-11-22' }).expect(403);
    await app.sql(`UPDATE workspaces SET report_outstanding = 1 WHERE id = $1`, [tenantId]);
  });

  it('keeps the projection equal to a replay', async () => {
    const { body } = await owner.browser.get('/api/ledger/verify').expect(200);
    expect(body.projections).toEqual({ equal: true, differences: [] });
  });
});
