import { MailOutbox } from '../../apps/api/src/platform/mail/mail-outbox';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { registerWorkspace, startTestApp, type Registered, type TestApp } from '../support/test-app';

let smtp: SmtpSink;
let app: TestApp;
let owner: Registered;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ smtpUrl: smtp.url });
  owner = await registerWorkspace(app, 'Outbox Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const SUBJECTS = ['Statement 1', 'Statement 2', 'Statement 3'];
const rows = () =>
  app.sql<{ subject: string; status: string; attempts: number }>(
    `SELECT subject, status, attempts FROM mail_outbox WHERE subject LIKE 'Statement %' ORDER BY subject`,
  );
/** Makes the queued mail due for the sweep, which leaves mail younger than 30 s to the send after commit. */
const makeDue = () => app.sql(`UPDATE mail_outbox SET created_at = now() - interval '1 minute'`);

describe('SMTP down', () => {
  it('keeps mail in the outbox while the server is unreachable, and sends each exactly once when it is back', async () => {
    const mailer = app.running.app.get(MailOutbox);
    const port = Number(new URL(smtp.url).port);
    await smtp.close();

    for (const subject of SUBJECTS) {
      const customer = await owner.browser.post('/api/customers', { name: `Customer ${subject}`, email: `${subject.replace(' ', '.')}@example.test` }).expect(201);
      await owner.browser.post(`/api/customers/email/${customer.body.id}`, { subject, message: 'Your balance.' }).expect(202);
    }
    for (let i = 0; i < 100 && (await rows()).some((r) => r.status !== 'failed'); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await rows()).toEqual(SUBJECTS.map((subject) => ({ subject, status: 'failed', attempts: 1 })));

    // Still down: a sweep tries again, and keeps them.
    await makeDue();
    await mailer.retryDue();
    expect(await rows()).toEqual(SUBJECTS.map((subject) => ({ subject, status: 'failed', attempts: 2 })));

    smtp = await startSmtpSink(port);
    // Two sweeps at once (as two API processes would run them), then another: each message is claimed by one.
    await Promise.all([mailer.retryDue(), mailer.retryDue()]);
    await mailer.retryDue();
    await smtp.waitFor(SUBJECTS.length);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const received = smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]).sort();
    expect(received).toEqual(SUBJECTS);
    expect(await rows()).toEqual(SUBJECTS.map((subject) => ({ subject, status: 'sent', attempts: 3 })));
  });
});
