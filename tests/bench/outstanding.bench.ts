import { performance } from 'node:perf_hooks';
import { ACCOUNTS } from '@ginuma/domain';
import { registerWorkspace, startTestApp, type Browser, type TestApp } from '../support/test-app';
import { log, timeHttpCases } from './support/http-timing';

/**
 * The payment outstanding report at scale: one workspace with `invoices` confirmed
 * invoices and three receipts applied to each, as InvoiceConfirmed / PaymentApplied events
 * with their postings, and the projections the report reads built from those events. Asked
 * through the real HTTP API: today, a year back, as known at a past moment, per customer.
 */
export interface OutstandingBenchOptions {
  invoices?: number;
  requests?: number;
}

const SLOW_MS = 200;
const CUSTOMERS = 2_000;
const TODAY = '2026-11-22';

export async function runOutstandingBench(options: OutstandingBenchOptions = {}): Promise<void> {
  const invoices = options.invoices ?? 100_000;
  const requests = options.requests ?? 30;
  const app = await startTestApp();
  try {
    const owner = await registerWorkspace(app, 'Bench Outstanding');
    const tenantId = owner.user.workspace.id;
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [tenantId]);
    const started = performance.now();
    await seed(app, tenantId, invoices);
    const [counts] = await app.sql<{ invoices: string; receipts: string }>(
      `SELECT count(*) FILTER (WHERE type = 'InvoiceConfirmed') AS invoices, count(*) FILTER (WHERE type = 'PaymentApplied') AS receipts
         FROM ledger_event WHERE tenant_id = $1`,
      [tenantId],
    );
    log(`seed: ${Number(counts?.invoices).toLocaleString('en-US')} invoices, ${Number(counts?.receipts).toLocaleString('en-US')} receipts in ${((performance.now() - started) / 1000).toFixed(1)} s (SQL, not timed below)`);

    const [customer] = await app.sql<{ id: string }>(`SELECT id FROM customers WHERE tenant_id = $1 ORDER BY name LIMIT 1 OFFSET 7`, [tenantId]);
    const report = (query: Record<string, unknown>, path = '') =>
      `/api/reports/payment_outstanding${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()}`;
    await timeHttpCases(
      owner.browser,
      [
        ['today, first page', report({ as_of: TODAY, range: [0, 24] })],
        ['today, oldest due first, page 100', report({ as_of: TODAY, range: [2475, 2499], sort: ['age_days', 'DESC'] })],
        ['today, largest due first', report({ as_of: TODAY, range: [0, 24], sort: ['total_due', 'DESC'] })],
        ['today, by customer name', report({ as_of: TODAY, range: [0, 24], sort: ['customer', 'ASC'] })],
        ['today, one customer', report({ as_of: TODAY, range: [0, 24], customer_id: customer?.id ?? '' })],
        ['a year back (2025-11-22)', report({ as_of: '2025-11-22', range: [0, 24] })],
        ['as known at the end of last month', report({ as_of: TODAY, range: [0, 24], known_at: '2026-10-31T23:59:59Z' })],
        ['as known at 2026-06-01 (half a year of events back out)', report({ as_of: TODAY, range: [0, 24], known_at: '2026-06-01T00:00:00Z' })],
        ['totals row, today', report({ as_of: TODAY }, '/summary')],
      ],
      requests,
      SLOW_MS,
    );
    const t0 = performance.now();
    const all = await owner.browser.get(report({ as_of: TODAY }));
    log(`every row as one JSON array: ${(all.body as unknown[]).length.toLocaleString('en-US')} rows in ${(performance.now() - t0).toFixed(0)} ms`);
    await checkFigures(app, owner.browser, tenantId);
  } finally {
    await app.close();
  }
}

/**
 * Set-based, as an import would be: invoices over two years (nine in ten paid in full by
 * their three receipts, the rest 60 % paid), each a confirmed row with its InvoiceConfirmed event and
 * three PaymentApplied events 10, 20 and 40 days later, recorded on their business dates. The
 * ledger's per-row triggers are off for the load (postings balance by construction; hashes are
 * placeholders); the projections are then built from the events.
 */
