import { Browser, outboxSettled, registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { startSmtpSink, type SmtpSink } from '../../../../../tests/support/smtp-sink';
import { binary, mailAttachment, pdfText } from '../../../../../tests/support/pdf';
import { NO_QUOTATION_TEMPLATE } from './commands/create-quotation.handler';

let smtp: SmtpSink;
let app: TestApp;
let owner: Registered;
let customerId: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ smtpUrl: smtp.url });
  owner = await registerWorkspace(app, 'Quote Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  customerId = (await owner.browser.post('/api/customers', { name: 'Fernando & Sons' }).expect(201)).body.id;
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const quotation = (overrides: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  date: '2026-11-01',
  due_date: '2026-11-11',
  lines: [{ description: 'Shelving', price: '12000', quantity: 2, discount_type: 'value', discount_value: '1000' }],
  ...overrides,
});

describe('quotations', () => {
  it('needs a quotation template first, then numbers and totals quotations', async () => {
    // Registration gives every workspace a starter template; without one a quotation cannot print.
    const starters = await owner.browser.get('/api/quotation-templates').expect(200);
    for (const starter of starters.body) await owner.browser.delete(`/api/quotation-templates/${starter.id}`).expect(200);
    const refused = await owner.browser.post('/api/quotations', quotation()).expect(422);
    expect(refused.body.message).toBe(NO_QUOTATION_TEMPLATE);
    await owner.browser.post('/api/quotation-templates', { name: 'Q', theme_colour: '#334455', page_size: 'A4' }).expect(201);
    const created = await owner.browser.post('/api/quotations', quotation()).expect(201);
    expect(created.body).toMatchObject({ code: 'QUO-000001', status: 'pending', grand_total: '23000.00', customer_name: 'Fernando & Sons' });
    await owner.browser.post('/api/quotations', quotation({ lines: [] })).expect(422);
  });

  it('turns into a draft invoice that links back, after which it cannot be edited or converted again', async () => {
    await owner.browser.post('/api/invoice-templates', { name: 'I', theme_colour: '#334455', page_size: 'A4' }).expect(201);
    const created = await owner.browser.post('/api/quotations', quotation()).expect(201);
    const converted = await owner.browser.post(`/api/quotations/convert/${created.body.id}`).expect(201);
    expect(converted.body.quotation).toMatchObject({ status: 'converted', invoice_id: converted.body.invoice_id });
    const invoice = await owner.browser.get(`/api/invoices/${converted.body.invoice_id}`).expect(200);
    expect(invoice.body).toMatchObject({ quotation_id: created.body.id, status: 'pending', grand_total: '23000.00', customer_id: customerId });
    await owner.browser.post(`/api/quotations/convert/${created.body.id}`).expect(409);
    await owner.browser.put(`/api/quotations/${created.body.id}`, quotation()).expect(409);
    await owner.browser.delete(`/api/quotations/${created.body.id}`).expect(200);
    await owner.browser.delete(`/api/quotations/permanent/delete/quotation/${created.body.id}`).expect(409);
  });

  it('reverses, deletes, restores and deletes for good', async () => {
    const created = await owner.browser.post('/api/quotations', quotation()).expect(201);
    expect((await owner.browser.post(`/api/quotations/reverse/${created.body.id}`).expect(200)).body.status).toBe('reversed');
    await owner.browser.delete(`/api/quotations/${created.body.id}`).expect(200);
    const deleted = await owner.browser.get('/api/quotations/deleted-list').expect(200);
    expect(deleted.body.map((q: { id: string }) => q.id)).toContain(created.body.id);
    await owner.browser.post(`/api/quotations/deleted-list/${created.body.id}`).expect(200);
    await owner.browser.delete(`/api/quotations/${created.body.id}`).expect(200);
    await owner.browser.delete(`/api/quotations/permanent/delete/quotation/${created.body.id}`).expect(200);
    await owner.browser.get(`/api/quotations/${created.body.id}`).expect(404);
  });

  it("keeps other workspaces out and Audit users read-only", async () => {
    const created = await owner.browser.post('/api/quotations', quotation()).expect(201);
    const stranger = await registerWorkspace(app, 'Quote Stranger');
    await stranger.browser.get(`/api/quotations/${created.body.id}`).expect(404);
    await stranger.browser.post(`/api/quotations/reverse/${created.body.id}`).expect(404);
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.get('/api/quotations').expect(200);
    await audit.post('/api/quotations', quotation()).expect(403);
    await audit.post(`/api/quotations/convert/${created.body.id}`).expect(403);
  });
});

