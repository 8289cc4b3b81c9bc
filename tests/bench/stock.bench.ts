import { performance } from 'node:perf_hooks';
import { ACCOUNTS } from '@ginuma/domain';
import { registerWorkspace, startTestApp, type TestApp } from '../support/test-app';
import { log, timeHttpCases } from './support/http-timing';

/**
 * Stock levels and movements at scale: one workspace with `products` stockable
 * products and `events` StockUpdated events (seven ins to three outs) over two years, with
 * their quantity and value postings, and the projections built from those events. Asked
 * through the real HTTP API: levels now, a year back, as known at a past moment, sorted by
 * value, below level; movements newest first, one product, a date range deep in the pages.
 */
export interface StockBenchOptions {
  products?: number;
  events?: number;
  requests?: number;
}

const SLOW_MS = 200;
const TODAY = '2026-11-22';

export async function runStockBench(options: StockBenchOptions = {}): Promise<void> {
  const products = options.products ?? 2_000;
  const events = options.events ?? 200_000;
  const requests = options.requests ?? 30;
  const app = await startTestApp();
  try {
    const owner = await registerWorkspace(app, 'Bench Stock');
    const tenantId = owner.user.workspace.id;
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [tenantId]);
    const started = performance.now();
    await seedStock(app, tenantId, products, events);
    log(`seed: ${products.toLocaleString('en-US')} products, ${events.toLocaleString('en-US')} stock movements in ${((performance.now() - started) / 1000).toFixed(1)} s (SQL, not timed below)`);
    const [product] = await app.sql<{ id: string }>(`SELECT id FROM products WHERE tenant_id = $1 ORDER BY code LIMIT 1 OFFSET 7`, [tenantId]);
    const url = (path: string, query: Record<string, unknown>) =>
      `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()}`;
    await timeHttpCases(
      owner.browser,
      [
        ['levels now, first page', url('/api/stocks', { range: [0, 24] })],
        ['levels a year back (2025-11-22)', url('/api/stocks', { range: [0, 24], filter: { as_of: '2025-11-22' } })],
        ['levels by value, largest first', url('/api/stocks', { range: [0, 24], sort: ['stock_value', 'DESC'] })],
        ['levels below their stock level', url('/api/stocks', { range: [0, 24], filter: { below_level: true } })],
        ['levels as known at 2026-06-01', url('/api/stocks', { range: [0, 24], filter: { known_at: '2026-06-01T00:00:00Z' } })],
        ['movements, newest first', url('/api/stock-logs', { range: [0, 24] })],
        ['movements of one product', url('/api/stock-logs', { range: [0, 24], filter: { product_id: product?.id } })],
        ['movements in March 2026, page 40', url('/api/stock-logs', { range: [975, 999], filter: { from: '2026-03-01', to: '2026-03-31' } })],
        ['movements summary, one product, one quarter', url('/api/stock-logs/summary', { filter: { product_id: product?.id, from: '2026-04-01', to: '2026-06-30' } })],
      ],
      requests,
      SLOW_MS,
    );
    const t0 = performance.now();
    const file = await owner.browser.get('/api/stocks/export');
    log(`levels export: ${String(file.headers['content-length'] ?? '?')} bytes in ${(performance.now() - t0).toFixed(0)} ms`);
  } finally {
    await app.close();
  }
}

/**
 * Set-based, as an import would be: the ledger's per-row triggers are off for the load
 * (postings balance by construction; hashes are placeholders); the projections are then
 * built from the events by their own replays.
 */
