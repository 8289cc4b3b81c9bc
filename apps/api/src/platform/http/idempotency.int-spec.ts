import { registerWorkspace, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let owner: Registered;
beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Idempotent Co');
});
afterAll(() => app.close());

const units = async (name: string) =>
  (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM units WHERE name = $1`, [name]))[0].n;

describe('Idempotency-Key', () => {
  it('applies the same POST sent 5 times at once exactly once, and answers each with the first response', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => owner.browser.post('/api/units', { name: 'Litre' }).set('Idempotency-Key', 'unit-litre-1')),
    );
    expect(responses.map((r) => [r.status, r.body.message])).toEqual([201, 201, 201, 201, 201].map((s) => [s, undefined]));
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await units('Litre')).toBe(1);
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    await owner.browser.post('/api/units', { name: 'Metre' }).set('Idempotency-Key', 'unit-metre').expect(201);
    const refused = await owner.browser.post('/api/units', { name: 'Yard' }).set('Idempotency-Key', 'unit-metre').expect(422);
    expect(refused.body.errors).toEqual({ idempotency_key: ['This Idempotency-Key was already used for a different request.'] });
    expect(refused.body).toMatchObject({ code: 'idempotency.key-reused', error_codes: { idempotency_key: [{ code: 'idempotency.key-reused' }] } });
    expect(await units('Yard')).toBe(0);
  });

  it('lets a retry run again after a failed attempt', async () => {
    await app.sql(`UPDATE workspaces SET uom = 0 WHERE id = $1`, [owner.user.workspace.id]);
    await owner.browser.post('/api/units', { name: 'Gram' }).set('Idempotency-Key', 'unit-gram').expect(403);
    await app.sql(`UPDATE workspaces SET uom = 1 WHERE id = $1`, [owner.user.workspace.id]);
    await owner.browser.post('/api/units', { name: '' }).set('Idempotency-Key', 'unit-gram').expect(422);
    await owner.browser.post('/api/units', { name: 'Gram' }).set('Idempotency-Key', 'unit-gram').expect(201);
    await owner.browser.post('/api/units', { name: 'Gram' }).set('Idempotency-Key', 'unit-gram').expect(201);
    expect(await units('Gram')).toBe(1);
  });

  it('applies a POST alias that continues as a DELETE once: a retry gets the first answer', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
    const income = await owner.browser.post('/api/incomes', { account: 'cash', amount: '5.00', date: today }).expect(201);
    const first = await owner.browser.post(`/api/transactions/delete/transaction/${income.body.id}`, {}).set('Idempotency-Key', 'reverse-income').expect(200);
    const retry = await owner.browser.post(`/api/transactions/delete/transaction/${income.body.id}`, {}).set('Idempotency-Key', 'reverse-income').expect(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
  });

  it('keeps keys per workspace', async () => {
    const other = await registerWorkspace(app, 'Other Idempotent Co');
    await other.browser.post('/api/units', { name: 'Litre' }).set('Idempotency-Key', 'unit-litre-1').expect(201);
    expect(await units('Litre')).toBe(2);
  });
});
