import { execFile } from 'node:child_process';
import ExcelJS from 'exceljs';
import { ROLES } from '@ginuma/domain';
import { createApp, type RunningApp } from '../../app.factory';
import { registerWorkspace, signInNewUser, startTestApp, type Browser, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { readMail, startSmtpSink, type SmtpSink } from '../../../../../tests/support/smtp-sink';
import { MonthlySummaries } from './monthly-summaries';

let smtp: SmtpSink;
let app: TestApp;
let second: RunningApp;
let owner: Registered;
let sinhala: Registered;
let secondAdmin: string;
let invoiceCode: string;

/** The text of a PDF as poppler's pdftotext reads it. */
function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], { encoding: 'utf8' }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    child.stdin?.end(pdf);
  });
}

// Colombo is UTC+5:30: 03:00 UTC is 08:30 there, the same calendar day.
const at = (date: string) => new Date(`${date}T03:00:00Z`);
const sweepBoth = (date: string) => Promise.all([app.running.app.get(MonthlySummaries).runDue(at(date)), second.app.get(MonthlySummaries).runDue(at(date))]);
const sweep = (date: string) => app.running.app.get(MonthlySummaries).runDue(at(date));

const datesOf = (workspace: Registered) => `/api/configurations/update/dates/${workspace.user.workspace.id}`;

/** Waits for the outbox to hand `count` more mails to the SMTP server, and takes them. */
async function mailed(count: number) {
  await smtp.waitFor(count);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const taken = smtp.received.splice(0, smtp.received.length);
  expect(taken).toHaveLength(count);
  return taken.map((m) => ({ to: m.to, ...readMail(m.raw) }));
}

