import { performance } from 'node:perf_hooks';
import { calendarDateIn, DEFAULT_TIME_ZONE } from '@ginuma/domain';
import { registerWorkspace, startTestApp, type Browser, type TestApp } from '../support/test-app';
import { log, timeHttpCases } from './support/http-timing';

/**
 * The accountant's books at scale: one workspace with `postings` ledger postings
 * (events of four lines each over two years: invoices with their cost of sales, receipts into
 * three banks with a bank fee, supplier vouchers paid in cash, loan journals; one event in 37
 * recorded 45 days after its business date), asked through the real HTTP API: the trial
 * balance and balance sheet as of today, a year back and as known a month back, and pages of
 * a busy account's general ledger. Each case prints its target, met or missed.
 */
export interface BooksBenchOptions {
  postings?: number;
  requests?: number;
}

// Targets for the server's p95.
const BALANCES_MS = 200;
const KNOWN_AT_MS = 300;
const LEDGER_PAGE_MS = 100;
const CUSTOMERS = 2_000;
const SUPPLIERS = 100;
const PRODUCTS = 200;
const CATEGORIES = 20;

export async function runBooksBench(options: BooksBenchOptions = {}): Promise<void> {
  const postings = options.postings ?? 1_000_000;
  const requests = options.requests ?? 30;
  const app = await startTestApp();
  try {
    const owner = await registerWorkspace(app, 'Bench Books');
    const tenantId = owner.user.workspace.id;
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [tenantId]);
    const today = calendarDateIn(DEFAULT_TIME_ZONE);
    const started = performance.now();
    const banks = await seed(app, tenantId, Math.ceil(postings / 4), today);
    const [counts] = await app.sql<{ events: string; postings: string }>(
      `SELECT (SELECT count(*) FROM ledger_event WHERE tenant_id = $1)::text AS events, (SELECT count(*) FROM ledger_posting WHERE tenant_id = $1)::text AS postings`,
      [tenantId],
    );
    log(`seed: ${Number(counts?.events).toLocaleString('en-US')} events, ${Number(counts?.postings).toLocaleString('en-US')} postings in ${((performance.now() - started) / 1000).toFixed(1)} s (SQL, not timed below)`);

    const yearBack = shiftDays(today, -365);
    const monthBack = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const bank = `bank:${banks[0]}`;
    const [{ lines } = { lines: '0' }] = await app.sql<{ lines: string }>(`SELECT count(*)::text AS lines FROM ledger_posting WHERE tenant_id = $1 AND account = $2`, [tenantId, bank]);
    const [customer] = await app.sql<{ id: string }>(`SELECT id FROM customers WHERE tenant_id = $1 ORDER BY name LIMIT 1 OFFSET 7`, [tenantId]);
    const path = (route: string, query: Record<string, string>) => `/api/reports/${route}?${new URLSearchParams(query).toString()}`;
    const middle = Math.floor(Number(lines) / 2);
    await timeHttpCases(
      owner.browser,
      [
        ['trial balance, today', path('trial-balance', { as_of: today }), BALANCES_MS],
        [`trial balance, a year back (${yearBack})`, path('trial-balance', { as_of: yearBack }), BALANCES_MS],
        ['trial balance, today as known a month back', path('trial-balance', { as_of: today, known_at: monthBack }), KNOWN_AT_MS],
        ['balance sheet, today', path('balance-sheet', { as_of: today }), BALANCES_MS],
        [`balance sheet, a year back (${yearBack})`, path('balance-sheet', { as_of: yearBack }), BALANCES_MS],
        ['balance sheet, today as known a month back', path('balance-sheet', { as_of: today, known_at: monthBack }), KNOWN_AT_MS],
        [`GL ${Number(lines).toLocaleString('en-US')}-line bank, first page`, path('general-ledger', { account: bank, range: '[0,49]' }), LEDGER_PAGE_MS],
        ['GL same bank, a middle page', path('general-ledger', { account: bank, range: `[${middle},${middle + 49}]` }), LEDGER_PAGE_MS],
        ['GL same bank, last month, as known a month back', path('general-ledger', { account: bank, from: shiftDays(today, -60), known_at: monthBack, range: '[0,49]' }), LEDGER_PAGE_MS],
        ['GL receivable of one customer', path('general-ledger', { account: 'receivable', party: `customer:${customer?.id ?? ''}`, range: '[0,49]' }), LEDGER_PAGE_MS],
        // SSCL sums a year of sales by quarter (the VAT return has its own bench, `vat`, over tax-bearing documents).
        [`SSCL, a year of quarters`, path('sscl', { from: yearBack, to: today }), BALANCES_MS],
      ],
      requests,
      BALANCES_MS,
    );
    await checkFigures(app, owner.browser, tenantId, today);
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
 * Set-based, as an import would be: parties first, then `events` events of four balanced
 * lines. The ledger's per-row triggers are off for the load (postings balance by
 * construction; hashes are placeholders); the daily projection is then replayed from them.
 */
