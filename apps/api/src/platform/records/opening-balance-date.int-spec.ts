import { Money, ROLES } from '@ginuma/domain';
import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

/*
 * The workspace's opening date ("opening balances as of"): every opening balance is dated it,
 * moving it moves them through the ledger, and no move nor correction leaves a money account or
 * a product's stock below zero on any day.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** "1 January": far enough back that every day of the scenarios is in the past. */
const jan = (day: number) => shift(today(), day - 61);
const events = async () => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_event`))[0].n;
const settings = { business_name: 'Opening Date Co', time_zone: 'Asia/Colombo', base_currency: 'LKR' };

/** Each day an account (or, with a commodity, a stock) moved, with its balance at the end of it. */
async function days(tenantId: string, account: string, commodity = ''): Promise<{ on: string; balance: string }[]> {
  return app.sql(
    `SELECT to_char(occurred_on, 'YYYY-MM-DD') AS on,
            (sum(${commodity ? 'quantity' : 'debit - credit'}) OVER (ORDER BY occurred_on))::text AS balance
       FROM ledger_balance_daily WHERE tenant_id = $1 AND account = $2 AND party = '' AND commodity = $3 ORDER BY occurred_on`,
    [tenantId, account, commodity],
  );
}

async function opened(name: string): Promise<{ owner: Registered; bank: string; category: string }> {
  const owner = await registerWorkspace(app, name);
  await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [owner.user.workspace.id]);
  await owner.browser.put('/api/configurations', { ...settings, opening_balance_date: jan(1) }).expect(200);
  const bank = (await owner.browser.post('/api/bank-accounts', { name: 'BOC', opening_balance: '1000' }).expect(201)).body.id as string;
  const category = (await owner.browser.post('/api/expenses-categories', { name: 'Rent', type: 'Cost of Operations' }).expect(201)).body.id as string;
  return { owner, bank, category };
}

describe('the opening date', () => {
  it('is the registration day until Business Configuration says otherwise, and an opening balance is dated it', async () => {
    const owner = await registerWorkspace(app, 'Fresh Co');
    expect((await owner.browser.get('/api/configurations').expect(200)).body.opening_balance_date).toBe(today());
    const customer = await owner.browser.post('/api/customers', { name: 'Perera', open_outstanding: '10' }).expect(201);
    const [set] = await app.sql<{ on: string }>(`SELECT occurred_on::text AS on FROM ledger_event WHERE stream = $1`, [`customer-${customer.body.id}`]);
    expect(set.on).toBe(today());
    // Saved without one, it keeps the date in force.
    expect((await owner.browser.put('/api/configurations', settings).expect(200)).body.opening_balance_date).toBe(today());
  });

  it('dates a bank’s opening on it and accepts a payment out of it after it; refuses to move it past that payment (409), changing nothing', async () => {
    const { owner, bank, category } = await opened('Moving Co');
    const tenant = owner.user.workspace.id;
    expect(await days(tenant, `bank:${bank}`)).toEqual([{ on: jan(1), balance: '1000.00' }]);
    await owner.browser.post('/api/expenses', { account: bank, amount: '1000.00', expense_category_id: category, date: jan(5) }).expect(201);

    const before = await events();
    const refused = await owner.browser.put('/api/configurations', { ...settings, opening_balance_date: jan(10) }).expect(409);
    expect(refused.body).toMatchObject({
      code: 'opening-balances.opening-date-overdraws',
      params: { date: jan(10), on: jan(5) },
      message: `Dated ${jan(10)}, the opening balances would leave a money account or a product’s stock below zero on ${jan(5)}.`,
    });
    expect(await events()).toBe(before);
    expect((await owner.browser.get('/api/configurations').expect(200)).body.opening_balance_date).toBe(jan(1));

    // Up to the payment's own day it fits, to the day; earlier always does.
    await owner.browser.put('/api/configurations', { ...settings, opening_balance_date: jan(5) }).expect(200);
    expect(await days(tenant, `bank:${bank}`)).toEqual([
      { on: jan(1), balance: '0.00' },
      { on: jan(5), balance: '0.00' },
    ]);
    const moved = await owner.browser.put('/api/configurations', { ...settings, opening_balance_date: shift(jan(1), -40) }).expect(200);
    expect(moved.body.opening_balance_date).toBe(shift(jan(1), -40));
    for (const d of await days(tenant, `bank:${bank}`)) expect(Money.of(d.balance).isNegative()).toBe(false);
    expect((await owner.browser.get(`/api/bank-accounts/${bank}`).expect(200)).body).toMatchObject({ opening_balance: '1000.00', balance: '0.00' });
  });

  it('moves customers’ and products’ openings too, refusing a move that empties the stock a later out took', async () => {
    const { owner } = await opened('Stock Move Co');
    const tenant = owner.user.workspace.id;
    const customer = (await owner.browser.post('/api/customers', { name: 'Perera', open_outstanding: '500' }).expect(201)).body.id as string;
    const tea = (await owner.browser.post('/api/products', { name: 'Tea', type: 'Stockable', selling_price: '100', unit_cost: '5', open_stock: '10' }).expect(201)).body.id as string;
    expect(await days(tenant, 'inventory', `product:${tea}`)).toEqual([{ on: jan(1), balance: '10.000' }]);
    await owner.browser.post(`/api/products/stock/${tea}`, { quantity: '10', transaction_type: 'out', date: jan(3) }).expect(201);
    expect((await owner.browser.put('/api/configurations', { ...settings, opening_balance_date: jan(4) }).expect(409)).body.params).toEqual({ date: jan(4), on: jan(3) });

    await owner.browser.put('/api/configurations', { ...settings, opening_balance_date: jan(2) }).expect(200);
    expect((await days(tenant, 'inventory', `product:${tea}`)).map((d) => [d.on, d.balance])).toEqual([
      [jan(1), '0.000'],
      [jan(2), '10.000'],
      [jan(3), '0.000'],
    ]);
    const receivable = await app.sql<{ on: string; amount: string }>(
      `SELECT occurred_on::text AS on, sum(debit - credit)::text AS amount FROM ledger_balance_daily
        WHERE tenant_id = $1 AND account = 'receivable' AND party = $2 GROUP BY occurred_on HAVING sum(debit - credit) <> 0`,
      [tenant, `customer:${customer}`],
    );
    expect(receivable).toEqual([{ on: jan(2), amount: '500.00' }]);
    // The figures on the records are unchanged: moving is not changing.
    expect((await owner.browser.get(`/api/customers/${customer}`).expect(200)).body).toMatchObject({ open_outstanding: '500.00', total_outstanding: '500.00' });
  });

  it('checks a correction to an opening balance on every day from the opening date', async () => {
    const { owner, bank, category } = await opened('Correction Co');
    await owner.browser.post('/api/expenses', { account: bank, amount: '800.00', expense_category_id: category, date: jan(5) }).expect(201);
    const before = await events();
    const refused = await owner.browser.put(`/api/bank-accounts/${bank}`, { name: 'BOC', opening_balance: '100' }).expect(422);
    expect(refused.body.error_codes).toEqual({ opening_balance: [{ code: 'cashbook.overdrawn', params: { available: '200.00', on: jan(5) } }] });
    expect(await events()).toBe(before);
    await owner.browser.put(`/api/bank-accounts/${bank}`, { name: 'BOC', opening_balance: '800' }).expect(200);
    expect(await days(owner.user.workspace.id, `bank:${bank}`)).toEqual([
      { on: jan(1), balance: '800.00' },
      { on: jan(5), balance: '0.00' },
    ]);
  });

  it('leaves documents dated before it alone, and will not move across a locked period', async () => {
    const { owner, bank } = await opened('Locked Co');
    await owner.browser.post('/api/incomes', { account: bank, amount: '50.00', date: shift(jan(1), -5) }).expect(201);
    await owner.browser.put('/api/ledger/lock', { lock_date: jan(2) }).expect(200);
    const before = await events();
    const refused = await owner.browser.put('/api/configurations', { ...settings, opening_balance_date: jan(3) }).expect(422);
    expect(refused.body.code).toBe('period-lock.period-locked');
    expect(await events()).toBe(before);
    // An opening set once the books are locked through the opening date counts on the first open day.
    const cash = await owner.browser.post('/api/customers', { name: 'Late', open_outstanding: '5' }).expect(201);
    const [set] = await app.sql<{ on: string }>(`SELECT occurred_on::text AS on FROM ledger_event WHERE stream = $1`, [`customer-${cash.body.id}`]);
    expect(set.on).toBe(jan(3));
  });

  it('is set only by those who may edit Business Configuration', async () => {
    const { owner } = await opened('Audit Co');
    const audit = await signInNewUser(app, owner.user.workspace.id, ROLES.audit);
    await audit.put('/api/configurations', { ...settings, opening_balance_date: jan(2) }).expect(403);
    expect((await owner.browser.put('/api/configurations', { ...settings, opening_balance_date: '0000-01-01' }).expect(422)).body.errors).toHaveProperty('opening_balance_date');
  });
});
