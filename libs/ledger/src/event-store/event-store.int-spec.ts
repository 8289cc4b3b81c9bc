import { Client } from 'pg';
import { createScratchDatabase } from '../../../../tests/support/scratch-database';
import { balances, explain } from '../read-models/account-balance/account-balance.queries';
import { openLedgerTestDb, type LedgerTestDb } from '../testing/ledger-test-db';
import type { SqlExecutor } from '../sql-executor';
import { appendToStream, appendToStreams, type AppendToStream } from './append-to-stream';
import { LedgerValidationError, StreamVersionConflict } from './ledger.errors';
import { countEvents, readAll, readEvents, readStream } from './read-events';
import { verifyHashChain } from './verify-hash-chain';

// The embedded database (no DATABASE_URL) is several times slower than a server.
jest.setTimeout(60_000);

let db: LedgerTestDb;
beforeAll(async () => {
  db = await openLedgerTestDb(await createScratchDatabase());
}, 60_000);
afterAll(() => db?.close(), 60_000);

const metadata = { actor_id: 'user-1', role: 1, correlation_id: 'req-1' };

function sale(tenantId: string, stream: string, expectedVersion: number | 'any', amount = '100.00', occurredOn = '2024-11-20'): AppendToStream {
  return {
    tenantId,
    stream,
    expectedVersion,
    metadata,
    events: [{
      type: 'SaleRecorded',
      schemaVersion: 1,
      payload: { invoice_id: stream, total: amount },
      occurredOn,
      postings: [
        { account: 'receivable', party: 'customer-1', debit: amount },
        { account: 'sales', credit: amount },
      ],
    }],
  };
}

