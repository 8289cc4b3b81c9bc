import { createScratchDatabase } from '../../../../tests/support/scratch-database';
import { appendToStream } from '../event-store/append-to-stream';
import { hashRequest } from '../event-store/event-hash';
import type { JsonValue } from '../event-store/ledger-event.types';
import { countEvents } from '../event-store/read-events';
import { openLedgerTestDb, type LedgerTestDb } from '../testing/ledger-test-db';
import { claimIdempotencyKey, completeIdempotencyKey } from './idempotency-store';

// The embedded database (no DATABASE_URL) is several times slower than a server.
jest.setTimeout(60_000);

let db: LedgerTestDb;
beforeAll(async () => {
  db = await openLedgerTestDb(await createScratchDatabase(), 8);
}, 60_000);
afterAll(() => db?.close(), 60_000);

/**
 * What the API's interceptor does with a POST: claim the key, do the work, store the
 * response, all in the request transaction. `fail` makes the handler throw after its work.
 */
function post(tenantId: string, key: string, body: { amount: string }, fail = false) {
  return db.asTenant(tenantId, async (tx): Promise<{ status: number; body: JsonValue }> => {
    const claim = await claimIdempotencyKey(tx, tenantId, key, hashRequest('POST', '/api/receipts', body));
    if (claim.state === 'replay') return { status: claim.status, body: claim.body };
    if (claim.state === 'mismatch') return { status: 422, body: { message: 'mismatch' } };
    if (claim.state === 'in_progress') return { status: 409, body: { message: 'in progress' } };
    // 'any': only the key stops a second receipt here, not the stream version.
    const [event] = await appendToStream(tx, {
      tenantId, stream: 'receipt-1', expectedVersion: 'any', metadata: { idempotency_key: key },
      events: [{ type: 'ReceiptConfirmed', schemaVersion: 1, payload: body, occurredOn: '2024-11-22',
        postings: [{ account: 'cash', debit: body.amount }, { account: 'receivable', party: 'c1', credit: body.amount }] }],
    });
    if (fail) throw new Error('handler failed after its work');
    const response = { position: event?.position ?? null, amount: body.amount };
    await completeIdempotencyKey(tx, tenantId, key, 201, response);
    return { status: 201, body: response };
  });
}

describe('idempotency keys', () => {
  it('applies the same POST sent 5 times at once only once, and answers each with the first response', async () => {
    const tenant = await db.createTenant();
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(tenant, 'key-1', { amount: '25.00' })));
    expect(await db.asTenant(tenant, (tx) => countEvents(tx, { tenantId: tenant }))).toBe(1);
    expect(new Set(responses.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(responses[0]).toMatchObject({ status: 201, body: { amount: '25.00' } });
    expect(await post(tenant, 'key-1', { amount: '25.00' })).toEqual(responses[0]);
  });

  it('refuses the same key with another body', async () => {
    const tenant = await db.createTenant();
    await post(tenant, 'key-2', { amount: '25.00' });
    expect(await post(tenant, 'key-2', { amount: '26.00' })).toEqual({ status: 422, body: { message: 'mismatch' } });
    expect(await db.asTenant(tenant, (tx) => countEvents(tx, { tenantId: tenant }))).toBe(1);
  });

  it('lets a retry run again when the first attempt rolled back', async () => {
    const tenant = await db.createTenant();
    await expect(post(tenant, 'key-3', { amount: '5.00' }, true)).rejects.toThrow('handler failed');
    expect(await post(tenant, 'key-3', { amount: '5.00' })).toMatchObject({ status: 201 });
    expect(await db.asTenant(tenant, (tx) => countEvents(tx, { tenantId: tenant }))).toBe(1);
  });

  it('keeps keys per tenant', async () => {
    const a = await db.createTenant();
    const b = await db.createTenant();
    await post(a, 'shared-key', { amount: '1.00' });
    expect(await post(b, 'shared-key', { amount: '2.00' })).toMatchObject({ status: 201, body: { amount: '2.00' } });
    const seen = await db.asTenant(b, (tx) => tx.query(`SELECT tenant_id FROM idempotency_key`));
    expect(seen).toEqual([{ tenant_id: b }]);
  });
});
