import fc from 'fast-check';
import { createScratchDatabase } from '../../../../../tests/support/scratch-database';
import { appendToStream } from '../../event-store/append-to-stream';
import type { NewPosting } from '../../event-store/ledger-event.types';
import { readEvents } from '../../event-store/read-events';
import { verifyHashChain } from '../../event-store/verify-hash-chain';
import { rebuildProjections, verifyProjections } from '../../projections/rebuild-projections';
import type { SqlExecutor } from '../../sql-executor';
import { openLedgerTestDb, type LedgerTestDb } from '../../testing/ledger-test-db';
import { balances, explain, type AccountBalance } from './account-balance.queries';

// The embedded database (no DATABASE_URL) is several times slower than a server.
jest.setTimeout(60_000);

let db: LedgerTestDb;
beforeAll(async () => {
  db = await openLedgerTestDb(await createScratchDatabase(), 4);
}, 60_000);
afterAll(() => db?.close(), 60_000);

const BASE = Date.parse('2024-04-01T09:00:00.000Z');
const dayOf = (d: number) => `2024-03-${10 + d}`;

// A random money event: some debits, credits that take the same total, maybe a stock move.
const side = fc.record({
  account: fc.constantFrom('cash', 'bank', 'receivable', 'sales', 'tax'),
  party: fc.constantFrom(null, 'customer-1', 'customer-2'),
});
const moneyEvent = fc.record({
  stream: fc.constantFrom('invoice-1', 'invoice-2', 'receipt-1'),
  day: fc.integer({ min: 1, max: 10 }),
  debits: fc.array(fc.record({ side, cents: fc.integer({ min: 1, max: 10_000_000 }) }), { minLength: 1, maxLength: 3 }),
  credits: fc.array(side, { minLength: 1, maxLength: 2 }),
  stock: fc.option(fc.record({ commodity: fc.constantFrom('product:1', 'product:2'), milli: fc.integer({ min: 1, max: 5_000_000 }) }), { nil: undefined }),
});
type MoneyEvent = typeof moneyEvent extends fc.Arbitrary<infer T> ? T : never;

interface Line { account: string; party: string | null; commodity: string | null; debit: number; credit: number; milli: number }

function linesOf(e: MoneyEvent): Line[] {
  const total = e.debits.reduce((n, d) => n + d.cents, 0);
  const lines: Line[] = e.debits.map((d) => ({ ...d.side, commodity: null, debit: d.cents, credit: 0, milli: 0 }));
  const credits = total >= e.credits.length ? e.credits : e.credits.slice(0, 1);
  let left = total;
  credits.forEach((c, i) => {
    const cents = i === credits.length - 1 ? left : Math.floor(total / credits.length);
    left -= cents;
    lines.push({ ...c, commodity: null, debit: 0, credit: cents, milli: 0 });
  });
  if (e.stock) {
    lines.push({ account: 'inventory', party: null, commodity: e.stock.commodity, debit: 0, credit: 0, milli: e.stock.milli });
    lines.push({ account: 'stock-out', party: null, commodity: e.stock.commodity, debit: 0, credit: 0, milli: -e.stock.milli });
  }
  return lines;
}

const cents = (n: number) => (n / 100).toFixed(2);
const postingOf = (l: Line): NewPosting => ({
  account: l.account,
  party: l.party,
  ...(l.debit ? { debit: cents(l.debit) } : {}),
  ...(l.credit ? { credit: cents(l.credit) } : {}),
  ...(l.milli ? { commodity: l.commodity, quantity: (l.milli / 1000).toFixed(3) } : {}),
});

/** The model: balances folded in memory from the events that pass `include`. */
function replay(events: readonly MoneyEvent[], include: (e: MoneyEvent, i: number) => boolean): Record<string, string> {
  const sums = new Map<string, { debit: number; credit: number; milli: number }>();
  events.forEach((e, i) => {
    if (!include(e, i)) return;
    for (const l of linesOf(e)) {
      const key = [l.account, l.party ?? '', l.commodity ?? ''].join('|');
      const s = sums.get(key) ?? { debit: 0, credit: 0, milli: 0 };
      sums.set(key, { debit: s.debit + l.debit, credit: s.credit + l.credit, milli: s.milli + l.milli });
    }
  });
  return Object.fromEntries([...sums].map(([k, s]) => [k, `${cents(s.debit)} ${cents(s.credit)} ${cents(s.debit - s.credit)} ${(s.milli / 1000).toFixed(3)}`]));
}

function flatten(rows: readonly AccountBalance[]): Record<string, string> {
  return Object.fromEntries(rows.map((r) => [[r.account, r.party ?? '', r.commodity ?? ''].join('|'), `${r.debit} ${r.credit} ${r.balance} ${r.quantity}`]));
}

const dump = (tx: SqlExecutor, tenantId: string) =>
  tx.query(`SELECT * FROM ledger_balance_daily WHERE tenant_id = $1 ORDER BY account, party, commodity, occurred_on`, [tenantId]);