describe('appending and reading', () => {
  it('appends events with postings and reads them back, hash-chained', async () => {
    const tenant = await db.createTenant();
    const first = await db.asTenant(tenant, (tx) => appendToStream(tx, sale(tenant, 'invoice-1', 0)));
    const second = await db.asTenant(tenant, (tx) =>
      appendToStream(tx, {
        tenantId: tenant,
        stream: 'invoice-1',
        expectedVersion: 1,
        metadata,
        events: [
          { type: 'ReceiptConfirmed', schemaVersion: 1, payload: { amount: '40.00' }, occurredOn: '2024-11-21',
            postings: [{ account: 'cash', debit: '40.00' }, { account: 'receivable', party: 'customer-1', credit: '40.00' }] },
          { type: 'StockMoved', schemaVersion: 2, payload: { product: 42 }, occurredOn: '2024-11-22',
            postings: [
              { account: 'inventory', commodity: 'product:42', quantity: '-2.500', credit: '25.00' },
              { account: 'cost-of-sales', commodity: 'product:42', quantity: '2.500', debit: '25.00' },
            ] },
        ],
      }),
    );
    expect(second.map((e) => e.streamVersion)).toEqual([2, 3]);
    expect(second[0]?.position).toBeGreaterThan(first[0]?.position ?? Infinity);
    expect(second[0]?.prevHash).toBe(first[0]?.hash);

    const stream = await db.asTenant(tenant, (tx) => readStream(tx, { tenantId: tenant, stream: 'invoice-1' }));
    expect(stream).toEqual([...first, ...second]);
    expect(stream[2]?.postings[0]).toEqual({
      lineNo: 1, account: 'inventory', party: null, debit: '0.00', credit: '25.00', commodity: 'product:42', quantity: '-2.500',
    });

    await db.asTenant(tenant, async (tx) => {
      expect(await readEvents(tx, { tenantId: tenant, types: ['ReceiptConfirmed'] })).toHaveLength(1);
      expect(await countEvents(tx, { tenantId: tenant, occurredFrom: '2024-11-21', occurredTo: '2024-11-21' })).toBe(1);
      const page = await readAll(tx, { tenantId: tenant, limit: 2 });
      expect(page.events).toHaveLength(2);
      const rest = await readAll(tx, { tenantId: tenant, afterPosition: page.next ?? 0, limit: 2 });
      expect(rest).toEqual({ events: [stream[2]], next: null });

      expect(await balances(tx, { tenantId: tenant, account: 'receivable' })).toEqual([
        { account: 'receivable', party: 'customer-1', commodity: null, debit: '100.00', credit: '40.00', balance: '60.00', quantity: '0.000' },
      ]);
      expect(await balances(tx, { tenantId: tenant, commodity: 'product:42' })).toEqual([
        { account: 'cost-of-sales', party: null, commodity: 'product:42', debit: '25.00', credit: '0.00', balance: '25.00', quantity: '2.500' },
        { account: 'inventory', party: null, commodity: 'product:42', debit: '0.00', credit: '25.00', balance: '-25.00', quantity: '-2.500' },
      ]);
      const why = await explain(tx, { tenantId: tenant, account: 'receivable', party: 'customer-1', asOf: '2024-11-21' });
      expect(why).toMatchObject({ balance: '60.00', total: 2 });
      expect(why.lines.map((l) => [l.event.type, l.posting.debit, l.posting.credit])).toEqual([
        ['SaleRecorded', '100.00', '0.00'],
        ['ReceiptConfirmed', '0.00', '40.00'],
      ]);
    });
    expect(await db.asSuperuser((tx) => verifyHashChain(tx, { tenantId: tenant }))).toEqual([
      { tenantId: tenant, events: 3, brokenAt: null, reason: null },
    ]);
  });

  it('refuses an append at a stale expected version', async () => {
    const tenant = await db.createTenant();
    await db.asTenant(tenant, (tx) => appendToStream(tx, sale(tenant, 'invoice-2', 0)));
    await expect(db.asTenant(tenant, (tx) => appendToStream(tx, sale(tenant, 'invoice-2', 0)))).rejects.toBeInstanceOf(StreamVersionConflict);
    await expect(db.asTenant(tenant, (tx) => appendToStream(tx, sale(tenant, 'invoice-2', 2)))).rejects.toMatchObject({
      name: 'StreamVersionConflict', expectedVersion: 2, actualVersion: 1,
    });
    await db.asTenant(tenant, (tx) => appendToStream(tx, sale(tenant, 'invoice-2', 'any')));
    expect(await db.asTenant(tenant, (tx) => countEvents(tx, { tenantId: tenant }))).toBe(2);
  });

  it('appends to many streams at once as one append each would: versions, balances, one hash chain', async () => {
    const tenant = await db.createTenant();
    await db.asTenant(tenant, (tx) => appendToStream(tx, sale(tenant, 'invoice-3', 0)));
    const two = sale(tenant, 'invoice-4', 0, '5.00');
    const recorded = await db.asTenant(tenant, (tx) =>
      appendToStreams(tx, [sale(tenant, 'invoice-3', 1, '20.00'), { ...two, events: [...two.events, ...sale(tenant, 'invoice-4', 1, '7.00').events] }]),
    );
    expect(recorded.map((e) => [e.stream, e.streamVersion])).toEqual([['invoice-3', 2], ['invoice-4', 1], ['invoice-4', 2]]);
    expect(recorded[1]?.prevHash).toBe(recorded[0]?.hash);
    expect(await db.asTenant(tenant, (tx) => readStream(tx, { tenantId: tenant, stream: 'invoice-4' }))).toEqual(recorded.slice(1));
    await db.asTenant(tenant, async (tx) => {
      expect(await balances(tx, { tenantId: tenant, account: 'sales' })).toMatchObject([{ credit: '132.00' }]);
    });
    await expect(db.asTenant(tenant, (tx) => appendToStreams(tx, [sale(tenant, 'invoice-5', 0), sale(tenant, 'invoice-3', 1)]))).rejects.toMatchObject({
      name: 'StreamVersionConflict', stream: 'invoice-3', expectedVersion: 1, actualVersion: 2,
    });
    expect(await db.asTenant(tenant, (tx) => countEvents(tx, { tenantId: tenant }))).toBe(4);
    expect(await db.asSuperuser((tx) => verifyHashChain(tx, { tenantId: tenant }))).toEqual([{ tenantId: tenant, events: 4, brokenAt: null, reason: null }]);
  });

  it('refuses malformed appends before touching the database', async () => {
    const tenant = await db.createTenant();
    const bad = (change: (a: AppendToStream) => void) => {
      const append = sale(tenant, 'invoice-3', 0);
      change(append);
      return db.asTenant(tenant, (tx) => appendToStream(tx, append));
    };
    await expect(bad((a) => { a.events = [{ ...a.events[0]!, postings: [{ account: 'sales', credit: '1.00' }] }]; }))
      .rejects.toThrow(/debits 0.00 ≠ credits 1.00/);
    await expect(bad((a) => { a.events = [{ ...a.events[0]!, postings: [{ account: 'sales', credit: '1.005' }, { account: 'x', debit: '1.005' }] }]; }))
      .rejects.toThrow(/at most 2 decimal places/);
    await expect(bad((a) => { a.events = [{ ...a.events[0]!, occurredOn: '2024-02-30' }]; })).rejects.toBeInstanceOf(LedgerValidationError);
    await expect(bad((a) => {
      a.events = [{ ...a.events[0]!, postings: [{ account: 'inventory', commodity: 'p', quantity: '1' }, { account: 'out', commodity: 'p', quantity: '-0.999' }] }];
    })).rejects.toThrow(/quantities of p sum to 0.001/);
  });
});

