import { Browser, registerWorkspace, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { readMail, startSmtpSink, type SmtpSink } from '../../../../../tests/support/smtp-sink';

/*
 * A document mailed without a subject or message of the sender's own says, in the language the
 * request asks for, what the document is, its amount, the date that matters and the customer's
 * link; replies go to the business email of Business Configuration, not to the user who sent it.
 */

let smtp: SmtpSink;
let app: TestApp;
let owner: Registered;
let customerId: string;
let invoiceId: string;
let invoiceCode: string;

async function lastMail(count: number): Promise<{ subject: string; text: string; replyTo: string }> {
  const { raw } = (await smtp.waitFor(count)).at(-1)!;
  const { subject, text } = readMail(raw);
  return { subject, text, replyTo: /^Reply-To: (.*)$/m.exec(raw)?.[1].trim() ?? '' };
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ smtpUrl: smtp.url });
  owner = await registerWorkspace(app, 'Mail Words Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  await owner.browser
    .put('/api/configurations', { business_name: 'Mail Words Traders', business_email: 'office@mailwords.test', time_zone: 'Asia/Colombo', base_currency: 'LKR' })
    .expect(200);
  await owner.browser.post('/api/invoice-templates', { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
  customerId = (await owner.browser.post('/api/customers', { name: 'Silva Traders', email: 'silva@example.test' }).expect(201)).body.id;
  const created = await owner.browser
    .post('/api/invoices', { customer_id: customerId, date: '2026-11-01', due_date: '2026-12-01', lines: [{ description: 'Tea', unit_price: '1250.50', quantity: '2' }] })
    .expect(201);
  invoiceId = created.body.id;
  invoiceCode = created.body.code;
  smtp.received.length = 0;
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe('document mail', () => {
  it('words an invoice in English with its amount, due date and link; replies go to the business email', async () => {
    await owner.browser.post(`/api/invoices/email/${invoiceId}`, { locale: 'en' }).expect(202);
    const mail = await lastMail(1);
    expect(mail.subject).toBe(`Invoice ${invoiceCode} from Mail Words Traders (LKR 2,501.00)`);
    expect(mail.text).toContain('Dear Silva Traders,');
    expect(mail.text).toContain('Invoice total: LKR 2,501.00, due by 1 December 2026.');
    const link = (await owner.browser.get(`/api/invoices/link/${invoiceId}`).expect(200)).body.url as string;
    expect(mail.text).toContain(`View it online: ${link}`);
    expect(mail.replyTo).toBe('office@mailwords.test');
    const shared = await new Browser(app.server).get(new URL(link).pathname).expect(200);
    expect(shared.headers['content-type']).toBe('application/pdf');
  });

  it('words it in Sinhala when the request asks for si', async () => {
    await owner.browser.post(`/api/invoices/email/${invoiceId}`, { locale: 'si' }).expect(202);
    const mail = await lastMail(2);
    expect(mail.subject).toBe(`Mail Words Traders වෙතින් ඉන්වොයිසිය ${invoiceCode} (LKR 2,501.00)`);
    expect(mail.text).toContain('හිතවත් Silva Traders,');
    expect(mail.text).toMatch(/ඉන්වොයිසි එකතුව: LKR 2,501\.00, 2026 උඳුවප් 1 දිනට පෙර ගෙවිය යුතුය\./);
    expect(mail.text).toContain('එය මාර්ගගතව බලන්න: http');
  });

  it('words a quotation with its last valid day, and a receipt with what was paid, in Sinhala', async () => {
    const quotation = await owner.browser
      .post('/api/quotations', { customer_id: customerId, date: '2026-11-02', due_date: '2026-11-30', lines: [{ description: 'Sugar', unit_price: '300', quantity: '1' }] })
      .expect(201);
    await owner.browser.post(`/api/quotations/email/${quotation.body.id}`, { locale: 'si' }).expect(202);
    const quoted = await lastMail(3);
    expect(quoted.subject).toContain(`මිල ගණන් පත්‍රය ${quotation.body.code}`);
    expect(quoted.text).toMatch(/මිල ගණන් එකතුව: LKR 300\.00, 2026 ඉල් 30 දක්වා වලංගුය\./);

    await owner.browser.post(`/api/invoices/confirm/${invoiceId}`, {}).expect(200);
    const bank = await owner.browser
      .post('/api/bank-accounts', { identification_name: 'BOC Current', account_number: '0012345', bank_name: 'BOC', branch_name: 'Kandy', balance: '0' })
      .expect(201);
    const receipt = await owner.browser
      .post('/api/payments', { customer_id: customerId, date: '2026-11-10', account_id: bank.body.id, pay_type: 'Bank', paid_amount: '1000', invoices: [{ invoice_id: invoiceId, amount: '1000' }] })
      .expect(201);
    await owner.browser.post(`/api/payments/email/${receipt.body.id}`, { locale: 'si' }).expect(202);
    const paid = await lastMail(4);
    expect(paid.subject).toContain(`රිසිට්පත ${receipt.body.code} (LKR 1,000.00)`);
    expect(paid.text).toContain('2026 ඉල් 10 දින ඔබ ගෙවූ LKR 1,000.00 සඳහා ස්තූතියි.');
    expect(paid.replyTo).toBe('office@mailwords.test');
  });

  it("keeps Email Settings' own reply-to first", async () => {
    await owner.browser.put('/api/email-settings', { from_address: 'billing@mailwords.test', from_name: 'Billing', reply_to: 'accounts@mailwords.test' }).expect(200);
    await owner.browser.post(`/api/invoices/email/${invoiceId}`, {}).expect(202);
    expect((await lastMail(5)).replyTo).toBe('accounts@mailwords.test');
  });
});
