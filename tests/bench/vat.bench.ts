import { performance } from 'node:perf_hooks';
import { calendarDateIn, DEFAULT_TIME_ZONE, type VatReturnView } from '@ginuma/domain';
import { registerWorkspace, startTestApp, type Browser, type TestApp } from '../support/test-app';
import { log, timeHttpCases } from './support/http-timing';

/**
 * The VAT return at scale: one workspace with `postings` ledger postings over two years, as the
 * vat-day read model sees them: invoices (standard-rated sales with VAT, and a zero-rated, exempt
 * or out-of-scope line), bills with input tax, and payments of bills that are no part of any
 * return; one event in 37 recorded 45 days after its business date. Asked through the real
 * HTTP API for the last month and three months, as known now and a month back, and one figure
 * opened into its documents; each case prints its target, met or missed, and the net payable
 * is checked against the tax accounts' movement.
 */
export interface VatBenchOptions {
  postings?: number;
  requests?: number;
}

// Target for the server's p95.
const RETURN_MS = 200;
const CUSTOMERS = 2_000;
const SUPPLIERS = 100;
// Postings per event on average: half invoices of 4 lines, 3 in 10 bills of 3, 2 in 10 payments of 2.
const POSTINGS_PER_EVENT = 3.3;

export async function runVatBench(options: VatBenchOptions = {}): Promise<void> {
  const postings = options.postings ?? 1_000_000;
  const requests = options.requests ?? 30;
  const app = await startTestApp();
  try {
    const owner = await registerWorkspace(app, 'Bench VAT');
    const tenantId = owner.user.workspace.id;
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [tenantId]);
    const today = calendarDateIn(DEFAULT_TIME_ZONE);
    const started = performance.now();
    await seed(app, tenantId, Math.ceil(postings / POSTINGS_PER_EVENT), today);
    const [counts] = await app.sql<{ events: string; postings: string; days: string }>(
      `SELECT (SELECT count(*) FROM ledger_event WHERE tenant_id = $1)::text AS events, (SELECT count(*) FROM ledger_posting WHERE tenant_id = $1)::text AS postings,
              (SELECT count(*) FROM ledger_vat_day WHERE tenant_id = $1)::text AS days`,
      [tenantId],
    );
    const n = (value: string | undefined) => Number(value).toLocaleString('en-US');
    log(`seed: ${n(counts?.events)} events, ${n(counts?.postings)} postings, ${n(counts?.days)} vat-day rows in ${((performance.now() - started) / 1000).toFixed(1)} s (SQL, not timed below)`);

    const monthStart = `${today.slice(0, 8)}01`;
    const lastMonth = { from: `${shiftDays(monthStart, -1).slice(0, 8)}01`, to: shiftDays(monthStart, -1) };
    const lastQuarter = { from: `${shiftDays(lastMonth.from, -62).slice(0, 8)}01`, to: lastMonth.to };
    const monthBack = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const path = (query: Record<string, string>) => `/api/reports/vat-return?${new URLSearchParams(query).toString()}`;
    await timeHttpCases(
      owner.browser,
      [
        [`VAT return, last month (${lastMonth.from} to ${lastMonth.to})`, path(lastMonth), RETURN_MS],
        ['VAT return, last month as known a month back', path({ ...lastMonth, known_at: monthBack }), RETURN_MS],
        [`VAT return, three months (${lastQuarter.from} to ${lastQuarter.to})`, path(lastQuarter), RETURN_MS],
        // Opening a figure lists every document behind it: a month's output tax is thousands of invoices.
        ['VAT return, last month, the zero-rated documents opened', path({ ...lastMonth, figure: 'zero-rated-supplies' })],
      ],
      requests,
      RETURN_MS,
    );
    for (const knownAt of [null, monthBack]) await checkNet(app, owner.browser, tenantId, lastMonth, knownAt);
  } finally {
    await app.close();
  }
}

function shiftDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Set-based, as an import would be: parties first, then `events` balanced events. The ledger's
 * per-row triggers are off for the load (postings balance by construction; hashes are
 * placeholders); the vat-day read model is then filled by its own range statement.
 */
