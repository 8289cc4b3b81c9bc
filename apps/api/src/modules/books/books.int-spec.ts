import { calendarDateIn, DEFAULT_TIME_ZONE } from '@ginuma/domain';
import { registerWorkspace, signInNewUser, startTestApp, type Browser, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { readWorkbook } from '../../../../../tests/support/xlsx';

let app: TestApp;
let owner: Registered;
let entry: Browser;
let audit: Browser;
let other: Registered;
let customerId: string;

const today = () => calendarDateIn(DEFAULT_TIME_ZONE);
const daysBefore = (n: number) => {
  const day = new Date(`${today()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - n);
  return day.toISOString().slice(0, 10);
};
const PDF = Buffer.from('%PDF-1.7 loan agreement');

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Books Co');
  other = await registerWorkspace(app, 'Other Books Co');
  await app.sql(`UPDATE workspaces SET plan_id = 1`);
  entry = await signInNewUser(app, owner.user.workspace.id, 3);
  audit = await signInNewUser(app, owner.user.workspace.id, 2);
  customerId = (await owner.browser.post('/api/customers', { name: 'Silva Traders' }).expect(201)).body.id;
});
afterAll(() => app.close());

const balance = async (account: string, party?: string) =>
  ((await owner.browser.get('/api/ledger/balances').query(party ? { account, party } : { account })).body[0]?.balance as string | undefined) ?? '0.00';

const loanJournal = (overrides: Record<string, unknown> = {}) => ({
  date: today(),
  memo: 'Bank loan received',
  lines: [
    { account: 'cash', debit: '50000.00' },
    { account: 'gl:2500', credit: '50000.00' },
  ],
  ...overrides,
});

describe('chart of accounts', () => {
  it('lists the system accounts with codes, both names, types and normal sides, bank accounts by name', async () => {
    const bank = (await owner.browser.post('/api/bank-accounts', { identification_name: 'BOC Current', balance: '1000' }).expect(201)).body.id;
    const chart = (await owner.browser.get('/api/ledger/accounts').query({ balances: 'true' }).expect(200)).body as Record<string, unknown>[];
    expect(chart.find((a) => a.id === 'receivable')).toMatchObject({
      code: '1100',
      name: { en: 'Accounts receivable', si: 'ලැබිය යුතු ගිණුම්' },
      type: 'asset',
      normal: 'debit',
      control: true,
      system: true,
      balance: '0.00',
    });
    expect(chart.find((a) => a.id === `bank:${bank}`)).toMatchObject({ code: '1020', name: { en: 'BOC Current' }, balance: '1000.00' });
    expect(chart.find((a) => a.id === 'opening-balance-equity')).toMatchObject({ type: 'equity', normal: 'credit', balance: '1000.00' });
    expect(chart.find((a) => a.id === 'retained-earnings')).toMatchObject({ code: '3200', type: 'equity' });
    expect(chart.map((a) => a.code)).toEqual([...chart.map((a) => a.code as string)].sort((a, b) => a.localeCompare(b)));
    await entry.get('/api/ledger/accounts').expect(200);
    await audit.get('/api/ledger/accounts').expect(200);
  });

  it('lets Admin add, rename and deactivate an account of its own; Entry and Audit may not', async () => {
    const loan = { code: '2500', name_en: 'Bank loan', name_si: 'බැංකු ණය', type: 'liability' };
    await entry.post('/api/ledger/accounts', loan).expect(403);
    await audit.post('/api/ledger/accounts', loan).expect(403);
    const created = await owner.browser.post('/api/ledger/accounts', loan).expect(201);
    expect(created.body).toMatchObject({ id: 'gl:2500', account: 'gl:2500', normal: 'credit', system: false, active: true });
    const renamed = await owner.browser.put('/api/ledger/accounts/gl:2500', { name_en: 'BOC term loan' }).expect(200);
    expect(renamed.body).toMatchObject({ name: { en: 'BOC term loan', si: 'බැංකු ණය' }, type: 'liability' });
    await audit.put('/api/ledger/accounts/gl:2500', { name_en: 'x' }).expect(403);
    await owner.browser.post('/api/ledger/accounts', { code: '2501', name_en: 'Spare', type: 'asset' }).expect(201);
    await owner.browser.delete('/api/ledger/accounts/gl:2501').expect(200);
    await owner.browser.get('/api/ledger/accounts/gl:2501').expect(404);
    await other.browser.put('/api/ledger/accounts/gl:2500', { name_en: 'x' }).expect(404);
    await other.browser.delete(`/api/ledger/accounts/${created.body.custom_id}`).expect(404);
  });

  it('refuses bad accounts with field errors, and system accounts cannot change', async () => {
    const post = (body: Record<string, unknown>) => owner.browser.post('/api/ledger/accounts', body).expect(422);
    expect((await post({ code: '2500', name_en: 'Again', type: 'liability' })).body.errors).toEqual({ code: ['The code has already been taken.'] });
    expect((await post({ code: '1100', name_en: 'Mine', type: 'asset' })).body.errors).toEqual({ code: ['This code belongs to a system account.'] });
    expect((await post({ code: 'a b', name_en: '', type: 'cash' })).body.errors).toEqual({
      code: ['The code may contain only letters, digits, dots and dashes (at most 20).'],
      name_en: ['The name field is required.'],
      type: ['The selected type is invalid.'],
    });
    expect((await owner.browser.put('/api/ledger/accounts/gl:2500', { code: '2600' }).expect(422)).body.errors.code).toEqual([
      'The code of an account cannot change: its postings carry it.',
    ]);
    expect((await owner.browser.delete('/api/ledger/accounts/receivable').expect(409)).body.message).toBe('A system account cannot be changed or deleted.');
    await owner.browser.put('/api/ledger/accounts/sales', { name_en: 'x' }).expect(409);
  });
});

describe('journals', () => {
  let journalId: string;

  it('Entry drafts, Admin confirms: the lines become postings; reversed by a reversal, never edited', async () => {
    const draft = await entry.post('/api/journals', loanJournal()).expect(201);
    expect(draft.body).toMatchObject({ code: 'JV-000001', status: 'pending', amount: '50000.00', totals: { debit: '50000.00', credit: '50000.00', difference: '0.00' } });
    journalId = draft.body.id;
    await entry.put(`/api/journals/${journalId}`, loanJournal({ memo: 'BOC loan received' })).expect(200);
    await entry.post(`/api/journals/confirm/${journalId}`).expect(403);
    await audit.post(`/api/journals/confirm/${journalId}`).expect(403);
    const confirmed = await owner.browser.post(`/api/journals/confirm/${journalId}`).expect(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', memo: 'BOC loan received' });
    expect(await balance('cash')).toBe('50000.00');
    expect(await balance('gl:2500')).toBe('-50000.00');
    await owner.browser.post(`/api/journals/confirm/${journalId}`).expect(409);
    await owner.browser.put(`/api/journals/${journalId}`, loanJournal()).expect(409);
    expect((await owner.browser.delete(`/api/journals/${journalId}`).expect(409)).body.message).toBe(
      'A confirmed journal is in the books: reverse it instead of deleting it.',
    );
    const events = (await owner.browser.get('/api/ledger/events').query({ filter: JSON.stringify({ stream: `journal-${journalId}` }) }).expect(200)).body;
    expect(events.map((e: { type: string }) => e.type)).toEqual(['JournalPosted']);

    // The account has postings now: it can only be deactivated.
    expect((await owner.browser.delete('/api/ledger/accounts/gl:2500').expect(409)).body.message).toBe(
      'This account has postings, so it cannot be deleted; deactivate it instead.',
    );
    await owner.browser.put('/api/ledger/accounts/gl:2500', { type: 'equity' }).expect(409);

    await entry.post(`/api/journals/reverse/${journalId}`).expect(403);
    const reversed = await owner.browser.post(`/api/journals/reverse/${journalId}`).expect(200);
    expect(reversed.body).toMatchObject({ status: 'reversed', reversed_on: today() });
    expect(await balance('cash')).toBe('0.00');
    expect(await balance('gl:2500')).toBe('0.00');
    await owner.browser.post(`/api/journals/reverse/${journalId}`).expect(409);
  });

  it('refuses an unbalanced journal naming the difference, and lines on unknown, inactive or party-less control accounts', async () => {
    const refused = await owner.browser
      .post('/api/journals', loanJournal({ lines: [{ account: 'cash', debit: '100' }, { account: 'sales', credit: '90.50' }] }))
      .expect(422);
    const difference = { debit: '100.00', credit: '90.50', difference: '9.50' };
    expect(refused.body).toEqual({
      message: 'Debits (100.00) and credits (90.50) must be equal: they differ by 9.50.',
      code: 'journals.unbalanced',
      params: difference,
      errors: { lines: ['Debits (100.00) and credits (90.50) must be equal: they differ by 9.50.'] },
      error_codes: { lines: [{ code: 'journals.unbalanced', params: difference }] },
    });
    const lines = [
      { account: 'gl:9999', debit: '1' },
      { account: 'receivable', credit: '1' },
      { account: 'receivable', party: 'customer:00000000-0000-4000-8000-000000000000', credit: '1' },
    ];
    expect((await owner.browser.post('/api/journals', loanJournal({ lines })).expect(422)).body.errors).toEqual({
      'lines.0.account': ['The selected account is invalid.'],
      'lines.1.party': ['A customer is required on a control account.'],
    });
    const unknownParty = await owner.browser
      .post('/api/journals', loanJournal({ lines: [{ account: 'cash', debit: '1' }, { account: 'receivable', party: 'customer:00000000-0000-4000-8000-000000000000', credit: '1' }] }))
      .expect(422);
    expect(unknownParty.body.errors).toEqual({ 'lines.1.party': ['The selected party is invalid.'] });

    await owner.browser.post('/api/ledger/accounts', { code: '2700', name_en: 'Closed', type: 'liability', active: false }).expect(201);
    expect((await owner.browser.post('/api/journals', loanJournal({ lines: [{ account: 'cash', debit: '1' }, { account: 'gl:2700', credit: '1' }] })).expect(422)).body.errors).toEqual({
      'lines.1.account': ['This account is inactive.'],
    });
    await audit.post('/api/journals', loanJournal()).expect(403);
  });

  it('posts to a customer sub-ledger, lists, deletes drafts, exports and carries an attachment', async () => {
    const writeOff = await owner.browser
      .post('/api/journals', loanJournal({ memo: 'Opening due', lines: [{ account: 'receivable', party: `customer:${customerId}`, debit: '750' }, { account: 'opening-balance-equity', credit: '750' }] }))
      .expect(201);
    await owner.browser.post(`/api/journals/confirm/${writeOff.body.id}`).expect(200);
    expect(await balance('receivable', `customer:${customerId}`)).toBe('750.00');

    const draft = (await entry.post('/api/journals', loanJournal({ memo: 'To delete' })).expect(201)).body;
    await entry.delete(`/api/journals/${draft.id}`).expect(200);
    const deleted = (await owner.browser.get('/api/journals/deleted-list').expect(200)).body;
    expect(deleted).toEqual([expect.objectContaining({ id: draft.id, memo: 'To delete' })]);
    const listed = (await owner.browser.get('/api/journals').expect(200)).body;
    expect(listed.map((j: { code: string }) => j.code)).toEqual(['JV-000002', 'JV-000001']);
    expect((await owner.browser.get('/api/journals/get/code').expect(200)).body).toMatchObject({ code: 'JV-000004' });

    const book = await readWorkbook(owner.browser.get('/api/journals/export'));
    expect(book.worksheets[0]!.getRow(1).values).toEqual(expect.arrayContaining(['Code', 'Date', 'Memo', 'Amount']));

    const url = `/api/journals/attachment/${writeOff.body.id}`;
    await owner.browser.upload(url, 'attachment', PDF, { filename: 'Agreement.pdf' }).expect(200);
    expect((await owner.browser.get(`/api/journals/${writeOff.body.id}`).expect(200)).body.attachment).toBe('Agreement.pdf');
    await audit.upload(url, 'attachment', PDF, { filename: 'x.pdf' }).expect(403);

    await other.browser.get(`/api/journals/${writeOff.body.id}`).expect(404);
    await other.browser.post(`/api/journals/confirm/${draft.id}`).expect(404);
    await other.browser.post(`/api/journals/reverse/${writeOff.body.id}`).expect(404);
    await other.browser.get(url).expect(404);
  });
});

describe('period lock', () => {
  it('refuses a lock date of today or later, and non-Admin writes', async () => {
    expect((await owner.browser.put('/api/ledger/lock', { lock_date: today() }).expect(422)).body.errors).toEqual({
      lock_date: ['The lock date must be before today: the books of a day still in progress stay open.'],
    });
    await owner.browser.put('/api/ledger/lock', { lock_date: '2026-02-30' }).expect(422);
    await owner.browser.put('/api/ledger/lock', {}).expect(422);
    await entry.put('/api/ledger/lock', { lock_date: daysBefore(10) }).expect(403);
    await audit.put('/api/ledger/lock', { lock_date: daysBefore(10) }).expect(403);
    expect((await owner.browser.get('/api/ledger/lock').expect(200)).body).toMatchObject({ lock_date: null });
  });

  it('refuses any posting on or before the lock date, naming it; the lock is in the audit trail, and may be lowered', async () => {
    const lockDate = daysBefore(10);
    const locked = await owner.browser.put('/api/ledger/lock', { lock_date: lockDate }).expect(200);
    expect(locked.body).toMatchObject({ lock_date: lockDate, previous: null, locked_by: expect.any(String) });
    expect((await audit.get('/api/ledger/lock').expect(200)).body.lock_date).toBe(lockDate);

    const message = `The books are locked up to ${lockDate}: nothing can be posted on or before that date.`;
    const inside = (await owner.browser.post('/api/journals', loanJournal({ date: lockDate })).expect(201)).body;
    expect((await owner.browser.post(`/api/journals/confirm/${inside.id}`).expect(422)).body).toEqual({
      message,
      code: 'period-lock.period-locked',
      params: { lockDate },
      errors: { date: [message] },
      error_codes: { date: [{ code: 'period-lock.period-locked', params: { lockDate } }] },
    });
    const receipt = await owner.browser.post('/api/transactions/incomes', { account: 'cash', amount: '10.00', date: daysBefore(20) });
    expect(receipt.status).toBe(422);
    expect(receipt.body.message).toBe(message);
    const after = (await owner.browser.post('/api/journals', loanJournal({ date: daysBefore(9) })).expect(201)).body;
    await owner.browser.post(`/api/journals/confirm/${after.id}`).expect(200);

    const lowered = await owner.browser.put('/api/ledger/lock', { lock_date: daysBefore(30) }).expect(200);
    expect(lowered.body).toMatchObject({ lock_date: daysBefore(30), previous: lockDate });
    await owner.browser.post(`/api/journals/confirm/${inside.id}`).expect(200);
    const trail = (await audit.get('/api/ledger/events').query({ filter: JSON.stringify({ type: 'PeriodLocked' }) }).expect(200)).body;
    expect(trail).toHaveLength(2);
    expect(trail[0]).toMatchObject({ type: 'PeriodLocked', payload: { lockDate: daysBefore(30), previous: lockDate }, metadata: { role: 1 } });
    // Another workspace's books are not locked by this one.
    expect((await other.browser.get('/api/ledger/lock').expect(200)).body.lock_date).toBeNull();
  });
});
