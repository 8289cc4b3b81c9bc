import { Browser, registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { startSmtpSink, type SmtpSink } from '../../../../../tests/support/smtp-sink';
import { binary, pdfText } from '../../../../../tests/support/pdf';

let smtp: SmtpSink;
let app: TestApp;
let owner: Registered;
let invoiceId: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ smtpUrl: smtp.url });
  owner = await registerWorkspace(app, 'Print Co');
  // Registration mailed its verification link; the tests below count their own mail.
  smtp.received.length = 0;
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  const letter = await owner.browser.post('/api/invoice-templates', { name: 'Letter', theme_colour: '#aa3311', page_size: 'Letter', prepared_by: 'Nimal' }).expect(201);
  await owner.browser.post(`/api/invoice-templates/default/${letter.body.id}`).expect(200);
  const customer = await owner.browser.post('/api/customers', { name: 'සිල්වා ස්ටෝර්ස්', email: 'silva@example.test' }).expect(201);
  const created = await owner.browser
    .post('/api/invoices', { customer_id: customer.body.id, date: '2026-11-01', lines: [{ description: 'තේ කොළ 100g', price: '450', quantity: 2 }] })
    .expect(201);
  invoiceId = created.body.id;
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe('invoice PDF, email and link', () => {
  it('prints in the template page size, in English and Sinhala', async () => {
    const en = await owner.browser.get(`/api/invoices/print/${invoiceId}`).buffer(true).parse(binary).expect(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    const file = (en.body as Buffer).toString('latin1');
    expect(file.startsWith('%PDF-')).toBe(true);
    expect(file).toMatch(/\/MediaBox \[0 0 612 792\]/);
    const si = await owner.browser.get(`/api/invoices/print/${invoiceId}`).query({ locale: 'si' }).buffer(true).parse(binary).expect(200);
    expect((si.body as Buffer).toString('latin1')).toMatch(/\+NotoSansSinhala-Bold/);
    // The text a reader extracts holds the code, the customer, the lines and the grand total.
    const customer = await owner.browser.post('/api/customers', { name: 'Perera Hardware' }).expect(201);
    const english = await owner.browser
      .post('/api/invoices', { customer_id: customer.body.id, date: '2026-11-02', lines: [{ description: 'Cement 50kg', price: '2150.25', quantity: 4 }] })
      .expect(201);
    const text = await pdfText((await owner.browser.get(`/api/invoices/print/${english.body.id}`).buffer(true).parse(binary).expect(200)).body as Buffer);
    for (const expected of [english.body.code, 'Perera Hardware', 'Cement 50kg', '2,150.25', 'Grand total', '8,601.00']) expect(text).toContain(expected);
    if (process.env.KEEP_PDFS) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync('/tmp/invoice-en.pdf', en.body as Buffer);
      writeFileSync('/tmp/invoice-si.pdf', si.body as Buffer);
    }
  });

  it('prints and shares a document whose code is in Sinhala: the name goes as filename*, with a Latin-1 fallback', async () => {
    const customer = await owner.browser.post('/api/customers', { name: 'Kandy Stores' }).expect(201);
    const draft = await owner.browser
      .post('/api/invoices', { customer_id: customer.body.id, date: '2026-11-03', lines: [{ description: 'Tea', price: '100', quantity: 1 }] })
      .expect(201);
    await owner.browser.post(`/api/invoices/code/update/${draft.body.id}`, { code: 'ඉන්-0001' }).expect(200);
    const printed = await owner.browser.get(`/api/invoices/print/${draft.body.id}`).buffer(true).parse(binary).expect(200);
    expect(printed.headers['content-disposition']).toBe(`inline; filename="???-0001.pdf"; filename*=UTF-8''${encodeURIComponent('ඉන්-0001')}.pdf`);
    const link = await owner.browser.get(`/api/invoices/link/${draft.body.id}`).expect(200);
    const shared = await new Browser(app.server).get(new URL(link.body.url).pathname).buffer(true).parse(binary).expect(200);
    expect(shared.headers['content-disposition']).toBe(printed.headers['content-disposition']);
  });

  it("mails the PDF to the customer from the workspace's email settings", async () => {
    await owner.browser.put('/api/email-settings', { from_address: 'billing@print.test', from_name: 'Print Billing', reply_to: 'accounts@print.test' }).expect(200);
    await owner.browser.post(`/api/invoices/email/${invoiceId}`, {}).expect(202);
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(['silva@example.test']);
    expect(mail.raw).toMatch(/^Subject: Invoice INV-000001 from Print Co/m);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=INV-000001\.pdf/);
    expect(mail.from).toBe('billing@print.test');
    expect(mail.raw).toMatch(/^From: Print Billing <billing@print.test>/m);
    expect(mail.raw).toMatch(/^Reply-To: accounts@print.test/m);
    await owner.browser.post(`/api/invoices/email/${invoiceId}`, { to: 'not-an-address' }).expect(422);
  });

  it('shares a link that opens without signing in, the same link every time', async () => {
    const first = await owner.browser.get(`/api/invoices/link/${invoiceId}`).expect(200);
    const again = await owner.browser.get(`/api/invoices/link/${invoiceId}`).expect(200);
    expect(new URL(again.body.url).pathname).toBe(new URL(first.body.url).pathname);
    const path = new URL(first.body.url).pathname;
    const visitor = new Browser(app.server);
    const pdf = await visitor.get(path).buffer(true).parse(binary).expect(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    await visitor.get('/api/public/invoices/' + 'x'.repeat(40)).expect(404);
  });

  it("keeps other workspaces out, lets Audit print but not mail", async () => {
    const stranger = await registerWorkspace(app, 'Print Stranger');
    await stranger.browser.get(`/api/invoices/print/${invoiceId}`).expect(404);
    await stranger.browser.post(`/api/invoices/email/${invoiceId}`, {}).expect(404);
    await stranger.browser.get(`/api/invoices/link/${invoiceId}`).expect(404);
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.get(`/api/invoices/print/${invoiceId}`).expect(200);
    await audit.post(`/api/invoices/email/${invoiceId}`, {}).expect(403);
  });
});

describe('invoice attachment', () => {
  it('takes a PDF or an image by its content, shows it on the invoice, and keeps other workspaces out', async () => {
    const url = `/api/invoices/attachment/${invoiceId}`;
    await owner.browser.post(url).expect(422, {
      message: 'Plaease Choose Attachment',
      code: 'attachments.choose-attachment',
      errors: { attachment: ['Plaease Choose Attachment'] },
      error_codes: { attachment: [{ code: 'attachments.choose-attachment' }] },
    });
    await owner.browser.upload(url, 'attachment', Buffer.from('MZ not a document'), { filename: 'virus.pdf' }).expect(422);
    await owner.browser.upload(url, 'attachment', Buffer.from('%PDF-1.7 purchase order'), { filename: 'PO 77.pdf' }).expect(200);
    expect((await owner.browser.get(`/api/invoices/${invoiceId}`)).body.attachment).toBe('PO 77.pdf');
    const file = await owner.browser.get(url).buffer(true).parse(binary).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const stranger = await registerWorkspace(app, 'Attachment Stranger');
    await stranger.browser.get(url).expect(404);
    await stranger.browser.upload(url, 'attachment', Buffer.from('%PDF-1.7'), { filename: 'x.pdf' }).expect(404);
    await owner.browser.delete(url).expect(200);
    expect((await owner.browser.get(`/api/invoices/${invoiceId}`)).body.attachment).toBeNull();
  });
});
