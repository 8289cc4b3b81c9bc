import { performance } from 'node:perf_hooks';
import { ACCOUNTS, OPENING_BALANCE_SET } from '@ginuma/domain';
import { registerWorkspace, startTestApp, type Browser, type TestApp } from '../support/test-app';
import { log, timeHttpCases } from './support/http-timing';

/**
 * The customer list at scale: one workspace with `customers` customers, a fifth of
 * them with an opening outstanding in the ledger, listed through the real HTTP API as the
 * workspace's admin. Prints p50/p95/max per query and flags a p95 of 100 ms or more; never
 * fails on speed.
 */
export interface CustomersBenchOptions {
  customers?: number;
  requests?: number;
}

const FIRST = ['Nimal', 'Kamal', 'Sunil', 'Amara', 'Dilani', 'Chathura', 'Ruwan', 'Sanduni', 'Tharindu', 'Ishara', 'Kasun', 'Nadeesha', 'Pradeep', 'Malini', 'Asanka', 'Harsha'];
const LAST = ['Perera', 'Silva', 'Fernando', 'Jayawardena', 'Bandara', 'Wickramasinghe', 'Dissanayake', 'Gunasekara', 'Rathnayake', 'Herath', 'Karunaratne', 'Senanayake', 'Abeysekera', 'Weerasinghe'];
const KIND = ['Traders', 'Stores', 'Enterprises', 'Holdings', 'Hardware', 'Pharmacy', 'Motors', 'Textiles', 'Bakery', 'Agencies'];

const SLOW_MS = 100;

export async function runCustomersBench(options: CustomersBenchOptions = {}): Promise<void> {
  const customers = options.customers ?? 100_000;
  const requests = options.requests ?? 30;
  if (customers <= 0) {
    log('skipped (BENCH_CUSTOMERS=0)');
    return;
  }
  const app = await startTestApp();
  try {
    const owner = await registerWorkspace(app, 'Bench Customers');
    const tenantId = owner.user.workspace.id;
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [tenantId]);
    const started = performance.now();
    await seed(app, tenantId, customers);
    log(`seed: ${customers.toLocaleString('en-US')} customers, ${Math.ceil(customers / 5).toLocaleString('en-US')} opening balances in ${((performance.now() - started) / 1000).toFixed(1)} s (SQL, not timed below)`);

    const [sample] = await app.sql<{ email: string; phone: string }>(
      `SELECT email, phone FROM customers WHERE tenant_id = $1 ORDER BY created_at LIMIT 1 OFFSET $2`,
      [tenantId, Math.floor(customers / 3)],
    );
    const deep = Math.max(0, Math.floor(customers / 2) - 25);
    const list = (query: Record<string, unknown>) =>
      `/api/customers?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, JSON.stringify(v)])).toString()}`;
    const cases: [string, string][] = [
      ['first page', list({ range: [0, 24] })],
      [`deep page (${deep.toLocaleString('en-US')})`, list({ range: [deep, deep + 24] })],
      ['sort by name', list({ range: [0, 24], sort: ['name', 'ASC'] })],
      ['sort by created_at', list({ range: [0, 24], sort: ['created_at', 'ASC'] })],
      ['sort by total_outstanding', list({ range: [0, 24], sort: ['total_outstanding', 'DESC'] })],
      ['search name fragment "wickram"', list({ range: [0, 24], filter: { q: 'wickram' } })],
      ['search email', list({ range: [0, 24], filter: { q: sample?.email ?? '' } })],
      ['search phone', list({ range: [0, 24], filter: { q: sample?.phone.slice(-7) ?? '' } })],
    ];

    await timeHttpCases(owner.browser, cases, requests, SLOW_MS);
    await checkFigures(owner.browser);
  } finally {
    await app.close();
  }
}

/**
 * Set-based, as a bulk import would be: customers with realistic names, emails and phones
 * spread over two years, and every fifth one an OpeningBalanceSet event with its postings and
 * its account-balance rows. The ledger's per-row triggers are off for the load (postings
 * balance by construction); the hash columns hold placeholders, as in the ledger bench.
 */