describe('quotation PDF, email and link', () => {
  let quoteId: string;
  let quoteCode: string;

  beforeAll(async () => {
    // The default quotation template is the one printed: its page size, colour and footer.
    const template = await owner.browser
      .post('/api/quotation-templates', { name: 'Letterhead', theme_colour: '#aa3311', page_size: 'Letter', footer_note: 'Prices hold for 14 days' })
      .expect(201);
    await owner.browser.post(`/api/quotation-templates/default/${template.body.id}`).expect(200);
    const customer = await owner.browser.post('/api/customers', { name: 'Perera Hardware', email: 'perera@example.test' }).expect(201);
    const tax = await owner.browser.post('/api/taxes', { name: 'VAT', rate: '18', abbreviation: 'VAT' }).expect(201);
    const created = await owner.browser
      .post('/api/quotations', quotation({
        customer_id: customer.body.id,
        project_ref: 'Warehouse racks',
        lines: [{ description: 'Steel rack 2m', price: '2150.25', quantity: 4, discount_type: 'percentage', discount_value: '10' }],
        other_discount: '100',
        tax_ids: [tax.body.id],
      }))
      .expect(201);
    quoteId = created.body.id;
    quoteCode = created.body.code;
    smtp.received.length = 0;
  });

  const print = (who: Browser, id: string, locale?: string) => {
    const request = who.get(`/api/quotations/print/${id}`);
    return (locale ? request.query({ locale }) : request).buffer(true).parse(binary);
  };

  it('prints in the default quotation template with its lines, discounts, taxes and totals, in English and Sinhala', async () => {
    const en = await print(owner.browser, quoteId).expect(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toBe(`inline; filename="${quoteCode}.pdf"`);
    expect((en.body as Buffer).toString('latin1')).toMatch(/\/MediaBox \[0 0 612 792\]/);
    const text = await pdfText(en.body as Buffer);
    // 4 × 2,150.25 = 8,601.00, less 10% = 7,740.90, less 100.00 = 7,640.90, plus 18% VAT 1,375.36 = 9,016.26
    for (const expected of ['QUOTATION', quoteCode, 'Perera Hardware', 'Valid until', 'Warehouse racks', 'Steel rack 2m', '860.10', 'Other discount', '-100.00', 'VAT (18.00%)', '1,375.36', 'Grand total', '9,016.26', 'Prices hold for 14 days']) {
      expect(text).toContain(expected);
    }
    // A quotation owes nothing: no paid or due lines under its total.
    expect(text).not.toMatch(/^\s*Due\s/m);
    expect(text).not.toContain('INVOICE');

    const si = await print(owner.browser, quoteId, 'si').expect(200);
    expect((si.body as Buffer).toString('latin1')).toMatch(/\+NotoSansSinhala-Bold/);
    const sinhala = await pdfText(si.body as Buffer);
    for (const expected of [quoteCode, 'Perera Hardware', '9,016.26', 'VAT (18.00%)']) expect(sinhala).toContain(expected);
    expect(sinhala).not.toContain('QUOTATION');
    if (process.env.KEEP_PDFS) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync('/tmp/quotation-en.pdf', en.body as Buffer);
      writeFileSync('/tmp/quotation-si.pdf', si.body as Buffer);
    }
    await owner.browser.get(`/api/quotations/print/${quoteId}`).query({ locale: 'fr' }).expect(422, {
      message: 'The locale must be en or si.',
      code: 'mail.locale',
      errors: { locale: ['The locale must be en or si.'] },
      error_codes: { locale: [{ code: 'mail.locale' }] },
    });
    await owner.browser.get('/api/quotations/print/not-a-uuid').expect(404);
  });

  it("mails the PDF to the customer through the outbox, or to the address given", async () => {
    const queued = await owner.browser.post(`/api/quotations/email/${quoteId}`, {}).expect(202);
    expect(queued.body).toMatchObject({ message: 'Email queued' });
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(['perera@example.test']);
    expect(mail.raw).toMatch(new RegExp(`^Subject: Quotation ${quoteCode} from Quote Co`, 'm'));
    expect(mail.raw).toMatch(new RegExp(`Content-Type: application/pdf; name=${quoteCode}\\.pdf`));
    const attached = await pdfText(mailAttachment(mail.raw, `${quoteCode}.pdf`));
    for (const expected of ['QUOTATION', quoteCode, 'Perera Hardware', '9,016.26']) expect(attached).toContain(expected);
    expect(await outboxSettled(app, `quotation:${quoteId}`)).toBe('sent');
    const outbox = await app.sql<{ about: string; status: string }>(`SELECT about, status FROM mail_outbox WHERE about = $1`, [`quotation:${quoteId}`]);
    expect(outbox).toEqual([{ about: `quotation:${quoteId}`, status: 'sent' }]);

    await owner.browser.post(`/api/quotations/email/${quoteId}`, { to: 'buyer@example.test', subject: 'Your racks', message: 'As discussed.', locale: 'si' }).expect(202);
    const [, second] = await smtp.waitFor(2);
    expect(second.to).toEqual(['buyer@example.test']);
    expect(second.raw).toMatch(/^Subject: Your racks/m);
    expect(await pdfText(mailAttachment(second.raw, `${quoteCode}.pdf`))).not.toContain('QUOTATION');
  });

  it('refuses a bad mail form field by field, and a customer without an address, with 422', async () => {
    const bad = await owner.browser.post(`/api/quotations/email/${quoteId}`, { to: 'not-an-address', subject: 7, message: 'x'.repeat(20_001), locale: 'fr' }).expect(422);
    expect(bad.body.errors).toEqual({
      to: ['The to must be a valid email address.'],
      subject: ['The subject must be a string.'],
      message: ['The message must not be greater than 20000 characters.'],
      locale: ['The locale must be en or si.'],
    });
    // Fernando & Sons has no email address.
    const noAddress = await owner.browser.post('/api/quotations', quotation()).expect(201);
    await owner.browser.post(`/api/quotations/email/${noAddress.body.id}`, {}).expect(422, {
      message: 'The customer has no email address: enter one.',
      code: 'mail.no-recipient-email',
      errors: { to: ['The customer has no email address: enter one.'] },
      error_codes: { to: [{ code: 'mail.no-recipient-email' }] },
    });
    await owner.browser.post(`/api/quotations/email/${noAddress.body.id}`, { to: 'fernando@example.test' }).expect(202);
  });

  it('shares a link that opens signed out, the same every time, closed while the quotation is deleted', async () => {
    const first = await owner.browser.get(`/api/quotations/link/${quoteId}`).expect(200);
    const again = await owner.browser.get(`/api/quotations/link/${quoteId}`).expect(200);
    const path = new URL(first.body.url).pathname;
    expect(path).toMatch(/^\/api\/public\/quotations\/[\w-]{32}$/);
    expect(new URL(again.body.url).pathname).toBe(path);
    const visitor = new Browser(app.server);
    const opened = await visitor.get(path).buffer(true).parse(binary).expect(200);
    expect(await pdfText(opened.body as Buffer)).toContain(quoteCode);
    await visitor.get('/api/public/quotations/' + 'x'.repeat(40)).expect(404);
    // A quotation's token is no invoice's.
    await visitor.get(path.replace('/quotations/', '/invoices/')).expect(404);

    const other = await owner.browser.post('/api/quotations', quotation()).expect(201);
    const otherPath = new URL((await owner.browser.get(`/api/quotations/link/${other.body.id}`).expect(200)).body.url).pathname;
    await owner.browser.delete(`/api/quotations/${other.body.id}`).expect(200);
    await visitor.get(otherPath).expect(404);
    await owner.browser.get(`/api/quotations/link/${other.body.id}`).expect(404);
    await owner.browser.post(`/api/quotations/email/${other.body.id}`, { to: 'a@example.test' }).expect(404);
    await owner.browser.post(`/api/quotations/deleted-list/${other.body.id}`).expect(200);
    await visitor.get(otherPath).expect(200);
  });

  it('keeps other workspaces out; Audit prints and copies the link but does not mail', async () => {
    const stranger = await registerWorkspace(app, 'Quote Print Stranger');
    await stranger.browser.get(`/api/quotations/print/${quoteId}`).expect(404);
    await stranger.browser.post(`/api/quotations/email/${quoteId}`, {}).expect(404);
    await stranger.browser.get(`/api/quotations/link/${quoteId}`).expect(404);
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await print(audit, quoteId).expect(200);
    await audit.get(`/api/quotations/link/${quoteId}`).expect(200);
    await audit.post(`/api/quotations/email/${quoteId}`, {}).expect(403);
    const entry = await signInNewUser(app, owner.user.workspace.id, 3);
    await entry.post(`/api/quotations/email/${quoteId}`, { to: 'entry@example.test' }).expect(202);
  });
});