describe('concurrency', () => {
  it('lets exactly one of 20 parallel appends at the same expected version through', async () => {
    const tenant = await db.createTenant();
    await db.asTenant(tenant, (tx) => appendToStream(tx, sale(tenant, 'invoice-9', 0)));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => db.asTenant(tenant, (tx) => appendToStream(tx, sale(tenant, 'invoice-9', 1, `${i + 1}.00`)))),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) expect(r.reason).toBeInstanceOf(StreamVersionConflict);

    const amount = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof appendToStream>>>).value[0]?.postings[0]?.debit;
    await db.asSuperuser(async (tx) => {
      const [counts] = await tx.query<{ events: string; postings: string; head: string }>(
        `SELECT (SELECT count(*) FROM ledger_event WHERE tenant_id = $1)::text AS events,
                (SELECT count(*) FROM ledger_posting WHERE tenant_id = $1)::text AS postings,
                (SELECT event_count FROM ledger_head WHERE tenant_id = $1)::text AS head`,
        [tenant],
      );
      expect(counts).toEqual({ events: '2', postings: '4', head: '2' });
      expect(await balances(tx, { tenantId: tenant, account: 'sales' })).toMatchObject([
        { credit: (100 + Number(amount)).toFixed(2) },
      ]);
      expect((await verifyHashChain(tx, { tenantId: tenant }))[0]?.brokenAt).toBeNull();
    });
  });

  it('maps a unique violation on the stream key to StreamVersionConflict', async () => {
    const tenant = await db.createTenant();
    // A writer that bypasses the head lock (raw SQL) holds version 1 of the stream, uncommitted.
    const raw = new Client(db.url);
    await raw.connect();
    try {
      await raw.query('BEGIN');
      await raw.query(
        `INSERT INTO ledger_event (tenant_id, stream, stream_version, type, schema_version, payload, metadata,
                                   occurred_on, recorded_at, prev_hash, hash)
         VALUES ($1, 'invoice-raw', 1, 'X', 1, '{}', '{}', '2024-01-01', now(), 'x', 'x')`,
        [tenant],
      );
      const append = db.asTenant(tenant, (tx) => appendToStream(tx, sale(tenant, 'invoice-raw', 0)));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await raw.query('COMMIT');
      await expect(append).rejects.toBeInstanceOf(StreamVersionConflict);
    } finally {
      await raw.end();
    }
  });
});

