import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { startSmtpSink, type SmtpSink } from '../../../../../tests/support/smtp-sink';
import { MailOutbox } from '../../platform/mail/mail-outbox';

let smtp: SmtpSink;
let app: TestApp;
let owner: Registered;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ smtpUrl: smtp.url });
  owner = await registerWorkspace(app, 'Mail Co');
  // Registration mailed its verification link; the tests below count their own mail.
  smtp.received.length = 0;
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const outbox = () => app.sql<{ status: string; attempts: number; last_error: string | null }>(`SELECT status, attempts, last_error FROM mail_outbox ORDER BY created_at`);

describe('POST /api/customers/email/:id', () => {
  it("sends over SMTP after commit, from the workspace's email settings", async () => {
    await owner.browser
      .put('/api/email-settings', { from_address: 'billing@mail.test', from_name: 'Mail Co Billing', reply_to: 'accounts@mail.test' })
      .expect(200);
    const customer = await owner.browser.post('/api/customers', { name: 'Silva Traders', email: 'silva@example.test' }).expect(201);
    const queued = await owner.browser
      .post(`/api/customers/email/${customer.body.id}`, { subject: 'Your statement', message: 'Dear Silva,\nPlease find your balance.' })
      .expect(202);
    expect(queued.body.message).toBe('Email queued');
    const [mail] = await smtp.waitFor(1);
    expect(mail.from).toBe('billing@mail.test');
    expect(mail.to).toEqual(['silva@example.test']);
    expect(mail.raw).toMatch(/^From: Mail Co Billing <billing@mail.test>/m);
    expect(mail.raw).toMatch(/^Reply-To: accounts@mail.test/m);
    expect(mail.raw).toMatch(/^Subject: Your statement/m);
    expect(mail.raw).toContain('Please find your balance.');
    // The outbox row is marked sent just after the SMTP server has the message.
    for (let i = 0; i < 100 && (await outbox()).at(-1)?.status !== 'sent'; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await outbox()).at(-1)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('refuses a customer without an email address (422), writing nothing', async () => {
    const before = (await outbox()).length;
    const customer = await owner.browser.post('/api/customers', { name: 'No Mail Ltd' }).expect(201);
    const refused = await owner.browser.post(`/api/customers/email/${customer.body.id}`, { subject: 'x', message: 'y' }).expect(422);
    expect(refused.body.errors).toEqual({ email: ['This customer has no email address.'] });
    await owner.browser.post(`/api/customers/email/${customer.body.id}`, { subject: '', message: 'y' }).expect(422);
    expect(await outbox()).toHaveLength(before);
  });

  it('says a missing subject or message is required, not too long', async () => {
    const customer = await owner.browser.post('/api/customers', { name: 'Perera Stores', email: 'perera@example.test' }).expect(201);
    const missing = await owner.browser.post(`/api/customers/email/${customer.body.id}`, {}).expect(422);
    expect(missing.body.errors).toEqual({ subject: ['The subject field is required.'], message: ['The message field is required.'] });
    const blank = await owner.browser.post(`/api/customers/email/${customer.body.id}`, { subject: null, message: '' }).expect(422);
    expect(blank.body.errors).toEqual({ subject: ['The subject field is required.'], message: ['The message field is required.'] });
  });

  it("answers 404 for another workspace's customer and 403 for an Audit user", async () => {
    const customer = await owner.browser.post('/api/customers', { name: 'Private', email: 'p@example.test' }).expect(201);
    const stranger = await registerWorkspace(app, 'Stranger Mail Co');
    await stranger.browser.post(`/api/customers/email/${customer.body.id}`, { subject: 'x', message: 'y' }).expect(404);
    const audit = await signInNewUser(app, owner.user.workspace.id, 2);
    await audit.post(`/api/customers/email/${customer.body.id}`, { subject: 'x', message: 'y' }).expect(403);
  });

  it('keeps a failed send for the retry sweep, which delivers it once SMTP is back', async () => {
    const mailer = app.running.app.get(MailOutbox);
    const customer = await owner.browser.post('/api/customers', { name: 'Retry Ltd', email: 'retry@example.test' }).expect(201);
    const port = Number(new URL(smtp.url).port);
    await smtp.close();
    await owner.browser.post(`/api/customers/email/${customer.body.id}`, { subject: 'Retry me', message: 'Hello' }).expect(202);
    const retried = () => app.sql<{ status: string; attempts: number }>(`SELECT status, attempts FROM mail_outbox WHERE subject = 'Retry me'`);
    for (let i = 0; i < 40 && (await retried())[0]?.status !== 'failed'; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await retried()).toEqual([{ status: 'failed', attempts: 1 }]);

    smtp = await startSmtpSink(port);
    await app.sql(`UPDATE mail_outbox SET created_at = now() - interval '1 minute' WHERE subject = 'Retry me'`);
    await mailer.retryDue();
    expect(await retried()).toEqual([{ status: 'sent', attempts: 2 }]);
    expect((await smtp.waitFor(1))[0].raw).toMatch(/^Subject: Retry me/m);
  });
});

describe("a customer's documents", () => {
  it('lists their invoices and quotations, and nobody else’s', async () => {
    await owner.browser.post('/api/invoice-templates', { name: 'T', theme_colour: '#000000', page_size: 'A4' }).expect(201);
    await owner.browser.post('/api/quotation-templates', { name: 'Q', theme_colour: '#000000', page_size: 'A4' }).expect(201);
    const customer = await owner.browser.post('/api/customers', { name: 'Documents Ltd' }).expect(201);
    const other = await owner.browser.post('/api/customers', { name: 'Someone Else' }).expect(201);
    const body = (customerId: string) => ({ customer_id: customerId, date: '2026-11-01', lines: [{ description: 'Work', price: '100', quantity: 1 }] });
    await owner.browser.post('/api/invoices', body(customer.body.id)).expect(201);
    await owner.browser.post('/api/invoices', body(other.body.id)).expect(201);
    await owner.browser.post('/api/quotations', body(customer.body.id)).expect(201);
    const invoices = await owner.browser.get(`/api/customers/get/invoice/${customer.body.id}`).expect(200);
    expect(invoices.body).toEqual([expect.objectContaining({ customer_name: 'Documents Ltd', grand_total: '100.00', status: 'pending' })]);
    const quotations = await owner.browser.get(`/api/customers/get/quotation/${customer.body.id}`).expect(200);
    expect(quotations.body).toEqual([expect.objectContaining({ grand_total: '100.00', status: 'pending' })]);
    const stranger = await registerWorkspace(app, 'Documents Stranger');
    await stranger.browser.get(`/api/customers/get/invoice/${customer.body.id}`).expect(404);
  });
});