async function seed(app: TestApp, tenantId: string, events: number, today: string): Promise<string[]> {
  const parties = (table: string, prefix: string, count: number, extra = '') =>
    app.sql(`INSERT INTO ${table} (tenant_id, name${extra ? ', type' : ''}) SELECT $1, '${prefix} ' || lpad(g::text, 5, '0')${extra} FROM generate_series(1, $2::int) g`, [tenantId, count]);
  await parties('customers', 'Customer', CUSTOMERS);
  await parties('suppliers', 'Supplier', SUPPLIERS, `, 'Local Vendor'`);
  await parties('expense_categories', 'Category', CATEGORIES, `, 'Cost of Operations'`);
  await app.sql(
    `INSERT INTO products (tenant_id, code, name, type, selling_price) SELECT $1, 'P' || lpad(g::text, 5, '0'), 'Product ' || g, 'Stockable', 100 FROM generate_series(1, $2::int) g`,
    [tenantId, PRODUCTS],
  );
  const banks = await app.sql<{ id: string }>(`INSERT INTO bank_accounts (tenant_id, name) SELECT $1, 'Bank ' || g FROM generate_series(1, 3) g RETURNING id`, [tenantId]);
  await app.sql(
    `INSERT INTO ledger_accounts (tenant_id, code, name_en, name_si, type) VALUES ($1, '2500', 'Bank loan', 'බැංකු ණය', 'liability'), ($1, '6100', 'Interest', 'පොලිය', 'expense')`,
    [tenantId],
  );
  await app.sql(`ALTER TABLE ledger_event DISABLE TRIGGER ALL`);
  await app.sql(`ALTER TABLE ledger_posting DISABLE TRIGGER ALL`);
  try {
    // Class by g % 10: 0–3 invoice, 4–6 receipt, 7–8 voucher, 9 journal.
    await app.sql(
      `INSERT INTO ledger_event (tenant_id, stream, stream_version, type, schema_version, payload, metadata, occurred_on, recorded_at, prev_hash, hash)
       SELECT $1, 'bench-' || g, 1,
              CASE WHEN g % 10 < 4 THEN 'InvoiceConfirmed' WHEN g % 10 < 7 THEN 'PaymentApplied' WHEN g % 10 < 9 THEN 'VoucherConfirmed' ELSE 'JournalPosted' END,
              1, jsonb_build_object('code', 'B-' || lpad(g::text, 7, '0'), 'amount', 1000 + g % 9000),
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
      `WITH ids AS (SELECT
            (SELECT array_agg(id ORDER BY name) FROM customers WHERE tenant_id = $1) AS customers,
            (SELECT array_agg(id ORDER BY name) FROM suppliers WHERE tenant_id = $1) AS suppliers,
            (SELECT array_agg(id ORDER BY code) FROM products WHERE tenant_id = $1) AS products,
            (SELECT array_agg(id ORDER BY name) FROM expense_categories WHERE tenant_id = $1) AS categories,
            (SELECT array_agg('bank:' || id ORDER BY name) FROM bank_accounts WHERE tenant_id = $1) AS banks)
       INSERT INTO ledger_posting (tenant_id, position, line_no, account, party, debit, credit)
       SELECT e.tenant_id, e.position, l.n, x.account, x.party, CASE WHEN l.n % 2 = 1 THEN x.amount ELSE 0 END, CASE WHEN l.n % 2 = 0 THEN x.amount ELSE 0 END
         FROM ledger_event e
        CROSS JOIN ids
        CROSS JOIN LATERAL (SELECT substr(e.stream, 7)::int AS g, (e.payload->>'amount')::numeric(18,2) AS base) k
        CROSS JOIN generate_series(1, 4) AS l(n)
        CROSS JOIN LATERAL (SELECT ids.customers[1 + k.g % ${CUSTOMERS}] AS customer, ids.suppliers[1 + k.g % ${SUPPLIERS}] AS supplier,
            ids.products[1 + k.g % ${PRODUCTS}] AS product, ids.categories[1 + k.g % ${CATEGORIES}] AS category, ids.banks[1 + k.g % 3] AS bank) p
        CROSS JOIN LATERAL (SELECT * FROM (VALUES
            -- invoice: Dr receivable / Cr sales; Dr cost of sales / Cr inventory at 60 %
            (0, 1, 'receivable', 'customer:' || p.customer, k.base), (0, 2, 'sales', NULL, k.base),
            (0, 3, 'cost-of-sales', 'product:' || p.product, round(k.base * 0.6, 2)), (0, 4, 'inventory', 'product:' || p.product, round(k.base * 0.6, 2)),
            -- receipt: Dr bank / Cr receivable; a bank fee Dr expense / Cr bank
            (1, 1, p.bank, NULL, k.base), (1, 2, 'receivable', 'customer:' || p.customer, k.base),
            (1, 3, 'expense', 'expense-category:' || p.category, 1.00), (1, 4, p.bank, NULL, 1.00),
            -- voucher: Dr expense / Cr payable; Dr payable / Cr cash
            (2, 1, 'expense', 'expense-category:' || p.category, round(k.base / 4, 2)), (2, 2, 'payable', 'supplier:' || p.supplier, round(k.base / 4, 2)),
            (2, 3, 'payable', 'supplier:' || p.supplier, round(k.base / 4, 2)), (2, 4, 'cash', NULL, round(k.base / 4, 2)),
            -- journal: a loan into cash, interest out of it
            (3, 1, 'cash', NULL, k.base), (3, 2, 'gl:2500', NULL, k.base),
            (3, 3, 'gl:6100', NULL, round(k.base / 100, 2)), (3, 4, 'cash', NULL, round(k.base / 100, 2))
          ) v(kind, n, account, party, amount)
          WHERE v.n = l.n AND v.kind = CASE WHEN k.g % 10 < 4 THEN 0 WHEN k.g % 10 < 7 THEN 1 WHEN k.g % 10 < 9 THEN 2 ELSE 3 END) x
        WHERE e.tenant_id = $1`,
      [tenantId],
    );
  } finally {
    await app.sql(`ALTER TABLE ledger_event ENABLE TRIGGER ALL`);
    await app.sql(`ALTER TABLE ledger_posting ENABLE TRIGGER ALL`);
  }
  for (const table of ['ledger_event', 'ledger_posting']) await app.sql(`ANALYZE ${table}`);
  const { accountBalanceProjection, accountDayProjection } = await import('@ginuma/ledger');
  const [head] = await app.sql<{ last: string }>(`SELECT max(position)::text AS last FROM ledger_event WHERE tenant_id = $1`, [tenantId]);
  const executor = { query: <R>(text: string, params?: readonly unknown[]) => app.sql<R>(text, params ? [...params] : undefined) };
  for (const projection of [accountBalanceProjection, accountDayProjection]) {
    await projection.replay?.(executor, { tenantId, afterPosition: 0, toPosition: Number(head?.last) }, { table: (name: string) => name });
  }
  await app.sql(
    `INSERT INTO ledger_head (tenant_id, last_position, last_hash, event_count)
     SELECT tenant_id, max(position), 'bench', count(*) FROM ledger_event WHERE tenant_id = $1 GROUP BY tenant_id
     ON CONFLICT (tenant_id) DO UPDATE SET last_position = EXCLUDED.last_position, event_count = EXCLUDED.event_count`,
    [tenantId],
  );
  for (const table of ['ledger_event', 'ledger_posting', 'ledger_balance_daily', 'ledger_account_day']) await app.sql(`VACUUM ANALYZE ${table}`);
  return banks.map((b) => b.id);
}

/** The reports agree with a plain SQL replay of the postings (D = today, T = a month back). */
async function checkFigures(app: TestApp, browser: Browser, tenantId: string, today: string): Promise<void> {
  const knownAt = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const tb = (await browser.get(`/api/reports/trial-balance?as_of=${today}&known_at=${encodeURIComponent(knownAt)}`)).body as { totals: { debit: string; credit: string; posted_debit: string } };
  const [replay] = await app.sql<{ debit: string }>(
    `SELECT sum(p.debit)::numeric(20,2)::text AS debit FROM ledger_posting p JOIN ledger_event e ON e.tenant_id = p.tenant_id AND e.position = p.position
      WHERE p.tenant_id = $1 AND e.occurred_on <= $2 AND e.recorded_at <= $3`,
    [tenantId, today, knownAt],
  );
  const bs = (await browser.get(`/api/reports/balance-sheet?as_of=${today}`)).body as { totals: { assets: string; liabilities_and_equity: string } };
  log(`check: TB debits ${tb.totals.debit} = credits ${tb.totals.credit}: ${tb.totals.debit === tb.totals.credit ? 'yes' : 'NO'}; posted debits ${tb.totals.posted_debit} = replay ${replay?.debit}: ${tb.totals.posted_debit === replay?.debit ? 'yes' : 'NO'}`);
  log(`check: BS assets ${bs.totals.assets} = liabilities + equity ${bs.totals.liabilities_and_equity}: ${bs.totals.assets === bs.totals.liabilities_and_equity ? 'yes' : 'NO'}`);
}