describe('the database guards the ledger', () => {
  let tenant: string;
  beforeAll(async () => {
    tenant = await db.createTenant();
    await db.asTenant(tenant, (tx) => appendToStream(tx, sale(tenant, 'invoice-5', 0)));
  });

  const statements = [
    `UPDATE ledger_event SET payload = '{}'`,
    `DELETE FROM ledger_event`,
    `TRUNCATE ledger_event CASCADE`,
    `UPDATE ledger_posting SET debit = debit`,
    `DELETE FROM ledger_posting`,
    `TRUNCATE ledger_posting`,
  ];

  it.each(statements)('refuses %s as the superuser, even as a replica', async (sql) => {
    await expect(db.asSuperuser((tx) => tx.query(sql))).rejects.toThrow(/append-only/);
    await expect(db.asSuperuser(async (tx) => {
      await tx.query(`SET LOCAL session_replication_role = replica`);
      await tx.query(sql);
    })).rejects.toThrow(/append-only/);
  });

  it.each(statements)('refuses %s as the application role', async (sql) => {
    await expect(db.asTenant(tenant, (tx) => tx.query(sql))).rejects.toThrow(/permission denied|append-only/);
  });

  it('refuses unbalanced postings written with raw SQL at commit', async () => {
    const insertEvent = async (tx: SqlExecutor, stream: string) => {
      const [row] = await tx.query<{ position: string }>(
        `INSERT INTO ledger_event (tenant_id, stream, stream_version, type, schema_version, payload, metadata,
                                   occurred_on, recorded_at, prev_hash, hash)
         VALUES ($1, $2, 1, 'X', 1, '{}', '{}', '2024-01-01', now(), 'x', 'x') RETURNING position::text`,
        [tenant, stream],
      );
      return row?.position;
    };
    await expect(db.asSuperuser(async (tx) => {
      const position = await insertEvent(tx, 'raw-1');
      await tx.query(`INSERT INTO ledger_posting (tenant_id, position, line_no, account, debit) VALUES ($1, $2, 1, 'cash', 10), ($1, $2, 2, 'sales', 0.01)`,
        [tenant, position]);
    })).rejects.toThrow(/ledger_posting_not_empty|do not balance/);
    await expect(db.asSuperuser(async (tx) => {
      const position = await insertEvent(tx, 'raw-2');
      await tx.query(`INSERT INTO ledger_posting (tenant_id, position, line_no, account, debit, credit) VALUES ($1, $2, 1, 'cash', 10, 0), ($1, $2, 2, 'sales', 0, 9.99)`,
        [tenant, position]);
    })).rejects.toThrow(/do not balance/);
    await expect(db.asTenant(tenant, async (tx) => {
      const position = await insertEvent(tx, 'raw-3');
      await tx.query(`INSERT INTO ledger_posting (tenant_id, position, line_no, account, commodity, quantity) VALUES ($1, $2, 1, 'inventory', 'p', 2), ($1, $2, 2, 'out', 'p', -1)`,
        [tenant, position]);
    })).rejects.toThrow(/do not balance/);
  });

  it('catches a payload or posting altered by a superuser', async () => {
    const victim = await db.createTenant();
    const events = [];
    for (let i = 0; i < 4; i++) {
      events.push(...(await db.asTenant(victim, (tx) => appendToStream(tx, sale(victim, `invoice-${i}`, 0)))));
    }
    const tamper = (table: string, sql: string, params: unknown[]) => db.asSuperuser(async (tx) => {
      await tx.query(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_no_change`);
      await tx.query(sql, params);
      await tx.query(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_no_change`);
    });
    await tamper('ledger_posting', `UPDATE ledger_posting SET debit = 1000 WHERE tenant_id = $1 AND position = $2 AND line_no = 1`,
      [victim, events[2]?.position]);
    expect(await db.asSuperuser((tx) => verifyHashChain(tx, { tenantId: victim }))).toEqual([
      { tenantId: victim, events: 2, brokenAt: events[2]?.position, reason: 'hash' },
    ]);
    await tamper('ledger_event', `UPDATE ledger_event SET payload = '{"total":"1.00"}' WHERE tenant_id = $1 AND position = $2`,
      [victim, events[1]?.position]);
    expect((await db.asTenant(victim, (tx) => verifyHashChain(tx, { tenantId: victim })))[0]).toMatchObject({
      brokenAt: events[1]?.position, reason: 'hash',
    });
    await tamper('ledger_posting', `DELETE FROM ledger_posting WHERE tenant_id = $1 AND position = $2`, [victim, events[3]?.position]);
    await tamper('ledger_event', `DELETE FROM ledger_event WHERE tenant_id = $1 AND position = $2`, [victim, events[3]?.position]);
    const untouched = await db.createTenant();
    await db.asTenant(untouched, (tx) => appendToStream(tx, sale(untouched, 'invoice-1', 0)));
    const all = await db.asSuperuser((tx) => verifyHashChain(tx));
    expect(all.find((r) => r.tenantId === victim)).toMatchObject({ brokenAt: events[1]?.position, reason: 'hash' });
    expect(all.find((r) => r.tenantId === untouched)).toMatchObject({ brokenAt: null });
  });

  // Each column the chain covers, changed on the first of two events.
  it.each([
    ['stream', `stream = stream || 'x'`],
    ['stream_version', 'stream_version = stream_version + 10'],
    ['type', `type = 'Other'`],
    ['schema_version', 'schema_version = schema_version + 1'],
    ['metadata', `metadata = metadata || '{"role":2}'`],
    ['occurred_on', 'occurred_on = occurred_on + 1'],
    ['recorded_at', `recorded_at = recorded_at + interval '1 microsecond'`],
    ['hash', `hash = repeat('f', 64)`],
  ])('catches %s altered by a superuser', async (_column, set) => {
    const victim = await db.createTenant();
    const [first] = await db.asTenant(victim, (tx) => appendToStream(tx, sale(victim, 'invoice-1', 0)));
    await db.asTenant(victim, (tx) => appendToStream(tx, sale(victim, 'invoice-2', 0)));
    await db.asSuperuser(async (tx) => {
      await tx.query(`ALTER TABLE ledger_event DISABLE TRIGGER ledger_event_no_change`);
      await tx.query(`UPDATE ledger_event SET ${set} WHERE tenant_id = $1 AND position = $2`, [victim, first?.position]);
      await tx.query(`ALTER TABLE ledger_event ENABLE TRIGGER ledger_event_no_change`);
    });
    // An altered hash still matches nothing after it: the next event's prev_hash gives it away.
    const [result] = await db.asSuperuser((tx) => verifyHashChain(tx, { tenantId: victim }));
    expect(result?.brokenAt).toBeGreaterThanOrEqual(first?.position ?? Infinity);
    expect(result?.reason).not.toBeNull();
  });

  it('detects events removed from the end of a chain', async () => {
    const victim = await db.createTenant();
    await db.asTenant(victim, (tx) => appendToStream(tx, sale(victim, 'invoice-1', 0)));
    const [last] = await db.asTenant(victim, (tx) => appendToStream(tx, sale(victim, 'invoice-2', 0)));
    await db.asSuperuser(async (tx) => {
      await tx.query(`ALTER TABLE ledger_posting DISABLE TRIGGER ledger_posting_no_change`);
      await tx.query(`ALTER TABLE ledger_event DISABLE TRIGGER ledger_event_no_change`);
      await tx.query(`DELETE FROM ledger_posting WHERE tenant_id = $1 AND position = $2`, [victim, last?.position]);
      await tx.query(`DELETE FROM ledger_event WHERE tenant_id = $1 AND position = $2`, [victim, last?.position]);
      await tx.query(`ALTER TABLE ledger_posting ENABLE TRIGGER ledger_posting_no_change`);
      await tx.query(`ALTER TABLE ledger_event ENABLE TRIGGER ledger_event_no_change`);
    });
    expect((await db.asSuperuser((tx) => verifyHashChain(tx, { tenantId: victim })))[0]).toMatchObject({
      events: 1, brokenAt: last?.position, reason: 'head',
    });
  });
});

describe('row-level security', () => {
  it("shows tenant B none of tenant A's events, postings, balances or heads", async () => {
    const a = await db.createTenant();
    const b = await db.createTenant();
    await db.asTenant(a, (tx) => appendToStream(tx, sale(a, 'invoice-1', 0)));
    await db.asTenant(b, async (tx) => {
      for (const table of ['ledger_event', 'ledger_posting', 'ledger_head', 'ledger_checkpoint', 'ledger_balance_daily']) {
        const [row] = await tx.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table} WHERE tenant_id = $1`, [a]);
        expect([table, row?.n]).toEqual([table, '0']);
      }
      expect(await readStream(tx, { tenantId: a, stream: 'invoice-1' })).toEqual([]);
      expect(await balances(tx, { tenantId: a })).toEqual([]);
      expect(await balances(tx, { tenantId: a, knownAt: new Date() })).toEqual([]);
      expect((await explain(tx, { tenantId: a, account: 'sales' })).total).toBe(0);
      expect(await verifyHashChain(tx, { tenantId: a })).toEqual([]);
    });
    await expect(db.asTenant(b, (tx) => appendToStream(tx, sale(a, 'invoice-2', 0)))).rejects.toThrow(/row-level security/);
  });
});
