import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { appendToStream, rebuildProjections, verifyProjections, type NewPosting, type QueryHints, type SqlExecutor } from '@ginuma/ledger';
import { createScratchDatabase } from '../../support/scratch-database';

/**
 * Ledger figures: appends/s with 1 and 2 writers, each a request-like transaction
 * (BEGIN; SET LOCAL ROLE + tenant; append with 2–4 postings and the inline account-balance
 * projection, one ledger_append call; COMMIT), next to the raw single-row INSERT rate of the same server with the
 * same clients; and rebuild events/s over ≥ 1,000,000 bulk-generated events.
 * Prints figures; never fails on speed.
 */
export interface LedgerBenchOptions {
  seconds?: number;
  bulkEvents?: number;
  bulkTenants?: number;
}

export async function runLedgerBench(options: LedgerBenchOptions = {}): Promise<void> {
  const seconds = options.seconds ?? 8;
  const bulkEvents = options.bulkEvents ?? 1_000_000;
  const bulkTenants = options.bulkTenants ?? 10;
  const scratch = await createScratchDatabase();
  const clients: Client[] = [];
  const connect = async () => {
    const c = new Client(scratch.url);
    await c.connect();
    clients.push(c);
    return c;
  };
  try {
    const admin = await connect();
    const writers = [await connect(), await connect()];
    const tenants = [await createTenant(admin, 'bench-a'), await createTenant(admin, 'bench-b')];
    await admin.query(`CREATE TABLE bench_raw (id bigserial PRIMARY KEY, tenant_id uuid NOT NULL, payload text NOT NULL)`);
    const [server] = (await admin.query<{ v: string }>(`SELECT current_setting('server_version') AS v`)).rows;
    log(`PostgreSQL ${server?.v}, ${seconds} s per phase, durable commits (synchronous_commit = ${(await admin.query(`SHOW synchronous_commit`)).rows[0]?.synchronous_commit})`);

    const raw = (c: Client, i: number, n: number) =>
      c.query(`INSERT INTO bench_raw (tenant_id, payload) VALUES ($1, $2)`, [tenants[i], `row ${i}-${n}`]);
    // The same INSERT in a transaction opened and committed the way the API does: the
    // ceiling of any append made in a request's transaction.
    const rawInTx = async (c: Client, i: number, n: number) => {
      await c.query(`BEGIN; SET LOCAL ROLE ginuma_app; SELECT set_config('app.tenant_id', '${tenants[i]}', true)`);
      await raw(c, i, n);
      await c.query('COMMIT');
    };
    const split: AppendSplit = { begin: [], append: [], commit: [] };
    const [raw1, tx1, app1] = await interleaved(seconds, writers.slice(0, 1), raw, rawInTx,
      (c, i, n) => appendOne(c, tenants[0] ?? '', `w${i}-a-${n}`, n, split));
    const [raw2, app2] = await interleaved(seconds, writers, raw, (c, i, n) => appendOne(c, tenants[i] ?? '', `w${i}-b-${n}`, n));
    const [raw2b, same2] = await interleaved(seconds, writers, raw, (c, i, n) => appendOne(c, tenants[0] ?? '', `w${i}-c-${n}`, n));
    const measured = (r: PhaseResult | undefined): PhaseResult => r ?? { ops: 0, seconds: 1, latencies: [] };

    log('');
    log('phase (raw and append alternate in 1 s slices)  ops/s    p50 ms   p95 ms   vs raw');
    row('raw single-row INSERT, 1 client', measured(raw1));
    row('same INSERT in a request-like transaction', measured(tx1), measured(raw1));
    row('append (2–4 postings + projection), 1 writer', measured(app1), measured(raw1));
    log(`  its round trips, p50 ms: BEGIN + role ${percentile(split.begin, 50).toFixed(2)}, appendToStream ${percentile(split.append, 50).toFixed(2)}, COMMIT ${percentile(split.commit, 50).toFixed(2)}`);
    row('raw single-row INSERT, 2 clients', measured(raw2));
    row('append, 2 writers, 2 tenants', measured(app2), measured(raw2));
    row('raw single-row INSERT, 2 clients (again)', measured(raw2b));
    row('append, 2 writers, same tenant (serialized)', measured(same2), measured(raw2b));

    log('');
    const setup = performance.now();
    await bulkLoad(admin, bulkEvents, bulkTenants);
    const [{ n: total } = { n: '0' }] = (await admin.query<{ n: string }>(`SELECT count(*)::text AS n FROM ledger_event`)).rows;
    const [{ n: postings } = { n: '0' }] = (await admin.query<{ n: string }>(`SELECT count(*)::text AS n FROM ledger_posting`)).rows;
    log(`bulk setup: ${Number(total).toLocaleString('en-US')} events, ${Number(postings).toLocaleString('en-US')} postings in ${((performance.now() - setup) / 1000).toFixed(1)} s (SQL, not timed below)`);

    const tx = executorOf(admin);
    let lastShown = 0;
    await admin.query('BEGIN');
    const started = performance.now();
    const result = await rebuildProjections(tx, {
      onProgress: (p) => {
        if (p.done - lastShown >= p.total / 4 || (p.done === p.total && lastShown < p.total)) {
          lastShown = p.done;
          log(`  rebuild ${Math.round((100 * p.done) / Math.max(p.total, 1))}% (${p.done.toLocaleString('en-US')} events)`);
        }
      },
    });
    await admin.query('COMMIT');
    const rebuildSeconds = (performance.now() - started) / 1000;
    const [{ n: rows } = { n: '0' }] = (await admin.query<{ n: string }>(`SELECT count(*)::text AS n FROM ledger_balance_daily`)).rows;
    log(`rebuild: ${result.events.toLocaleString('en-US')} events of ${result.tenants} tenants in ${rebuildSeconds.toFixed(1)} s = ${Math.round(result.events / rebuildSeconds).toLocaleString('en-US')} events/s (target ≥ 50,000), ${Number(rows).toLocaleString('en-US')} balance rows`);

    await admin.query('BEGIN');
    const verifyStarted = performance.now();
    const differences = await verifyProjections(tx);
    await admin.query('COMMIT');
    const verifySeconds = (performance.now() - verifyStarted) / 1000;
    log(`verify (replay into scratch tables + diff): ${verifySeconds.toFixed(1)} s = ${Math.round(result.events / verifySeconds).toLocaleString('en-US')} events/s, ${differences.length} differences`);
  } finally {
    for (const c of clients) await c.end().catch(() => undefined);
    await scratch.drop();
  }
}