async function seed(app: TestApp, tenantId: string, count: number): Promise<void> {
  await app.sql(
    `INSERT INTO customers (tenant_id, name, contact_person, email, phone, address, created_at, updated_at)
     SELECT $1, name, first || ' ' || last, lower(first || '.' || last || g || '@example.lk'),
            '07' || (g % 8)::text || lpad(((g * 7919) % 10000000)::text, 7, '0'),
            g || ', Galle Road, Colombo ' || (g % 15 + 1), at, at
       FROM generate_series(1, $2::int) AS g
      CROSS JOIN LATERAL (SELECT ($3::text[])[1 + g % cardinality($3::text[])] AS first,
                                 ($4::text[])[1 + (g / 7) % cardinality($4::text[])] AS last) n
      CROSS JOIN LATERAL (SELECT n.last || ' ' || ($5::text[])[1 + (g / 3) % cardinality($5::text[])] || ' ' || g AS name,
                                 timestamptz '2024-01-01' + (g * interval '10 minutes') * (730 * 144.0 / $2::int) AS at) r`,
    [tenantId, count, FIRST, LAST, KIND],
  );
  await app.sql(`ALTER TABLE ledger_event DISABLE TRIGGER ALL`);
  await app.sql(`ALTER TABLE ledger_posting DISABLE TRIGGER ALL`);
  try {
    await app.sql(
      `INSERT INTO ledger_event (tenant_id, stream, stream_version, type, schema_version, payload, metadata, occurred_on, recorded_at, prev_hash, hash)
       SELECT c.tenant_id, 'customer-' || c.id, 1, $2, 1,
              jsonb_build_object('amounts', jsonb_build_object('open_outstanding', a.amount, 'open_credit_balance', '0.00')),
              '{"actor_id":null,"role":1,"correlation_id":"bench","causation_id":null,"idempotency_key":null}',
              c.created_at::date, c.created_at, 'bench', 'bench'
         FROM (SELECT *, row_number() OVER (ORDER BY created_at) AS n FROM customers WHERE tenant_id = $1) c
        CROSS JOIN LATERAL (SELECT ((c.n * 7907) % 500000 / 100.0 + 100)::numeric(18,2)::text AS amount) a
        WHERE c.n % 5 = 0`,
      [tenantId, OPENING_BALANCE_SET],
    );
    await app.sql(
      `INSERT INTO ledger_posting (tenant_id, position, line_no, account, party, debit, credit)
       SELECT e.tenant_id, e.position, l.n, CASE l.n WHEN 1 THEN $2 ELSE $3 END,
              CASE l.n WHEN 1 THEN 'customer:' || substring(e.stream FROM 10) END,
              CASE l.n WHEN 1 THEN (e.payload->'amounts'->>'open_outstanding')::numeric ELSE 0 END,
              CASE l.n WHEN 2 THEN (e.payload->'amounts'->>'open_outstanding')::numeric ELSE 0 END
         FROM ledger_event e CROSS JOIN generate_series(1, 2) AS l(n)
        WHERE e.tenant_id = $1`,
      [tenantId, ACCOUNTS.receivable, ACCOUNTS.openingEquity],
    );
  } finally {
    await app.sql(`ALTER TABLE ledger_event ENABLE TRIGGER ALL`);
    await app.sql(`ALTER TABLE ledger_posting ENABLE TRIGGER ALL`);
  }
  await app.sql(
    `INSERT INTO ledger_balance_daily (tenant_id, account, party, commodity, occurred_on, debit, credit, quantity)
     SELECT p.tenant_id, p.account, coalesce(p.party, ''), coalesce(p.commodity, ''), e.occurred_on, sum(p.debit), sum(p.credit), sum(p.quantity)
       FROM ledger_posting p JOIN ledger_event e USING (tenant_id, position)
      WHERE p.tenant_id = $1 GROUP BY 1, 2, 3, 4, 5`,
    [tenantId],
  );
  await app.sql(
    `INSERT INTO ledger_head (tenant_id, last_position, last_hash, event_count)
     SELECT tenant_id, max(position), 'bench', count(*) FROM ledger_event WHERE tenant_id = $1 GROUP BY tenant_id`,
    [tenantId],
  );
  for (const table of ['customers', 'ledger_event', 'ledger_posting', 'ledger_balance_daily']) await app.sql(`VACUUM ANALYZE ${table}`);
}

/** The figures the fast paths return are the ledger's: the top outstanding equals the largest seeded amount. */
async function checkFigures(browser: Browser): Promise<void> {
  const top = await browser.get(`/api/customers?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["total_outstanding","DESC"]')}`);
  const [row] = top.body as { total_outstanding: string; open_outstanding: string }[];
  const same = row?.total_outstanding === row?.open_outstanding;
  log(`check: top total_outstanding ${row?.total_outstanding} = its opening outstanding ${row?.open_outstanding}: ${same ? 'yes' : 'NO'}`);
}
