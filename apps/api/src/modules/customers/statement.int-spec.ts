import type { TrialBalanceReport } from '@ginuma/domain';
import { registerWorkspace, signInNewUser, startTestApp, type Browser, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { binary, pdfText } from '../../../../../tests/support/pdf';
import { readWorkbook } from '../../../../../tests/support/xlsx';
import type { Statement } from './statement';

/*
 * A customer's statement of account, read from the ledger's postings on the customer's
 * receivable: the opening balance before the period, each movement with its running balance,
 * reversals, the aging of what is open at the end, and a closing balance that is the
 * customer's line of the trial balance.
 */

let app: TestApp;
let owner: Registered;
let customerId: string;
let bankId: string;
const invoices: Record<string, { id: string; code: string }> = {};
const receipts: Record<string, { id: string; code: string }> = {};

async function confirmedInvoice(date: string, dueDate: string, price: string): Promise<{ id: string; code: string }> {
  const created = await owner.browser
    .post('/api/invoices', { customer_id: customerId, date, due_date: dueDate, lines: [{ description: 'Consulting', unit_price: price, quantity: '1' }] });
  expect([created.status, created.body.errors]).toEqual([201, undefined]);
  await owner.browser.post(`/api/invoices/confirm/${created.body.id}`, {}).expect(200);
  return { id: created.body.id, code: created.body.code };
}

async function receipt(invoiceId: string, date: string, amount: string): Promise<{ id: string; code: string }> {
  const created = await owner.browser
    .post('/api/payments', { customer_id: customerId, date, account_id: bankId, pay_type: 'Bank', paid_amount: amount, invoices: [{ invoice_id: invoiceId, amount }] })
    .expect(201);
  await owner.browser.post(`/api/payments/confirm/payment/${created.body.id}`).expect(200);
  return { id: created.body.id, code: created.body.code };
}

const statement = async (query: Record<string, string>, as: Browser = owner.browser) =>
  (await as.get(`/api/customers/statement/${customerId}`).query(query).expect(200)).body as Statement;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Statement Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  await owner.browser.post('/api/invoice-templates', { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
  customerId = (await owner.browser.post('/api/customers', { name: 'Perera Stores', email: 'perera@example.test', address: '12 Galle Road, Colombo' }).expect(201)).body.id;
  bankId = (
    await owner.browser
      .post('/api/bank-accounts', { identification_name: 'BOC Current', account_number: '0012345', bank_name: 'BOC', branch_name: 'Kandy', balance: '0' })
      .expect(201)
  ).body.id;
  // Before the financial year that starts 2026-04-01, then within it.
  invoices.a = await confirmedInvoice('2026-03-10', '2026-03-10', '1000.00');
  invoices.b = await confirmedInvoice('2026-09-01', '2026-10-01', '500.00');
  invoices.c = await confirmedInvoice('2026-11-01', '2026-11-30', '300.00');
  invoices.d = await confirmedInvoice('2026-11-05', '2026-11-05', '200.00');
  receipts.a = await receipt(invoices.a.id, '2026-06-01', '400.00');
  receipts.b = await receipt(invoices.b.id, '2026-10-15', '100.00');
});
afterAll(() => app?.close());

describe('GET /api/customers/statement/:id', () => {
  it('opens with the balance before the period, runs a balance through each movement in date order, and closes', async () => {
    const body = await statement({ from: '2026-04-01', to: '2026-11-22' });
    expect(body).toMatchObject({ side: 'customer', from: '2026-04-01', to: '2026-11-22', opening_balance: '1000.00', closing_balance: '1500.00' });
    expect(body.party).toMatchObject({ id: customerId, name: 'Perera Stores', email: 'perera@example.test' });
    expect(body.lines.map((l) => [l.date, l.entry, l.document_kind, l.document_code, l.reference_code, l.debit, l.credit, l.balance])).toEqual([
      ['2026-06-01', 'receipt', 'receipt', receipts.a.code, invoices.a.code, '0.00', '400.00', '600.00'],
      ['2026-09-01', 'invoice', 'invoice', invoices.b.code, null, '500.00', '0.00', '1100.00'],
      ['2026-10-15', 'receipt', 'receipt', receipts.b.code, invoices.b.code, '0.00', '100.00', '1000.00'],
      ['2026-11-01', 'invoice', 'invoice', invoices.c.code, null, '300.00', '0.00', '1300.00'],
      ['2026-11-05', 'invoice', 'invoice', invoices.d.code, null, '200.00', '0.00', '1500.00'],
    ]);
    expect(body.lines[1]).toMatchObject({ document_id: invoices.b.id });
    expect(body.lines[0]).toMatchObject({ document_id: receipts.a.id });
    expect(body).toMatchObject({ total_debit: '1000.00', total_credit: '500.00' });
  });

  it('ages what is open at the end of the period by days past its due date', async () => {
    const body = await statement({ from: '2026-04-01', to: '2026-11-22' });
    expect(body.aging).toEqual({ current: '300.00', days_1_30: '200.00', days_31_60: '400.00', days_61_90: '0.00', days_over_90: '600.00', total: '1500.00' });
    expect(body.open_items.map((i) => [i.document_code, i.due_date, i.days_past_due, i.bucket, i.amount])).toEqual([
      [invoices.a.code, '2026-03-10', 257, 'days_over_90', '600.00'],
      [invoices.b.code, '2026-10-01', 52, 'days_31_60', '400.00'],
      [invoices.c.code, '2026-11-30', 0, 'current', '300.00'],
      [invoices.d.code, '2026-11-05', 17, 'days_1_30', '200.00'],
    ]);
    // An earlier end: the later movements are not there yet, and the opening is the same.
    const october = await statement({ from: '2026-04-01', to: '2026-10-31' });
    expect(october).toMatchObject({ opening_balance: '1000.00', closing_balance: '1000.00' });
    expect(october.aging.total).toBe('1000.00');
  });

  it('shows a reversal as its own movement, closes on the trial balance’s figure, and answers as known before it', async () => {
    const before = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await owner.browser.post(`/api/invoices/reverse/${invoices.d.id}`, { reason: 'Wrong customer' }).expect(200);
    const now = await statement({ from: '2026-04-01' });
    const reversal = now.lines.at(-1);
    expect(reversal).toMatchObject({ entry: 'reversal', document_kind: 'invoice', document_code: invoices.d.code, debit: '0.00', credit: '200.00', balance: '1300.00' });
    expect(now.closing_balance).toBe('1300.00');
    expect(now.open_items.map((i) => i.document_code)).not.toContain(invoices.d.code);

    const tb = (await owner.browser.get('/api/reports/trial-balance/parties').query({ account: 'receivable', as_of: now.to }).expect(200)).body as {
      rows: { party: string; debit: string; credit: string }[];
    };
    const line = tb.rows.find((r) => r.party === `customer:${customerId}`);
    expect(line).toMatchObject({ debit: now.closing_balance, credit: '0.00' });
    const whole = (await owner.browser.get('/api/reports/trial-balance').query({ as_of: now.to }).expect(200)).body as TrialBalanceReport;
    expect(whole.balanced).toBe(true);

    const known = await statement({ from: '2026-04-01', known_at: before });
    expect(known.closing_balance).toBe('1500.00');
    expect(known.lines.map((l) => l.entry)).not.toContain('reversal');
  });

  it('defaults to the financial year to today, and refuses a bad period', async () => {
    const body = await statement({});
    expect(body.from.endsWith('-04-01')).toBe(true);
    const bad = await owner.browser.get(`/api/customers/statement/${customerId}`).query({ from: '2026-13-01' }).expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['from']);
    await owner.browser.get(`/api/customers/statement/${customerId}`).query({ from: '2026-11-01', to: '2026-10-01' }).expect(422);
  });
});

