import { execFile } from 'node:child_process';
import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { startSmtpSink, type SmtpSink } from '../../../../../tests/support/smtp-sink';
import { readWorkbook } from '../../../../../tests/support/xlsx';

let smtp: SmtpSink;
let app: TestApp;
let owner: Registered;
let receiptId: string;
let cashRefund: { id: string; code: string };
let creditRefund: { id: string; code: string };

/** The text of a PDF as poppler's pdftotext reads it. */
function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], { encoding: 'utf8' }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    child.stdin?.end(pdf);
  });
}

const binary = (res: NodeJS.EventEmitter, done: (e: Error | null, b: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const printed = async (path: string, locale = 'en') => {
  const response = await owner.browser.get(path).query({ locale }).buffer(true).parse(binary).expect(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return response.body as Buffer;
};

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ smtpUrl: smtp.url });
  owner = await registerWorkspace(app, 'Refund Print Co');
  // Registration mailed its verification link; the tests below count their own mail.
  smtp.received.length = 0;
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  await owner.browser.post('/api/invoice-templates', { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
  const customer = (await owner.browser.post('/api/customers', { name: 'Fernando Stores', email: 'fernando@example.test' }).expect(201)).body.id;
  const bank = (await owner.browser.post('/api/bank-accounts', { name: 'HNB Savings' }).expect(201)).body.id;
  const invoice = await owner.browser
    .post('/api/invoices', { customer_id: customer, date: '2026-11-01', lines: [{ description: 'Tiles', price: '2500.50', quantity: 2 }] })
    .expect(201);
  await owner.browser.post(`/api/invoices/confirm/${invoice.body.id}`).expect(200);
  const receipt = await owner.browser
    .post('/api/payments', { customer_id: customer, date: '2026-11-05', account_id: bank, pay_type: 'Bank', paid_amount: '5001.00', invoices: [{ invoice_id: invoice.body.id, amount: '5001.00' }] })
    .expect(201);
  receiptId = receipt.body.id;
  await owner.browser.post(`/api/payments/confirm/payment/${receiptId}`).expect(200);
  const refund = (body: Record<string, unknown>) => owner.browser.post('/api/payments/refunds', { customer_id: customer, date: '2026-11-09', ...body }).expect(201);
  cashRefund = (await refund({ refund_type: 'Cash Refund', account_id: bank, remark: 'Two tiles broken', invoices: [{ invoice_id: invoice.body.id, amount: '1250.25' }] })).body;
  creditRefund = (await refund({ refund_type: 'Credit Refund', invoices: [{ invoice_id: invoice.body.id, amount: '300' }] })).body;
  await owner.browser.post(`/api/payments/confirm/refund/${cashRefund.id}`).expect(200);
  await owner.browser.post(`/api/payments/confirm/refund/${creditRefund.id}`).expect(200);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('refund print, email and export', () => {
  it('prints a refund whose text reads back its code, customer, invoice, account and amount, in English and Sinhala', async () => {
    const text = await pdfText(await printed(`/api/payments/refunds/print/${cashRefund.id}`));
    for (const expected of ['REFUND', cashRefund.code, 'Fernando Stores', 'INV-000001', 'HNB Savings', 'Cash Refund', '1,250.25', 'Total refund', 'Two tiles broken']) {
      expect(text).toContain(expected);
    }
    const credit = await pdfText(await printed(`/api/payments/refunds/print/${creditRefund.id}`));
    expect(credit).toContain('Credit Refund');
    expect(credit).toContain('300.00');
    const si = await printed(`/api/payments/refunds/print/${cashRefund.id}`, 'si');
    expect(si.toString('latin1')).toMatch(/\+NotoSansSinhala-Bold/);
    expect(await pdfText(si)).toContain('1,250.25');
  });

  it('still prints a receipt the same way (the layout both share)', async () => {
    const text = await pdfText(await printed(`/api/payments/print/${receiptId}`));
    for (const expected of ['RECEIPT', 'RCT-000001', 'Fernando Stores', 'INV-000001', '5,001.00']) expect(text).toContain(expected);
  });

  it("mails the refund's PDF to the customer", async () => {
    await owner.browser.post(`/api/payments/refunds/email/${cashRefund.id}`, { to: 'not-an-address' }).expect(422);
    await owner.browser.post(`/api/payments/refunds/email/${cashRefund.id}`, {}).expect(202);
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(['fernando@example.test']);
    expect(mail.raw).toMatch(new RegExp(`^Subject: Refund ${cashRefund.code} from Refund Print Co`, 'm'));
    expect(mail.raw).toMatch(new RegExp(`Content-Type: application/pdf; name=${cashRefund.code}\\.pdf`));
  });

  it('exports the refunds list as typed cells', async () => {
    const book = await readWorkbook(owner.browser.get('/api/payments/refunds/export').query({ sort: JSON.stringify(['code', 'ASC']) }));
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Code', 'Customer', 'Date', 'Refund type', 'Account', 'Amount', 'Status']);
    const rows = [2, 3].map((n) => sheet?.getRow(n).values as unknown[]);
    expect(rows[0]).toEqual([undefined, cashRefund.code, 'Fernando Stores', new Date('2026-11-09T00:00:00Z'), 'Cash Refund', 'HNB Savings', 1250.25, 'confirmed']);
    expect(rows[1]).toEqual([undefined, creditRefund.code, 'Fernando Stores', new Date('2026-11-09T00:00:00Z'), 'Credit Refund', undefined, 300, 'confirmed']);
    expect(sheet?.rowCount).toBe(3);
  });

  it('keeps other workspaces out, lets Audit print and export but not mail', async () => {
    const stranger = await registerWorkspace(app, 'Refund Stranger');
    await app.sql(`UPDATE workspaces SET plan_id = 1`);
    await stranger.browser.get(`/api/payments/refunds/print/${cashRefund.id}`).expect(404);
    await stranger.browser.post(`/api/payments/refunds/email/${cashRefund.id}`, {}).expect(404);
    const theirs = await readWorkbook(stranger.browser.get('/api/payments/refunds/export'));
    expect(theirs.worksheets[0]?.rowCount).toBe(1);
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.get(`/api/payments/refunds/print/${cashRefund.id}`).expect(200);
    await audit.get('/api/payments/refunds/export').expect(200);
    await audit.post(`/api/payments/refunds/email/${cashRefund.id}`, {}).expect(403);
  });
});