interface PhaseResult {
  ops: number;
  seconds: number;
  latencies: number[];
}

/**
 * The machine is shared, so background load drifts: raw inserts and appends take turns in
 * one-second slices, and each figure sums its own slices, so the ratio compares like with like.
 */
async function interleaved(
  seconds: number,
  clients: readonly Client[],
  ...ops: ((client: Client, writer: number, n: number) => Promise<unknown>)[]
): Promise<PhaseResult[]> {
  const total = ops.map((): PhaseResult => ({ ops: 0, seconds: 0, latencies: [] }));
  let offset = 0;
  for (let slice = 0; slice < seconds; slice++) {
    for (const [k, op] of ops.entries()) {
      const r = await phase(1, clients, (c, i, n) => op(c, i, offset + n));
      const t = total[k];
      if (!t) continue;
      t.ops += r.ops;
      t.seconds += r.seconds;
      t.latencies.push(...r.latencies);
    }
    offset += 100_000;
  }
  return total;
}

async function phase(
  seconds: number,
  clients: readonly Client[],
  op: (client: Client, writer: number, n: number) => Promise<unknown>,
): Promise<PhaseResult> {
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(clients.map(async (client, writer) => {
    for (let n = 0; performance.now() < until; n++) {
      const t0 = performance.now();
      await op(client, writer, n);
      latencies.push(performance.now() - t0);
    }
  }));
  return { ops: latencies.length, seconds: (performance.now() - started) / 1000, latencies };
}

/** Where one writer's append spends its time: its three round trips, each timed alone. */
interface AppendSplit {
  begin: number[];
  append: number[];
  commit: number[];
}