export async function seed(app: TestApp, tenantId: string, count: number): Promise<void> {
  await app.sql(
    `INSERT INTO customers (tenant_id, name, created_at, updated_at)
     SELECT $1, 'Customer ' || lpad(g::text, 5, '0'), now(), now() FROM generate_series(1, $2::int) AS g`,
    [tenantId, CUSTOMERS],
  );
  await app.sql(
    `INSERT INTO invoices (tenant_id, code, customer_id, customer_name, date, due_date, project_ref, content, sub_total, grand_total, stage)
     SELECT $1, 'INV-' || lpad(g::text, 6, '0'), c.id, c.name, d.date, d.date + 30, 'PRJ-' || (g % 97), '{}', t.total, t.total, 'confirmed'
       FROM generate_series(1, $2::int) AS g
       JOIN (SELECT id, name, row_number() OVER (ORDER BY name) - 1 AS n FROM customers WHERE tenant_id = $1) c ON c.n = g % $3
      CROSS JOIN LATERAL (SELECT date '${TODAY}' - (730 - (g::bigint * 730 / $2::int))::int AS date) d
      CROSS JOIN LATERAL (SELECT (1000 + (g * 37) % 9000)::numeric(18,2) AS total) t`,
    [tenantId, count, CUSTOMERS],
  );
  await app.sql(`ALTER TABLE ledger_event DISABLE TRIGGER ALL`);
  await app.sql(`ALTER TABLE ledger_posting DISABLE TRIGGER ALL`);
  try {
    await app.sql(
      `INSERT INTO ledger_event (tenant_id, stream, stream_version, type, schema_version, payload, metadata, occurred_on, recorded_at, prev_hash, hash)
       SELECT i.tenant_id, 'invoice-' || i.id, v.version, v.type, 1, v.payload,
              '{"actor_id":null,"role":1,"correlation_id":"bench","causation_id":null,"idempotency_key":null}',
              v.on_date, v.on_date + time '10:00', 'bench', 'bench'
         FROM (SELECT *, row_number() OVER (ORDER BY code) AS n FROM invoices WHERE tenant_id = $1) i
        CROSS JOIN LATERAL (SELECT CASE WHEN i.n % 10 <> 0 THEN i.grand_total / 3 ELSE round(i.grand_total * 0.2, 2) END AS part) p
        CROSS JOIN LATERAL (VALUES
          (1, 'InvoiceConfirmed', i.date, jsonb_build_object('invoiceId', i.id, 'code', i.code, 'date', i.date, 'dueDate', i.due_date,
              'customer', jsonb_build_object('kind', 'company', 'customerId', i.customer_id), 'grandTotal', i.grand_total::text)),
          (2, 'PaymentApplied', i.date + 10, jsonb_build_object('receiptId', gen_random_uuid(), 'amount', round(p.part, 2)::text, 'account', 'cash', 'date', i.date + 10)),
          (3, 'PaymentApplied', i.date + 20, jsonb_build_object('receiptId', gen_random_uuid(), 'amount', round(p.part, 2)::text, 'account', 'cash', 'date', i.date + 20)),
          (4, 'PaymentApplied', i.date + 40, jsonb_build_object('receiptId', gen_random_uuid(),
              'amount', CASE WHEN i.n % 10 <> 0 THEN (i.grand_total - 2 * round(p.part, 2))::text ELSE round(p.part, 2)::text END, 'account', 'cash', 'date', i.date + 40))
        ) AS v(version, type, on_date, payload)
        ORDER BY v.on_date, i.n, v.version`,
      [tenantId],
    );
    await app.sql(
      `INSERT INTO ledger_posting (tenant_id, position, line_no, account, party, debit, credit)
       SELECT e.tenant_id, e.position, l.n,
              CASE WHEN (e.type = 'InvoiceConfirmed') = (l.n = 1) THEN $2 WHEN e.type = 'InvoiceConfirmed' THEN $3 ELSE $4 END,
              CASE WHEN (e.type = 'InvoiceConfirmed') = (l.n = 1) THEN 'customer:' || i.customer_id END,
              CASE WHEN l.n = 1 THEN a.amount ELSE 0 END, CASE WHEN l.n = 2 THEN a.amount ELSE 0 END
         FROM ledger_event e
         JOIN invoices i ON i.tenant_id = e.tenant_id AND i.id = substr(e.stream, 9)::uuid
        CROSS JOIN LATERAL (SELECT coalesce(e.payload->>'grandTotal', e.payload->>'amount')::numeric AS amount) a
        CROSS JOIN generate_series(1, 2) AS l(n)
        WHERE e.tenant_id = $1`,
      [tenantId, ACCOUNTS.receivable, 'sales', ACCOUNTS.cash],
    );
  } finally {
    await app.sql(`ALTER TABLE ledger_event ENABLE TRIGGER ALL`);
    await app.sql(`ALTER TABLE ledger_posting ENABLE TRIGGER ALL`);
  }
  // Fresh statistics first: the replays below join events with postings by position.
  for (const table of ['invoices', 'ledger_event', 'ledger_posting']) await app.sql(`ANALYZE ${table}`);
  await app.sql(
    `INSERT INTO invoice_balance (tenant_id, invoice_id, customer_party, occurred_on, due_date, grand_total, paid)
     SELECT i.tenant_id, i.id, 'customer:' || i.customer_id, i.date, i.due_date, i.grand_total, coalesce(p.paid, 0)
       FROM invoices i
       LEFT JOIN (SELECT substr(stream, 9)::uuid AS invoice_id, sum((payload->>'amount')::numeric) AS paid
                    FROM ledger_event WHERE tenant_id = $1 AND type = 'PaymentApplied' GROUP BY 1) p ON p.invoice_id = i.id
      WHERE i.tenant_id = $1`,
    [tenantId],
  );
  // The two projections with a set-based replay build themselves from the events.
  const { accountBalanceProjection, invoiceSettlementProjection } = await import('@ginuma/ledger');
  const [head] = await app.sql<{ last: string }>(`SELECT max(position)::text AS last FROM ledger_event WHERE tenant_id = $1`, [tenantId]);
  const executor = { query: <R>(text: string, params?: readonly unknown[]) => app.sql<R>(text, params ? [...params] : undefined) };
  const range = { tenantId, afterPosition: 0, toPosition: Number(head?.last) };
  const live = { table: (name: string) => name };
  await accountBalanceProjection.replay?.(executor, range, live);
  await invoiceSettlementProjection.replay?.(executor, range, live);
  await app.sql(
    `INSERT INTO ledger_head (tenant_id, last_position, last_hash, event_count)
     SELECT tenant_id, max(position), 'bench', count(*) FROM ledger_event WHERE tenant_id = $1 GROUP BY tenant_id
     ON CONFLICT (tenant_id) DO UPDATE SET last_position = EXCLUDED.last_position, event_count = EXCLUDED.event_count`,
    [tenantId],
  );
  for (const table of ['customers', 'invoices', 'ledger_event', 'ledger_posting', 'ledger_balance_daily', 'invoice_balance', 'invoice_settlement']) {
    await app.sql(`VACUUM ANALYZE ${table}`);
  }
}

/** The report's total due equals the receivable the ledger holds, and a replay agrees with the projections. */
async function checkFigures(app: TestApp, browser: Browser, tenantId: string): Promise<void> {
  const summary = (await browser.get(`/api/reports/payment_outstanding/summary?as_of=${TODAY}`)).body as { total_due: string; count: number };
  const [ledger] = await app.sql<{ receivable: string }>(
    `SELECT (sum(debit) - sum(credit))::numeric(18,2)::text AS receivable FROM ledger_balance_daily
      WHERE tenant_id = $1 AND account = $2 AND occurred_on <= $3`,
    [tenantId, ACCOUNTS.receivable, TODAY],
  );
  log(`check: report total due ${summary.total_due} over ${summary.count.toLocaleString('en-US')} invoices = ledger receivable ${ledger?.receivable}: ${summary.total_due === ledger?.receivable ? 'yes' : 'NO'}`);
}