async function seed(app: TestApp, tenantId: string, events: number, today: string): Promise<void> {
  const parties = (table: string, prefix: string, count: number, extra = '') =>
    app.sql(`INSERT INTO ${table} (tenant_id, name${extra ? ', type' : ''}) SELECT $1, '${prefix} ' || lpad(g::text, 5, '0')${extra} FROM generate_series(1, $2::int) g`, [tenantId, count]);
  await parties('customers', 'Customer', CUSTOMERS);
  await parties('suppliers', 'Supplier', SUPPLIERS, `, 'Local Vendor'`);
  const [vat] = await app.sql<{ id: string }>(`INSERT INTO taxes (tenant_id, name, abbreviation, rate) VALUES ($1, 'VAT', 'VAT', 18) RETURNING id`, [tenantId]);
  await app.sql(`ALTER TABLE ledger_event DISABLE TRIGGER ALL`);
  await app.sql(`ALTER TABLE ledger_posting DISABLE TRIGGER ALL`);
  try {
    // Class by g % 10: 0–4 invoice, 5–7 bill, 8–9 a bill's payment.
    await app.sql(
      `INSERT INTO ledger_event (tenant_id, stream, stream_version, type, schema_version, payload, metadata, occurred_on, recorded_at, prev_hash, hash)
       SELECT $1, CASE WHEN g % 10 < 5 THEN 'invoice-' ELSE 'bill-' END || md5(g::text)::uuid, 1,
              CASE WHEN g % 10 < 5 THEN 'InvoiceConfirmed' WHEN g % 10 < 8 THEN 'BillConfirmed' ELSE 'BillPaymentApplied' END,
              1, jsonb_build_object('code', 'B-' || lpad(g::text, 7, '0'), 'amount', 1000 + g % 9000, 'g', g),
              '{"actor_id":null,"role":1,"correlation_id":"bench","causation_id":null,"idempotency_key":null}',
              d.on_date,
              CASE WHEN g % 37 = 0 THEN least(d.on_date + 45 + time '10:00', now() - interval '1 hour') ELSE least(d.on_date + time '10:00', now() - interval '1 hour') END,
              'bench', 'bench'
         FROM generate_series(1, $2::int) g
        CROSS JOIN LATERAL (SELECT date '${today}' - (730 - (g::bigint * 730 / $2::int))::int AS on_date) d
        ORDER BY g`,
      [tenantId, events],
    );
    await app.sql(
      `WITH ids AS (SELECT (SELECT array_agg(id ORDER BY name) FROM customers WHERE tenant_id = $1) AS customers,
                           (SELECT array_agg(id ORDER BY name) FROM suppliers WHERE tenant_id = $1) AS suppliers)
       INSERT INTO ledger_posting (tenant_id, position, line_no, account, party, debit, credit)
       SELECT e.tenant_id, e.position, x.n, x.account, x.party, greatest(x.amount, 0), greatest(-x.amount, 0)
         FROM ledger_event e
        CROSS JOIN ids
        CROSS JOIN LATERAL (SELECT (e.payload->>'g')::int AS g, (e.payload->>'amount')::numeric(18,2) AS base) k
        CROSS JOIN LATERAL (SELECT 'customer:' || ids.customers[1 + k.g % ${CUSTOMERS}] AS customer, 'supplier:' || ids.suppliers[1 + k.g % ${SUPPLIERS}] AS supplier,
                                   round(k.base * 0.18, 2) AS tax, (ARRAY['supply:zero_rated', 'supply:exempt', 'supply:out_of_scope'])[1 + k.g % 3] AS other) p
        CROSS JOIN LATERAL (VALUES
            -- invoice: Dr receivable / Cr sales, VAT and a line of another treatment at 300
            (0, 1, 'receivable', p.customer, k.base + p.tax + 300), (0, 2, 'sales', NULL, -k.base),
            (0, 3, 'tax-payable', 'tax:${vat?.id}', -p.tax), (0, 4, 'sales', p.other, -300),
            -- bill: Dr expense and input tax / Cr payable
            (1, 1, 'expense', NULL, k.base), (1, 2, 'input-tax', 'tax:${vat?.id}', p.tax), (1, 3, 'payable', p.supplier, -(k.base + p.tax)),
            -- a bill's payment: Dr payable / Cr cash
            (2, 1, 'payable', p.supplier, k.base), (2, 2, 'cash', NULL, -k.base)
          ) x(kind, n, account, party, amount)
        WHERE e.tenant_id = $1 AND x.kind = CASE WHEN k.g % 10 < 5 THEN 0 WHEN k.g % 10 < 8 THEN 1 ELSE 2 END`,
      [tenantId],
    );
  } finally {
    await app.sql(`ALTER TABLE ledger_event ENABLE TRIGGER ALL`);
    await app.sql(`ALTER TABLE ledger_posting ENABLE TRIGGER ALL`);
  }
  for (const table of ['ledger_event', 'ledger_posting']) await app.sql(`VACUUM ANALYZE ${table}`);
  const { vatDayProjection } = await import('@ginuma/ledger');
  const [head] = await app.sql<{ last: string }>(`SELECT max(position)::text AS last FROM ledger_event WHERE tenant_id = $1`, [tenantId]);
  for (const statement of vatDayProjection.rangeSql?.({ table: (name: string) => name }) ?? []) await app.sql(statement, [tenantId, 0, Number(head?.last)]);
  await app.sql(
    `INSERT INTO ledger_head (tenant_id, last_position, last_hash, event_count)
     SELECT tenant_id, max(position), 'bench', count(*) FROM ledger_event WHERE tenant_id = $1 GROUP BY tenant_id
     ON CONFLICT (tenant_id) DO UPDATE SET last_position = EXCLUDED.last_position, event_count = EXCLUDED.event_count`,
    [tenantId],
  );
  await app.sql(`VACUUM ANALYZE ledger_vat_day`);
}

/** The return's net payable equals the tax accounts' movement over the period, replayed from the postings (as known now, or at `knownAt`). */
async function checkNet(app: TestApp, browser: Browser, tenantId: string, period: { from: string; to: string }, knownAt: string | null): Promise<void> {
  const answer = (await browser.get('/api/reports/vat-return').query({ ...period, ...(knownAt ? { known_at: knownAt } : {}) })).body as VatReturnView;
  const [replay] = await app.sql<{ net: string }>(
    `SELECT coalesce(sum(p.credit - p.debit), 0)::numeric(20,2)::text AS net
       FROM ledger_event e JOIN ledger_posting p ON p.tenant_id = e.tenant_id AND p.position = e.position
      WHERE e.tenant_id = $1 AND e.occurred_on BETWEEN $2 AND $3 AND ($4::timestamptz IS NULL OR e.recorded_at <= $4) AND p.account IN ('tax-payable', 'input-tax')`,
    [tenantId, period.from, period.to, knownAt],
  );
  const same = answer.figures.netPayable === replay?.net;
  log(`check${knownAt ? ' (known a month back)' : ''}: net payable ${answer.figures.netPayable} = tax accounts' movement ${replay?.net}: ${same ? 'yes' : 'NO'}; ${answer.documents.length.toLocaleString('en-US')} documents`);
}