describe('account balances over random money events (property)', () => {
  it('agree with a replay as of any date and as known at any time, and rebuild to the same rows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(moneyEvent, { minLength: 1, maxLength: 12 }), fc.nat(), async (events, pick) => {
        const tenant = await db.createTenant();
        for (const [i, e] of events.entries()) {
          await db.asTenant(tenant, (tx) => appendToStream(tx, {
            tenantId: tenant, stream: e.stream, expectedVersion: 'any', metadata: { correlation_id: `req-${i}` },
            recordedAt: new Date(BASE + i * 60_000),
            events: [{ type: 'MoneyMoved', schemaVersion: 1, payload: { i }, occurredOn: dayOf(e.day), postings: linesOf(e).map(postingOf) }],
          }));
        }

        await db.asTenant(tenant, async (tx) => {
          // Every event's postings balance, money and each commodity.
          for (const event of await readEvents(tx, { tenantId: tenant }, { limit: 100 })) {
            const sum = (f: (p: (typeof event.postings)[number]) => string) => event.postings.reduce((n, p) => n + Math.round(Number(f(p)) * 1000), 0);
            expect(sum((p) => p.debit)).toBe(sum((p) => p.credit));
            for (const c of new Set(event.postings.map((p) => p.commodity).filter(Boolean))) {
              expect(event.postings.filter((p) => p.commodity === c).reduce((n, p) => n + Math.round(Number(p.quantity) * 1000), 0)).toBe(0);
            }
          }

          expect(flatten(await balances(tx, { tenantId: tenant }))).toEqual(replay(events, () => true));
          for (const d of [0, 1, 4, 7, 10]) {
            const asOf = dayOf(d);
            const expected = replay(events, (e) => e.day <= d);
            expect(flatten(await balances(tx, { tenantId: tenant, asOf }))).toEqual(expected);
            expect(flatten(await balances(tx, { tenantId: tenant, asOf, knownAt: new Date(BASE + 3_600_000) }))).toEqual(expected);
          }
          // Known at T: the events recorded after T do not count, whatever their business date.
          const k = pick % events.length;
          const knownAt = new Date(BASE + k * 60_000 + 30_000).toISOString();
          expect(flatten(await balances(tx, { tenantId: tenant, knownAt }))).toEqual(replay(events, (_, i) => i <= k));
          expect(flatten(await balances(tx, { tenantId: tenant, knownAt, asOf: dayOf(5) })))
            .toEqual(replay(events, (e, i) => i <= k && e.day <= 5));
          const receivable = replay(events, (_, i) => i <= k)['receivable|customer-1|'];
          const why = await explain(tx, { tenantId: tenant, account: 'receivable', party: 'customer-1', knownAt });
          expect(why.total === 0 ? undefined : `${why.debit} ${why.credit} ${why.balance} ${why.quantity}`).toEqual(receivable);

          expect(await verifyProjections(tx, { tenantId: tenant })).toEqual([]);
          const live = await dump(tx, tenant);
          await rebuildProjections(tx, { tenantId: tenant, batchSize: 3 });
          expect(await dump(tx, tenant)).toEqual(live);
          await rebuildProjections(tx, { tenantId: tenant, batchSize: 5 });
          expect(await dump(tx, tenant)).toEqual(live);
          expect(await verifyProjections(tx, { tenantId: tenant })).toEqual([]);
          expect(await verifyHashChain(tx, { tenantId: tenant })).toEqual([{ tenantId: tenant, events: events.length, brokenAt: null, reason: null }]);
        });
      }),
      { numRuns: 25 },
    );
  });
});

describe('rebuild and verify across tenants', () => {
  it('finds live rows that drifted from a replay, and a rebuild of all tenants repairs them', async () => {
    const tenant = await db.createTenant();
    await db.asTenant(tenant, (tx) => appendToStream(tx, {
      tenantId: tenant, stream: 'invoice-7', expectedVersion: 0, metadata: {},
      events: [{ type: 'SaleRecorded', schemaVersion: 1, payload: {}, occurredOn: '2024-03-03',
        postings: [{ account: 'receivable', party: 'customer-1', debit: '50.00' }, { account: 'sales', credit: '50.00' }] }],
    }));
    const before = await db.asSuperuser((tx) => tx.query(`SELECT * FROM ledger_balance_daily ORDER BY 1, 2, 3, 4, 5`));
    await db.asSuperuser((tx) => tx.query(`UPDATE ledger_balance_daily SET credit = credit + 1 WHERE tenant_id = $1 AND account = 'sales'`, [tenant]));

    const differences = await db.asTenant(tenant, (tx) => verifyProjections(tx, { tenantId: tenant }));
    expect(differences).toEqual([
      { projection: 'account-balance', table: 'ledger_balance_daily', kind: 'missing', row: expect.objectContaining({ account: 'sales', credit: 50 }) },
      { projection: 'account-balance', table: 'ledger_balance_daily', kind: 'unexpected', row: expect.objectContaining({ account: 'sales', credit: 51 }) },
    ]);
    expect(await db.asSuperuser((tx) => verifyProjections(tx))).toHaveLength(2);

    const progress: number[] = [];
    const result = await db.asSuperuser((tx) => rebuildProjections(tx, { batchSize: 4, onProgress: (p) => progress.push(p.done) }));
    const [count] = await db.asSuperuser((tx) => tx.query<{ n: string }>(`SELECT count(*)::text AS n FROM ledger_event`));
    expect(result.events).toBe(Number(count?.n));
    expect(progress.at(-1)).toBe(result.events);
    expect(await db.asSuperuser((tx) => tx.query(`SELECT * FROM ledger_balance_daily ORDER BY 1, 2, 3, 4, 5`))).toEqual(before);
    expect(await db.asSuperuser((tx) => verifyProjections(tx))).toEqual([]);
  });
});