// What the API does per request: its own transaction as the tenant role.
async function appendOne(client: Client, tenantId: string, id: string, n: number, split?: AppendSplit): Promise<void> {
  const t0 = performance.now();
  // As the API's request transaction opens: one round trip for BEGIN, role and tenant.
  await client.query(`BEGIN; SET LOCAL ROLE ginuma_app; SELECT set_config('app.tenant_id', '${tenantId}', true)`);
  const t1 = performance.now();
  try {
    await appendToStream(executorOf(client), {
      tenantId,
      stream: `invoice-${id}`,
      expectedVersion: 0,
      metadata: { actor_id: 'bench', role: 1, correlation_id: id },
      events: [{
        type: 'SaleRecorded',
        schemaVersion: 1,
        payload: { invoice: id, customer: `customer-${n % 50}` },
        occurredOn: `2024-0${1 + (n % 9)}-${10 + (n % 18)}`,
        postings: postingsFor(n),
      }],
    });
    const t2 = performance.now();
    await client.query('COMMIT');
    split?.begin.push(t1 - t0);
    split?.append.push(t2 - t1);
    split?.commit.push(performance.now() - t2);
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

function postingsFor(n: number): NewPosting[] {
  const net = 1000 + (n % 9000); // cents
  const tax = Math.round(net * 0.15);
  const discount = 100;
  const party = `customer-${n % 50}`;
  const c = (cents: number) => (cents / 100).toFixed(2);
  switch (n % 3) {
    case 0:
      return [{ account: 'receivable', party, debit: c(net) }, { account: 'sales', credit: c(net) }];
    case 1:
      return [{ account: 'receivable', party, debit: c(net + tax) }, { account: 'sales', credit: c(net) }, { account: 'tax-payable', credit: c(tax) }];
    default:
      return [
        { account: 'receivable', party, debit: c(net + tax - discount) }, { account: 'discounts', debit: c(discount) },
        { account: 'sales', credit: c(net) }, { account: 'tax-payable', credit: c(tax) },
      ];
  }
}

/**
 * A million events in a few set-based statements. Bulk loading is setup, not the subject:
 * the per-row triggers (deferred balance check, foreign keys) are switched off for it, the
 * postings balance by construction, and the hash columns hold placeholders.
 */
async function bulkLoad(admin: Client, events: number, tenantCount: number): Promise<void> {
  const tenants: string[] = [];
  for (let i = 0; i < tenantCount; i++) tenants.push(await createTenant(admin, `bulk-${i}`));
  const perTenant = Math.ceil(events / tenantCount);
  await admin.query(`ALTER TABLE ledger_event DISABLE TRIGGER ALL`);
  await admin.query(`ALTER TABLE ledger_posting DISABLE TRIGGER ALL`);
  try {
    await admin.query(`SET maintenance_work_mem = '512MB'`);
    await admin.query(`SET work_mem = '256MB'`);
    await admin.query(
      `INSERT INTO ledger_event (tenant_id, stream, stream_version, type, schema_version, payload, metadata,
                                 occurred_on, recorded_at, prev_hash, hash)
       SELECT t.id, 'bulk-' || g, 1, 'SaleRecorded', 1, jsonb_build_object('n', g),
              '{"actor_id":null,"role":null,"correlation_id":null,"causation_id":null,"idempotency_key":null}',
              date '2023-01-01' + (g % 365), now(), 'bench', 'bench'
         FROM unnest($1::uuid[]) AS t(id) CROSS JOIN generate_series(1, $2) AS g
        ORDER BY t.id, g`,
      [tenants, perTenant],
    );
    // Three lines each: receivable (per customer) = sales + tax.
    await admin.query(
      `INSERT INTO ledger_posting (tenant_id, position, line_no, account, party, debit, credit)
       SELECT e.tenant_id, e.position, l.n,
              CASE l.n WHEN 1 THEN 'receivable' WHEN 2 THEN 'sales' ELSE 'tax-payable' END,
              CASE l.n WHEN 1 THEN 'customer-' || (e.position % 500) END,
              CASE l.n WHEN 1 THEN a.gross ELSE 0 END,
              CASE l.n WHEN 2 THEN a.net WHEN 3 THEN a.gross - a.net ELSE 0 END
         FROM ledger_event e
        CROSS JOIN LATERAL (SELECT ((e.position % 100000) + 100) / 100.0 AS gross) g
        CROSS JOIN LATERAL (SELECT g.gross AS gross, round(g.gross / 1.15, 2) AS net) a
        CROSS JOIN generate_series(1, 3) AS l(n)
        WHERE e.stream LIKE 'bulk-%'`,
    );
    await admin.query(
      `INSERT INTO ledger_head (tenant_id, last_position, last_hash, event_count)
       SELECT tenant_id, max(position), 'bench', count(*) FROM ledger_event
        WHERE tenant_id = ANY($1::uuid[]) GROUP BY tenant_id`,
      [tenants],
    );
  } finally {
    await admin.query(`ALTER TABLE ledger_event ENABLE TRIGGER ALL`);
    await admin.query(`ALTER TABLE ledger_posting ENABLE TRIGGER ALL`);
    await admin.query(`RESET work_mem`);
    await admin.query(`RESET maintenance_work_mem`);
  }
  await admin.query(`VACUUM ANALYZE ledger_event`);
  await admin.query(`VACUUM ANALYZE ledger_posting`);
}

async function createTenant(admin: Client, slug: string): Promise<string> {
  const { rows } = await admin.query<{ id: string }>(`INSERT INTO workspaces (slug, name) VALUES ($1, $1) RETURNING id::text`, [slug]);
  const id = rows[0]?.id;
  if (!id) throw new Error('no workspace id');
  return id;
}

function executorOf(client: Client): SqlExecutor {
  return {
    async query<R>(sql: string, params?: readonly unknown[], hints?: QueryHints) {
      const values = params as unknown[] | undefined;
      return (await client.query(hints?.prepare ? { name: hints.prepare, text: sql, values } : { text: sql, values })).rows as R[];
    },
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function row(label: string, r: PhaseResult, ceiling?: PhaseResult): void {
  const rate = r.ops / r.seconds;
  const ratio = ceiling ? `${Math.round((100 * rate) / (ceiling.ops / ceiling.seconds))} %` : '';
  log(`${label.padEnd(48)} ${Math.round(rate).toString().padStart(6)}  ${percentile(r.latencies, 50).toFixed(2).padStart(7)}  ${percentile(r.latencies, 95).toFixed(2).padStart(7)}   ${ratio}`);
}

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}