describe('statement print, export and email', () => {
  const printed = async (locale: string) =>
    (await owner.browser.get(`/api/customers/statement/print/${customerId}`).query({ from: '2026-04-01', to: '2026-11-22', locale }).buffer(true).parse(binary).expect(200))
      .body as Buffer;

  it('prints a PDF in English and in Sinhala', async () => {
    const en = await printed('en');
    expect(en.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(en);
    for (const expected of ['STATEMENT OF ACCOUNT', 'Perera Stores', 'Opening balance', '1,000.00', invoices.b.code, receipts.a.code, 'Closing balance', '1,500.00', 'Over 90 days'])
      expect(text).toContain(expected);
    const si = await printed('si');
    expect(si.toString('latin1')).toMatch(/\+NotoSansSinhala/);
    expect(await pdfText(si)).toContain('1,500.00');
    await owner.browser.get(`/api/customers/statement/print/${customerId}`).query({ locale: 'fr' }).expect(422);
  });

  it('exports the movements, the aging and the question as .xlsx', async () => {
    const book = await readWorkbook(owner.browser.get(`/api/customers/statement/export/${customerId}`).query({ from: '2026-04-01', to: '2026-11-22' }));
    const [sheet, aging, question] = book.worksheets;
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Date', 'Entry', 'Document', 'Reference', 'Debit', 'Credit', 'Balance']);
    // Header, opening, five movements, closing.
    expect(sheet?.rowCount).toBe(8);
    expect(sheet?.getRow(2).getCell(2).value).toBe('Opening balance');
    expect(sheet?.getRow(8).getCell(7).value).toBe(1500);
    expect(aging?.getRow(1).values).toEqual([undefined, 'Document', 'Date', 'Due date', 'Days past due', 'Bucket', 'Amount']);
    expect(question?.name).toBe('Question');
  });

  it('mails the PDF to the customer, worded in the language asked for', async () => {
    const mails = () => app.sql<{ to_address: string; subject: string; body_text: string; attachments: { filename: string; contentType: string }[] }>(
      `SELECT to_address, subject, body_text, attachments FROM mail_outbox WHERE about = $1 ORDER BY created_at`,
      [`customer:${customerId}`],
    );
    await owner.browser.post(`/api/customers/statement/email/${customerId}`, { from: '2026-04-01', to: '2026-11-22', locale: 'si' }).expect(202);
    await owner.browser.post(`/api/customers/statement/email/${customerId}`, { from: '2026-04-01', to: '2026-11-22', to_address: 'accounts@perera.test', subject: 'Your balance', message: 'Hello' }).expect(202);
    const [si, en] = await mails();
    expect(si).toMatchObject({ to_address: 'perera@example.test', subject: expect.stringContaining('ගිණුම් ප්‍රකාශය') });
    expect(si?.body_text).toContain('හිතවත් Perera Stores');
    expect(si?.attachments).toEqual([expect.objectContaining({ filename: 'statement-2026-11-22.pdf', contentType: 'application/pdf' })]);
    expect(en).toMatchObject({ to_address: 'accounts@perera.test', subject: 'Your balance', body_text: 'Hello' });
    const bad = await owner.browser.post(`/api/customers/statement/email/${customerId}`, { to_address: 'nope', locale: 'fr' }).expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['locale', 'to_address']);
    const silent = (await owner.browser.post('/api/customers', { name: 'No Mail Ltd' }).expect(201)).body.id;
    await owner.browser.post(`/api/customers/statement/email/${silent}`, {}).expect(422);
  });
});

describe('statement permissions', () => {
  it("answers 404 for another workspace's customer; Audit reads, prints and exports but may not mail", async () => {
    const stranger = await registerWorkspace(app, 'Stranger Statement Co');
    await app.sql(`UPDATE workspaces SET plan_id = 1`);
    await stranger.browser.get(`/api/customers/statement/${customerId}`).expect(404);
    await stranger.browser.get(`/api/customers/statement/print/${customerId}`).expect(404);
    await stranger.browser.post(`/api/customers/statement/email/${customerId}`, {}).expect(404);
    await owner.browser.get('/api/customers/statement/not-a-uuid').expect(404);
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    expect((await statement({ from: '2026-04-01', to: '2026-11-22' }, audit)).closing_balance).toBe('1500.00');
    await audit.get(`/api/customers/statement/print/${customerId}`).expect(200);
    await audit.get(`/api/customers/statement/export/${customerId}`).expect(200);
    await audit.post(`/api/customers/statement/email/${customerId}`, {}).expect(403);
  });
});