async function invoice(browser: Browser, customerId: string, date: string, price: string): Promise<string> {
  const created = await browser.post('/api/invoices', { customer_id: customerId, date, due_date: date, lines: [{ description: 'Consulting', unit_price: price, quantity: '1' }] }).expect(201);
  await browser.post(`/api/invoices/confirm/${created.body.id}`, {}).expect(200);
  return created.body.code as string;
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ smtpUrl: smtp.url });
  // A second API process on the same database, as behind a load balancer.
  second = await createApp({
    databaseUrl: app.database.url,
    realServer: Boolean(process.env.DATABASE_URL),
    sessionSecret: 's',
    logger: false,
    sessionPruneSeconds: 0,
    mailSweepSeconds: 0,
    recurringSweepSeconds: 0,
    summarySweepSeconds: 0,
    smtpUrl: smtp.url,
    adminDist: '/nonexistent',
  });
  owner = await registerWorkspace(app, 'Summary Co');
  sinhala = await registerWorkspace(app, 'Lanka Stores');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  const tenantId = owner.user.workspace.id;
  await signInNewUser(app, tenantId, ROLES.admin);
  await signInNewUser(app, tenantId, ROLES.entry);
  await signInNewUser(app, tenantId, ROLES.admin);
  // The admin added last has left: deleted users are mailed nothing.
  await app.sql(`UPDATE users SET deleted_at = now() WHERE id = (SELECT id FROM users WHERE tenant_id = $1 AND user_role = 1 ORDER BY created_at DESC LIMIT 1)`, [tenantId]);
  [{ email: secondAdmin }] = await app.sql<{ email: string }>(
    `SELECT email FROM users WHERE tenant_id = $1 AND user_role = 1 AND deleted_at IS NULL AND id <> $2`,
    [tenantId, owner.user.id],
  );

  for (const workspace of [owner, sinhala]) {
    await workspace.browser.post('/api/invoice-templates', { name: 'Classic', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
  }
  const customer = (await owner.browser.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body.id as string;
  invoiceCode = await invoice(owner.browser, customer, '2026-11-10', '12500.00');
  const lanka = (await sinhala.browser.post('/api/customers', { name: 'Silva' }).expect(201)).body.id as string;
  await invoice(sinhala.browser, lanka, '2026-11-12', '800.00');
  smtp.received.length = 0;
}, 60_000);

afterAll(async () => {
  await second.close();
  await app.close();
  await smtp.close();
});

describe('configurations/update/dates/{id}', () => {
  it('saves the days into the business configuration, keeping the rest of it', async () => {
    await owner.browser.put('/api/configurations', { business_name: 'Summary Co (Pvt) Ltd', time_zone: 'Asia/Colombo', base_currency: 'LKR' }).expect(200);
    const saved = await owner.browser.post(datesOf(owner), { monthly_outstanding_summary_day: 5, monthly_business_summary_day: '5', monthly_summary_locale: 'en' }).expect(200);
    expect(saved.body).toMatchObject({ business_name: 'Summary Co (Pvt) Ltd', monthly_outstanding_summary_day: 5, monthly_business_summary_day: 5, monthly_summary_locale: 'en' });
    // A workspace that never saved its configuration gets its defaults with the days.
    await sinhala.browser.post(datesOf(sinhala), { monthly_outstanding_summary_day: 3, monthly_business_summary_day: 3, monthly_summary_locale: 'si' }).expect(200);
    expect((await sinhala.browser.get('/api/configurations').expect(200)).body).toMatchObject({ business_name: 'Lanka Stores', time_zone: 'Asia/Colombo', monthly_summary_locale: 'si' });
    const [stamped] = await app.sql<{ recent: boolean }>(
      `SELECT monthly_business_summary_set_at > now() - interval '1 minute' AS recent FROM business_configuration WHERE tenant_id = $1`,
      [owner.user.workspace.id],
    );
    expect(stamped.recent).toBe(true);
    // The suite's clock starts on 2026-11-20: the days count as set then.
    await app.sql(`UPDATE business_configuration SET monthly_outstanding_summary_set_at = $1, monthly_business_summary_set_at = $1`, [at('2026-11-20')]);
  });

  it('refuses a bad day with 422 on the field, another workspace with 404, an Audit user with 403', async () => {
    const refused = await owner.browser.post(datesOf(owner), { monthly_outstanding_summary_day: 31, monthly_business_summary_day: 'x', monthly_summary_locale: 'fr' }).expect(422);
    expect(refused.body.errors).toEqual({
      monthly_outstanding_summary_day: ['The monthly outstanding summary date must be a whole number from 1 to 28.'],
      monthly_business_summary_day: ['The monthly business summary date must be a whole number from 1 to 28.'],
      monthly_summary_locale: [expect.stringContaining('monthly summary language')],
    });
    await owner.browser.post(datesOf(sinhala), { monthly_outstanding_summary_day: 9 }).expect(404);
    await owner.browser.post('/api/configurations/update/dates/not-a-uuid', { monthly_outstanding_summary_day: 9 }).expect(404);
    const audit = await signInNewUser(app, owner.user.workspace.id, ROLES.audit);
    await audit.post(datesOf(owner), { monthly_outstanding_summary_day: 9 }).expect(403);
    expect((await audit.get('/api/monthly-summaries').expect(200)).body.summaries[0]).toMatchObject({ kind: 'outstanding', day: 5 });
    const [{ day }] = await app.sql<{ day: number }>(`SELECT monthly_outstanding_summary_day AS day FROM business_configuration WHERE tenant_id = $1`, [sinhala.user.workspace.id]);
    expect(day).toBe(3);
  });
});

describe('the monthly summaries', () => {
  it('sends nothing for run dates before the days were set', async () => {
    // Set on 2026-11-20, after November's 3rd and 5th: November is not owed.
    expect(await sweep('2026-11-25')).toBe(0);
    expect(await sweep('2026-12-02')).toBe(0);
  });

  it('two servers sweeping on the day send each summary once, to every active admin, with its attachment', async () => {
    const [a, b] = await sweepBoth('2026-12-05');
    // Summary Co: 2 summaries × 2 active admins; Lanka Stores (day 3, caught up): 2 × 1.
    expect(a + b).toBe(6);
    const mails = await mailed(6);
    const ours = mails.filter((m) => m.subject.includes('Summary Co'));
    expect(ours.map((m) => m.to[0]).sort()).toEqual([owner.user.email, owner.user.email, secondAdmin, secondAdmin].sort());

    const outstanding = ours.find((m) => m.to[0] === owner.user.email && m.subject.startsWith('Monthly outstanding summary'));
    expect(outstanding?.subject).toBe('Monthly outstanding summary — Summary Co (Pvt) Ltd — 2026-12-05');
    expect(outstanding?.text).toContain('as of 2026-12-05: LKR 12,500.00 due on 1 invoice(s)');
    const [sheetFile] = outstanding?.attachments ?? [];
    expect(sheetFile.filename).toBe('outstanding-summary-2026-12-05.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheetFile.content as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Code');
    expect(sheet.getRow(2).values).toEqual(expect.arrayContaining([invoiceCode, 'Perera Stores', 12500]));
    expect(sheet.getRow(3).getCell(1).value).toBe('Total');

    const business = ours.find((m) => m.to[0] === secondAdmin && m.subject.startsWith('Monthly business summary'));
    expect(business?.subject).toBe('Monthly business summary — Summary Co (Pvt) Ltd — November 2026');
    expect(business?.text).toContain('profit and loss for 2026-11-01 to 2026-11-30. Net profit: LKR 12,500.00');
    const [pdfFile] = business?.attachments ?? [];
    expect(pdfFile).toMatchObject({ filename: 'business-summary-2026-11.pdf', contentType: 'application/pdf' });
    const text = await pdfText(pdfFile.content);
    expect(text).toContain('Monthly business summary');
    expect(text).toContain('2026-11-01 – 2026-11-30');
    expect(text).toMatch(/Sales\s+12,500\.00/);
    expect(text).toMatch(/Net profit\s+12,500\.00/);

    // Lanka Stores wrote its summaries in Sinhala.
    const lanka = mails.filter((m) => m.to[0] === sinhala.user.email);
    // The month is named as the platform's ICU names it in Sinhala.
    expect(lanka.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(/^මාසික ව්‍යාපාරික සාරාංශය — Lanka Stores — 2026 \S+$/),
      'මාසික හිඟ මුදල් සාරාංශය — Lanka Stores — 2026-12-05',
    ]);
    expect(lanka.find((m) => m.subject.startsWith('මාසික හිඟ'))?.text).toContain('ඉන්වොයිසි 1ක් සඳහා මුළු LKR 800.00');
    const lankaPdf = lanka.flatMap((m) => m.attachments).find((f) => f.contentType === 'application/pdf');
    const lankaText = await pdfText(lankaPdf?.content ?? Buffer.alloc(0));
    expect(lankaText).toContain('2026-11-01 – 2026-11-30');
    expect(lankaText).toMatch(/විකුණුම්\s+800\.00/);
    expect(lankaText).toMatch(/ශුද්ධ ලාභය\s+800\.00/);

    expect(await sweepBoth('2026-12-05')).toEqual([0, 0]);
    expect(await sweep('2026-12-28')).toBe(0);
    const runs = await app.sql(`SELECT kind, month FROM monthly_summary_runs WHERE tenant_id = $1 ORDER BY kind`, [owner.user.workspace.id]);
    expect(runs).toEqual([
      { kind: 'business', month: '2026-12' },
      { kind: 'outstanding', month: '2026-12' },
    ]);
  });

  it('catches a day missed while no server ran up once, when one is back', async () => {
    // No sweep ran from 2026-12-28 until 2027-01-08: January's summaries are owed, once.
    expect(await sweep('2027-01-08')).toBe(6);
    const mails = await mailed(6);
    expect(mails.filter((m) => m.subject === 'Monthly business summary — Summary Co (Pvt) Ltd — December 2026')).toHaveLength(2);
    expect(await sweepBoth('2027-01-08')).toEqual([0, 0]);
    expect(await sweep('2027-01-31')).toBe(0);
  });

  it('shows the last run of each summary and the next', async () => {
    const shown = await owner.browser.get('/api/monthly-summaries').expect(200);
    const [outstanding, business] = shown.body.summaries;
    expect(outstanding).toMatchObject({ kind: 'outstanding', day: 5, last_run: { month: '2027-01', run_on: '2027-01-08', period_from: '2027-01-08', period_to: '2027-01-08', locale: 'en' } });
    expect(outstanding.last_run.recipients.sort()).toEqual([owner.user.email, secondAdmin].sort());
    expect(business).toMatchObject({ kind: 'business', day: 5, last_run: { month: '2027-01', period_from: '2026-12-01', period_to: '2026-12-31' } });
    expect(typeof business.last_run.sent_at).toBe('string');
    // January is sent: the next run is a later month's 5th.
    expect(outstanding.next_run).toMatch(/^\d{4}-\d{2}-05$/);
    expect(outstanding.next_run >= '2027-02-05').toBe(true);
    const other = await sinhala.browser.get('/api/monthly-summaries').expect(200);
    expect(other.body.summaries[0]).toMatchObject({ day: 3, last_run: { month: '2027-01', locale: 'si' } });
  });
});
