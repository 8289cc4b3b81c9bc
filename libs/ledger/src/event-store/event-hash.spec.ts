import { createHash } from 'node:crypto';
import { canonicalJson, chainHash, contentDigest, GENESIS_HASH, hashRequest } from './event-hash';
import type { HashedEvent } from './event-hash';

const event: HashedEvent = {
  tenantId: '00000000-0000-4000-8000-000000000001',
  stream: 'invoice-1',
  streamVersion: 1,
  type: 'InvoiceConfirmed',
  schemaVersion: 1,
  payload: { total: '10.00', lines: [{ qty: '1.000' }] },
  metadata: { actor_id: null, role: 1, correlation_id: 'c', causation_id: null, idempotency_key: null },
  occurredOn: '2024-11-22',
  recordedAt: '2024-11-22T10:00:00.123000Z',
  postings: [
    { lineNo: 1, account: 'receivable', party: 'customer-1', debit: '10.00', credit: '0.00', commodity: null, quantity: '0.000' },
    { lineNo: 2, account: 'sales', party: null, debit: '0.00', credit: '10.00', commodity: null, quantity: '0.000' },
  ],
};

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: null, y: 'é' }], c: undefined } })).toBe('{"a":{"d":[2,{"y":"é","z":null}]},"b":1}');
  });

  it('refuses numbers JSON cannot carry', () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(TypeError);
  });
});

describe('chainHash', () => {
  it('does not depend on key order (jsonb reorders keys)', () => {
    const reordered = { ...event, payload: { lines: [{ qty: '1.000' }], total: '10.00' } };
    expect(chainHash(GENESIS_HASH, reordered)).toBe(chainHash(GENESIS_HASH, event));
  });

  it('changes with the previous hash, the payload and every posting field', () => {
    const base = chainHash(GENESIS_HASH, event);
    expect(chainHash('1'.repeat(64), event)).not.toBe(base);
    expect(chainHash(GENESIS_HASH, { ...event, payload: { total: '10.01' } })).not.toBe(base);
    const postings = event.postings.map((p, i) => (i === 0 ? { ...p, party: 'customer-2' } : p));
    expect(chainHash(GENESIS_HASH, { ...event, postings })).not.toBe(base);
    expect(chainHash(GENESIS_HASH, { ...event, recordedAt: '2024-11-22T10:00:00.123001Z' })).not.toBe(base);
    expect(chainHash(GENESIS_HASH, { ...event, streamVersion: 2 })).not.toBe(base);
  });

  it('seals the stream version outside the content digest, as ledger_append does', () => {
    const moved: HashedEvent = { ...event, streamVersion: 2 };
    expect(contentDigest(moved)).toBe(contentDigest(event));
    // PostgreSQL: encode(sha256(convert_to(prev || E'\n' || version || E'\n' || digest, 'UTF8')), 'hex')
    const digest = contentDigest(event);
    expect(chainHash(GENESIS_HASH, event)).toBe(createHash('sha256').update(`${GENESIS_HASH}\n1\n${digest}`).digest('hex'));
  });

  it('fingerprints requests by method, path and canonical body', () => {
    expect(hashRequest('post', '/api/x', { a: 1, b: 2 })).toBe(hashRequest('POST', '/api/x', { b: 2, a: 1 }));
    expect(hashRequest('POST', '/api/x', { a: 1 })).not.toBe(hashRequest('POST', '/api/y', { a: 1 }));
  });
});
