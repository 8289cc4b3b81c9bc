import { createHash } from 'node:crypto';
import request from 'supertest';
import { DEFAULT_TIME_ZONE, HOME_TODAY_SQL, ROLES, calendarDateIn } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { registerWorkspace, signInNewUser, startTestApp, type Browser, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { confirmBankTransfer } from './plan-payments';

const MERCHANT_ID = '1211149';
const SECRET = 'MzQ1NjEyMzQ1Njc4OTAxMjM0NTY3ODkw';
const BANK = 'Bank of Ceylon, Colombo Fort, 0071234567, Ginuma (Pvt) Ltd';
const saved = { ...process.env };

let app: TestApp;

beforeAll(async () => {
  process.env.PAYHERE_MERCHANT_ID = MERCHANT_ID;
  process.env.PAYHERE_MERCHANT_SECRET = SECRET;
  process.env.BANK_TRANSFER_DETAILS = BANK;
  app = await startTestApp();
});
afterAll(async () => {
  process.env = saved;
  await app.close();
});

const md5 = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();

function signedNotification(orderId: string, amount: string, status = '2', secret = SECRET) {
  return {
    merchant_id: MERCHANT_ID,
    order_id: orderId,
    payment_id: '320027150501',
    payhere_amount: amount,
    payhere_currency: 'LKR',
    status_code: status,
    md5sig: md5(MERCHANT_ID + orderId + amount + 'LKR' + status + md5(secret)),
    method: 'VISA',
    status_message: 'Successfully completed the payment.',
  };
}

/** PayHere posts a form, server to server: no session, no CSRF token. */
function notify(fields: Record<string, string>) {
  return request(app.server).post('/api/payment/payhere/notify').type('form').send(fields);
}

function monthsAfter(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

async function workspaceRow(id: string) {
  const [row] = await app.sql<{ plan_id: number | null; expiry: string | null; stock: number; invoice: number }>(
    `SELECT plan_id, expiry::text AS expiry, stock, invoice FROM workspaces WHERE id = $1`,
    [id],
  );
  return row;
}

async function team(): Promise<{ owner: Registered; entry: Browser; audit: Browser }> {
  const owner = await registerWorkspace(app, 'Plan Co');
  return {
    owner,
    entry: await signInNewUser(app, owner.user.workspace.id, ROLES.entry),
    audit: await signInNewUser(app, owner.user.workspace.id, ROLES.audit),
  };
}

describe('the plan catalogue', () => {
  it('lists the plans to anyone, price per month in LKR', async () => {
    const { body } = await request(app.server).get('/api/business-plan').expect(200);
    expect(body.map((p: { id: number; name: string; price_per_month: string }) => [p.id, p.name, p.price_per_month])).toEqual([
      [1, 'Business', '6000.00'],
      [2, 'Standard', '2500.00'],
      [3, 'Free', '0.00'],
    ]);
    expect(body[2].modules).toContain('invoice');
  });

  it('shows one plan, and prices it for a number of months', async () => {
    expect((await request(app.server).get('/api/business-plan/2').expect(200)).body).toMatchObject({ id: 2, name: 'Standard', price_per_month: '2500.00' });
    expect((await request(app.server).get('/api/business-plan/2/12').expect(200)).body).toMatchObject({ id: 2, months: 12, amount: '30000.00' });
    await request(app.server).get('/api/business-plan/99').expect(404);
    await request(app.server).get('/api/business-plan/x').expect(404);
    const wrong = await request(app.server).get('/api/business-plan/2/0').expect(422);
    expect(wrong.body.errors).toEqual({ months: ['The months must be a whole number from 1 to 36.'] });
  });
});

describe('choosing a plan', () => {
  it('puts the free plan in force at once, so the Entry user can work; its modules follow the plan', async () => {
    const { owner, entry } = await team();
    expect((await entry.get('/api/customers').expect(403)).body.code).toBe('plan_required');

    const chosen = await owner.browser.post('/api/payment/plan', { plan_id: 3, months: 1 }).expect(200);
    expect(chosen.body).toMatchObject({ status: 'active', plan_id: 3 });

    await entry.get('/api/customers').expect(200);
    await entry.post('/api/customers', { name: 'First Customer' }).expect(201);
    expect(await workspaceRow(owner.user.workspace.id)).toMatchObject({ plan_id: 3, expiry: null, stock: 0, invoice: 1 });
    expect((await entry.get('/api/stocks').expect(403)).body.code).toBe('module_disabled');

    const plan = await owner.browser.get('/api/payment/plan').expect(200);
    expect(plan.body).toMatchObject({ plan: { id: 3, name: 'Free', price_per_month: '0.00' }, expiry: null, expired: false });
    expect(plan.body.payments).toEqual([expect.objectContaining({ months: 1, amount: '0.00', plan_name: 'Free', status: 'paid', provider: 'free' })]);
  });

  it('refuses Entry and Audit users with 403: only an admin chooses a plan', async () => {
    const { owner, entry, audit } = await team();
    await owner.browser.post('/api/payment/plan', { plan_id: 3, months: 1 }).expect(200);
    for (const user of [entry, audit]) {
      const refused = await user.post('/api/payment/plan', { plan_id: 1, months: 1 }).expect(403);
      expect(refused.body.message).toBe('You do not have permission to edit this details.');
    }
    expect((await workspaceRow(owner.user.workspace.id)).plan_id).toBe(3);
  });

  it('answers bad input with 422 and a message per field', async () => {
    const { owner } = await team();
    const empty = await owner.browser.post('/api/payment/plan', {}).expect(422);
    expect(empty.body.errors).toEqual({ plan_id: ['Please choose a plan.'], months: ['The months must be a whole number from 1 to 36.'] });
    // Ids past PostgreSQL's integer range are refused before they reach it, never a 500.
    for (const planId of [99, 0, -1, 3_000_000_000]) {
      const unknown = await owner.browser.post('/api/payment/plan', { plan_id: planId, months: 1 }).expect(422);
      expect(unknown.body.errors).toEqual({ plan_id: ['Please choose a plan.'] });
    }
    for (const months of [0, 37, 1.5, '2']) {
      const wrong = await owner.browser.post('/api/payment/plan', { plan_id: 1, months }).expect(422);
      expect(wrong.body.errors).toEqual({ months: ['The months must be a whole number from 1 to 36.'] });
    }
    const provider = await owner.browser.post('/api/payment/plan', { plan_id: 1, months: 1, provider: 'cash' }).expect(422);
    expect(provider.body.errors).toEqual({ provider: ['The payment method must be PayHere or bank transfer.'] });
    expect(await app.sql(`SELECT 1 FROM plan_payments WHERE tenant_id = $1`, [owner.user.workspace.id])).toEqual([]);
  });

  it("refuses a plan whose user limit the team exceeds (the Free plan's is 3)", async () => {
    const { owner } = await team();
    await signInNewUser(app, owner.user.workspace.id, ROLES.entry);
    const refused = await owner.browser.post('/api/payment/plan', { plan_id: 3, months: 1 }).expect(422);
    expect(refused.body.errors).toEqual({
      plan_id: ['The Free plan allows up to 3 users; this workspace has 4. Remove users first or choose another plan.'],
    });
    expect(refused.body.error_codes).toEqual({ plan_id: [{ code: 'plans.users-over-plan', params: { plan: 'Free', limit: 3, users: 4 } }] });
    await owner.browser.post('/api/payment/plan', { plan_id: 1, months: 1 }).expect(200);
  });

  it('keeps to the user limit when users are added or restored later', async () => {
    const { owner } = await team();
    await owner.browser.post('/api/payment/plan', { plan_id: 3, months: 1 }).expect(200);
    const fourth = { name: 'Fourth Clerk', email: `fourth.${Date.now()}@example.test`, user_role: 3, password: 'clerk password' };
    const refused = await owner.browser.post('/api/users', fourth).expect(409);
    expect(refused.body).toEqual({
      title: 'User limit reached',
      message: 'The Free plan allows up to 3 users. Choose a larger plan in Settings › Payment Plan to add more.',
      code: 'plans.user-limit-reached',
      params: { plan: 'Free', limit: 3 },
    });
    const users = () => app.sql(`SELECT id, name FROM users WHERE tenant_id = $1 AND deleted_at IS NULL`, [owner.user.workspace.id]);
    expect(await users()).toHaveLength(3);

    // A seat freed by deleting a user can be taken, and the deleted one then stays deleted.
    const [leaving] = (await users()).filter((u) => u.id !== owner.user.id) as { id: string }[];
    await owner.browser.delete(`/api/users/${leaving.id}`).expect(200);
    await owner.browser.post('/api/users', fourth).expect(201);
    const restore = await owner.browser.post(`/api/users/${leaving.id}/restore`).expect(409);
    expect(restore.body.title).toBe('User limit reached');
    expect(await users()).toHaveLength(3);
  });
});

describe('a paid plan through PayHere', () => {
  it('returns a signed checkout form, and applies the plan once on a correctly signed notification', async () => {
    const { owner, entry } = await team();
    const today = calendarDateIn(DEFAULT_TIME_ZONE);
    const chosen = await owner.browser.post('/api/payment/plan', { plan_id: 2, months: 3 }).expect(200);
    expect(chosen.body).toMatchObject({ status: 'pending', plan_id: 2, amount: '7500.00' });
    const { action, fields } = chosen.body.payment;
    expect(action).toBe('https://sandbox.payhere.lk/pay/checkout');
    expect(fields).toMatchObject({ merchant_id: MERCHANT_ID, order_id: chosen.body.reference, amount: '7500.00', currency: 'LKR' });
    expect(fields.hash).toBe(md5(MERCHANT_ID + chosen.body.reference + '7500.00' + 'LKR' + md5(SECRET)));
    expect(fields.notify_url).toMatch(/\/api\/payment\/payhere\/notify$/);
    // Nothing is in force until the money is confirmed.
    expect((await workspaceRow(owner.user.workspace.id)).plan_id).toBeNull();
    await entry.get('/api/customers').expect(403);

    await notify(signedNotification(chosen.body.reference, '7500.00')).expect(200);
    const paid = await workspaceRow(owner.user.workspace.id);
    expect(paid).toMatchObject({ plan_id: 2, expiry: monthsAfter(today, 3), stock: 0 });
    await entry.get('/api/customers').expect(200);

    // PayHere retries until it hears 200: a repeated notification changes nothing.
    await notify(signedNotification(chosen.body.reference, '7500.00')).expect(200);
    expect(await workspaceRow(owner.user.workspace.id)).toEqual(paid);
    const history = await owner.browser.get('/api/payment/plan').expect(200);
    expect(history.body).toMatchObject({ plan: { id: 2, name: 'Standard' }, expiry: monthsAfter(today, 3), expired: false });
    expect(history.body.payments).toEqual([expect.objectContaining({ months: 3, amount: '7500.00', status: 'paid', provider: 'payhere' })]);
  });

  it('refuses a forged, a wrongly priced or an unknown order notification with 400, changing nothing', async () => {
    const { owner } = await team();
    const chosen = await owner.browser.post('/api/payment/plan', { plan_id: 1, months: 1 }).expect(200);
    const reference = chosen.body.reference as string;
    const forged = [
      { ...signedNotification(reference, '6000.00'), md5sig: md5('anything') },
      signedNotification(reference, '6000.00', '2', 'a guessed secret'),
      // Signed by us, but not what was ordered (a tampered checkout form).
      signedNotification(reference, '60.00'),
      signedNotification('GNUNKNOWN00', '6000.00'),
      { order_id: reference, status_code: '2' },
    ];
    for (const fields of forged) {
      expect((await notify(fields as Record<string, string>).expect(400)).body.message).toBe('The payment notification was refused.');
    }
    expect((await workspaceRow(owner.user.workspace.id)).plan_id).toBeNull();
    const [payment] = await app.sql<{ status: string }>(`SELECT status FROM plan_payments WHERE reference = $1`, [reference]);
    expect(payment.status).toBe('pending');
  });

  it('marks a cancelled checkout failed, and a later success cannot revive it', async () => {
    const { owner } = await team();
    const chosen = await owner.browser.post('/api/payment/plan', { plan_id: 2, months: 1 }).expect(200);
    await notify(signedNotification(chosen.body.reference, '2500.00', '-1')).expect(200);
    await notify(signedNotification(chosen.body.reference, '2500.00', '2')).expect(200);
    expect((await workspaceRow(owner.user.workspace.id)).plan_id).toBeNull();
  });
});

describe('expiry and renewal', () => {
  it("compares expiry with today in Sri Lanka, whatever PostgreSQL's session zone", async () => {
    const sessionDays: string[] = [];
    // Twenty-six hours apart: at any instant these two zones are on different dates.
    for (const zone of ['Etc/GMT+12', 'Etc/GMT-14']) {
      await app.sql(`SELECT set_config('timezone', $1, false)`, [zone]);
      const [row] = await app.sql<{ home: string; session: string }>(`SELECT ${HOME_TODAY_SQL}::text AS home, current_date::text AS session`);
      expect(row?.home).toBe(calendarDateIn(DEFAULT_TIME_ZONE));
      sessionDays.push(row?.session ?? '');
    }
    await app.sql('RESET timezone');
    expect(new Set(sessionDays).size).toBe(2);
  });

  it('blocks everyone once the plan expired, lets the admin renew by bank transfer, and extends from today', async () => {
    const { owner, entry } = await team();
    await owner.browser.post('/api/payment/plan', { plan_id: 3, months: 1 }).expect(200);
    const today = calendarDateIn(DEFAULT_TIME_ZONE);
    // A plan runs to the end of its expiry date in Sri Lanka: on the last day it still works.
    await app.sql(`UPDATE workspaces SET plan_id = 2, expiry = $2 WHERE id = $1`, [owner.user.workspace.id, today]);
    await entry.get('/api/customers').expect(200);
    await app.sql(`UPDATE workspaces SET expiry = $2::date - 1 WHERE id = $1`, [owner.user.workspace.id, today]);

    expect((await entry.get('/api/customers').expect(403)).body.code).toBe('account_expired');
    expect((await owner.browser.get('/api/customers').expect(403)).body.code).toBe('account_expired');
    expect((await owner.browser.get('/api/payment/plan').expect(200)).body).toMatchObject({ expired: true, plan: { id: 2 } });

    const chosen = await owner.browser.post('/api/payment/plan', { plan_id: 2, months: 2, provider: 'bank_transfer' }).expect(200);
    expect(chosen.body.payment).toEqual({ provider: 'bank_transfer', reference: chosen.body.reference, amount: '5000.00', currency: 'LKR', bank_details: BANK });
    // A transfer waits for the operator; a PayHere notification for it is refused.
    await notify(signedNotification(chosen.body.reference, '5000.00')).expect(400);
    await entry.get('/api/customers').expect(403);

    const db = app.running.app.get(Database);
    expect(await confirmBankTransfer(db, chosen.body.reference, today)).toMatch(/^Confirmed/);
    expect(await confirmBankTransfer(db, chosen.body.reference, today)).toMatch(/already paid/);
    expect((await workspaceRow(owner.user.workspace.id)).expiry).toBe(monthsAfter(today, 2));
    await entry.get('/api/customers').expect(200);
    expect((await owner.browser.get('/api/payment/plan').expect(200)).body.expired).toBe(false);
  });

  it('renews before expiry from the current expiry, losing no days', async () => {
    const { owner } = await team();
    await app.sql(`UPDATE workspaces SET plan_id = 1, expiry = '2099-01-31' WHERE id = $1`, [owner.user.workspace.id]);
    const chosen = await owner.browser.post('/api/payment/plan', { plan_id: 1, months: 1 }).expect(200);
    await notify(signedNotification(chosen.body.reference, '6000.00')).expect(200);
    expect((await workspaceRow(owner.user.workspace.id)).expiry).toBe('2099-02-28');
  });

  it("shows each workspace only its own plan and payments", async () => {
    const ours = await team();
    const theirs = await team();
    await theirs.owner.browser.post('/api/payment/plan', { plan_id: 1, months: 1 }).expect(200);
    expect((await ours.owner.browser.get('/api/payment/plan').expect(200)).body).toEqual({
      plan: null,
      expiry: null,
      expired: false,
      payments: [],
      methods: ['payhere', 'bank_transfer'],
    });
  });
});