export async function seedStock(app: TestApp, tenantId: string, products: number, events: number): Promise<void> {
  await app.sql(
    `INSERT INTO products (tenant_id, code, name, type, selling_price, unit_cost, stock_level)
     SELECT $1, 'P' || lpad(g::text, 6, '0'), 'Product ' || g, 'Stockable', 100, 5, CASE WHEN g % 10 = 0 THEN 1000 END
       FROM generate_series(1, $2::int) AS g`,
    [tenantId, products],
  );
  await app.sql(`ALTER TABLE ledger_event DISABLE TRIGGER ALL`);
  await app.sql(`ALTER TABLE ledger_posting DISABLE TRIGGER ALL`);
  try {
    await app.sql(
      `INSERT INTO ledger_event (tenant_id, stream, stream_version, type, schema_version, payload, metadata, occurred_on, recorded_at, prev_hash, hash)
       SELECT $1, 'stock-' || p.id, g, 'StockUpdated', 1,
              jsonb_build_object('productId', p.id, 'transactionType', CASE WHEN g % 10 < 7 THEN 'in' ELSE 'out' END,
                                 'quantity', CASE WHEN g % 10 < 7 THEN '10.000' ELSE '3.000' END,
                                 'value', CASE WHEN g % 10 < 7 THEN '50.00' ELSE '15.00' END, 'poNumber', 'PO-' || g, 'date', d.day, 'remark', null),
              '{"actor_id":null,"role":1,"correlation_id":"bench","causation_id":null,"idempotency_key":null}',
              d.day, d.day + time '10:00', 'bench', 'bench'
         FROM generate_series(1, $2::int) AS g
         JOIN (SELECT id, row_number() OVER (ORDER BY code) - 1 AS n FROM products WHERE tenant_id = $1) p ON p.n = g % $3
        CROSS JOIN LATERAL (SELECT date '${TODAY}' - (730 - (g::bigint * 730 / $2::int))::int AS day) d
        ORDER BY d.day, g`,
      [tenantId, events, products],
    );
    await app.sql(
      `INSERT INTO ledger_posting (tenant_id, position, line_no, account, party, debit, credit, commodity, quantity)
       SELECT e.tenant_id, e.position, l.n, l.account, l.party, l.debit, l.credit, l.commodity, l.quantity
         FROM ledger_event e
        CROSS JOIN LATERAL (SELECT 'product:' || (e.payload->>'productId') AS key, (e.payload->>'quantity')::numeric AS q,
                                   (e.payload->>'value')::numeric AS v, CASE WHEN e.payload->>'transactionType' = 'in' THEN 1 ELSE -1 END AS s) x
        CROSS JOIN LATERAL (VALUES
          (1, $2, NULL, 0::numeric, 0::numeric, x.key, x.s * x.q),
          (2, $3, NULL, 0, 0, x.key, -x.s * x.q),
          (3, CASE WHEN x.s > 0 THEN $2 ELSE $3 END, x.key, x.v, 0, NULL, 0),
          (4, CASE WHEN x.s > 0 THEN $3 ELSE $2 END, x.key, 0, x.v, NULL, 0)
        ) AS l(n, account, party, debit, credit, commodity, quantity)
        WHERE e.tenant_id = $1`,
      [tenantId, ACCOUNTS.inventory, ACCOUNTS.stockAdjustment],
    );
  } finally {
    await app.sql(`ALTER TABLE ledger_event ENABLE TRIGGER ALL`);
    await app.sql(`ALTER TABLE ledger_posting ENABLE TRIGGER ALL`);
  }
  for (const table of ['products', 'ledger_event', 'ledger_posting']) await app.sql(`ANALYZE ${table}`);
  const { accountBalanceProjection, stockMovementProjection } = await import('@ginuma/ledger');
  const [head] = await app.sql<{ last: string }>(`SELECT max(position)::text AS last FROM ledger_event WHERE tenant_id = $1`, [tenantId]);
  const executor = { query: <R>(text: string, params?: readonly unknown[]) => app.sql<R>(text, params ? [...params] : undefined) };
  const range = { tenantId, afterPosition: 0, toPosition: Number(head?.last) };
  const live = { table: (name: string) => name };
  await accountBalanceProjection.replay?.(executor, range, live);
  await stockMovementProjection.replay?.(executor, range, live);
  await app.sql(
    `INSERT INTO ledger_head (tenant_id, last_position, last_hash, event_count)
     SELECT tenant_id, max(position), 'bench', count(*) FROM ledger_event WHERE tenant_id = $1 GROUP BY tenant_id
     ON CONFLICT (tenant_id) DO UPDATE SET last_position = EXCLUDED.last_position, event_count = EXCLUDED.event_count`,
    [tenantId],
  );
  for (const table of ['products', 'ledger_event', 'ledger_posting', 'ledger_balance_daily', 'stock_movement', 'stock_level']) await app.sql(`VACUUM ANALYZE ${table}`);
}
