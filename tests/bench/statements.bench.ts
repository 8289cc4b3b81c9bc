import { performance } from 'node:perf_hooks';
import { ACCOUNTS } from '@ginuma/domain';
import { registerWorkspace, startTestApp, type Browser, type TestApp } from '../support/test-app';
import { log, timeHttpCases } from './support/http-timing';
import { seed as seedInvoices } from './outstanding.bench';

/**
 * Statements of account and payables aging at scale: one workspace with `documents` confirmed
 * invoices (three receipts each, the outstanding bench's seed) over 2,000 customers, and as many
 * confirmed bills over 2,000 suppliers (nine in ten paid by a voucher 20 days on), as events
 * with their postings and the projections built from them. Asked through the real HTTP API:
 * a customer's and a supplier's statement over a financial year and over two years, as known at a
 * past moment, and payables aging today, a year back and as known at a past moment.
 */
export interface StatementsBenchOptions {
  documents?: number;
  requests?: number;
}

const TARGET_MS = 200;
const SUPPLIERS = 2_000;
const TODAY = '2026-11-22';

export async function runStatementsBench(options: StatementsBenchOptions = {}): Promise<void> {
  const documents = options.documents ?? 100_000;
  const requests = options.requests ?? 30;
  const app = await startTestApp();
  try {
    const owner = await registerWorkspace(app, 'Bench Statements');
    const tenantId = owner.user.workspace.id;
    await app.sql(`UPDATE workspaces SET plan_id = 1`);
    const started = performance.now();
    await seedInvoices(app, tenantId, documents);
    await seedBills(app, tenantId, documents);
    const [counts] = await app.sql<{ invoices: string; bills: string; events: string }>(
      `SELECT count(*) FILTER (WHERE type = 'InvoiceConfirmed') AS invoices, count(*) FILTER (WHERE type = 'BillConfirmed') AS bills, count(*) AS events
         FROM ledger_event WHERE tenant_id = $1`,
      [tenantId],
    );
    const n = (value: string | undefined) => Number(value).toLocaleString('en-US');
    log(`seed: ${n(counts?.invoices)} invoices, ${n(counts?.bills)} bills, ${n(counts?.events)} events in ${((performance.now() - started) / 1000).toFixed(1)} s (SQL, not timed below)`);

    const [customer] = await app.sql<{ id: string }>(`SELECT id FROM customers WHERE tenant_id = $1 ORDER BY name LIMIT 1 OFFSET 7`, [tenantId]);
    const [supplier] = await app.sql<{ id: string }>(`SELECT id FROM suppliers WHERE tenant_id = $1 ORDER BY name LIMIT 1 OFFSET 7`, [tenantId]);
    const q = (query: Record<string, string>) => new URLSearchParams(query).toString();
    await timeHttpCases(
      owner.browser,
      [
        ['customer statement, this financial year', `/api/customers/statement/${customer?.id}?${q({ from: '2026-04-01', to: TODAY })}`, TARGET_MS],
        ['customer statement, two years', `/api/customers/statement/${customer?.id}?${q({ from: '2024-11-22', to: TODAY })}`, TARGET_MS],
        ['customer statement, as known at 2026-06-01', `/api/customers/statement/${customer?.id}?${q({ from: '2026-04-01', to: TODAY, known_at: '2026-06-01T00:00:00Z' })}`, TARGET_MS],
        ['supplier statement, this financial year', `/api/suppliers/statement/${supplier?.id}?${q({ from: '2026-04-01', to: TODAY })}`, TARGET_MS],
        ['supplier statement, two years', `/api/suppliers/statement/${supplier?.id}?${q({ from: '2024-11-22', to: TODAY })}`, TARGET_MS],
        ['payables aging, today', `/api/reports/payables_aging?${q({ as_of: TODAY })}`, TARGET_MS],
        ['payables aging, a year back (2025-11-22)', `/api/reports/payables_aging?${q({ as_of: '2025-11-22' })}`, TARGET_MS],
        ['payables aging, as known at 2026-06-01', `/api/reports/payables_aging?${q({ as_of: TODAY, known_at: '2026-06-01T00:00:00Z' })}`, TARGET_MS],
      ],
      requests,
      TARGET_MS,
    );
    await checkFigures(app, owner.browser, tenantId, customer?.id ?? '', supplier?.id ?? '');
  } finally {
    await app.close();
  }
}

/**
 * Bills as an import would load them: each a confirmed row with its BillConfirmed event
 * (Cr payable with the supplier as party, Dr expense) dated over two years and due 30 days on,
 * nine in ten paid in full by a BillPaid event 20 days after it (Dr payable, Cr cash); the bill
 * balances as the projection would keep them. Triggers are off for the load, as in the
 * outstanding bench (postings balance by construction; hashes are placeholders).
 */
async function seedBills(app: TestApp, tenantId: string, count: number): Promise<void> {
  await app.sql(
    `INSERT INTO suppliers (tenant_id, name, type, created_at, updated_at)
     SELECT $1, 'Supplier ' || lpad(g::text, 5, '0'), 'Local Vendor', now(), now() FROM generate_series(1, $2::int) AS g`,
    [tenantId, SUPPLIERS],
  );
  await app.sql(
    `INSERT INTO bills (tenant_id, code, supplier_id, bill_number, date, due_date, sub_total, tax_total, grand_total, stage)
     SELECT $1, 'BILL-' || lpad(g::text, 6, '0'), s.id, 'SUP-' || g, d.date, d.date + 30, t.total, 0, t.total, 'confirmed'
       FROM generate_series(1, $2::int) AS g
       JOIN (SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM suppliers WHERE tenant_id = $1) s ON s.n = g % $3
      CROSS JOIN LATERAL (SELECT date '${TODAY}' - (730 - (g::bigint * 730 / $2::int))::int AS date) d
      CROSS JOIN LATERAL (SELECT (500 + (g * 53) % 7000)::numeric(18,2) AS total) t`,
    [tenantId, count, SUPPLIERS],
  );
  const [head] = await app.sql<{ last: string }>(`SELECT coalesce(max(position), 0)::text AS last FROM ledger_event WHERE tenant_id = $1`, [tenantId]);
  await app.sql(`ALTER TABLE ledger_event DISABLE TRIGGER ALL`);
  await app.sql(`ALTER TABLE ledger_posting DISABLE TRIGGER ALL`);
  try {
    await app.sql(
      `INSERT INTO ledger_event (tenant_id, stream, stream_version, type, schema_version, payload, metadata, occurred_on, recorded_at, prev_hash, hash)
       SELECT b.tenant_id, 'bill-' || b.id, v.version, v.type, 1, v.payload,
              '{"actor_id":null,"role":1,"correlation_id":"bench","causation_id":null,"idempotency_key":null}',
              v.on_date, v.on_date + time '11:00', 'bench', 'bench'
         FROM (SELECT *, row_number() OVER (ORDER BY code) AS n FROM bills WHERE tenant_id = $1) b
        CROSS JOIN LATERAL (VALUES
          (1, 'BillConfirmed', b.date, jsonb_build_object('billId', b.id, 'code', b.code, 'supplierId', b.supplier_id, 'date', b.date, 'dueDate', b.due_date, 'grandTotal', b.grand_total::text)),
          (2, 'BillPaid', b.date + 20, jsonb_build_object('billId', b.id, 'voucherId', gen_random_uuid(), 'amount', b.grand_total::text, 'account', 'cash', 'date', b.date + 20))
        ) AS v(version, type, on_date, payload)
        WHERE v.version = 1 OR b.n % 10 <> 0
        ORDER BY v.on_date, b.n, v.version`,
      [tenantId],
    );
    await app.sql(
      `INSERT INTO ledger_posting (tenant_id, position, line_no, account, party, debit, credit)
       SELECT e.tenant_id, e.position, l.n,
              CASE WHEN l.n = 1 THEN $2 WHEN e.type = 'BillConfirmed' THEN 'expense' ELSE $3 END,
              CASE WHEN l.n = 1 THEN 'supplier:' || (e.payload->>'supplierId') END,
              CASE WHEN (l.n = 1) = (e.type = 'BillPaid') THEN a.amount ELSE 0 END,
              CASE WHEN (l.n = 1) = (e.type = 'BillConfirmed') THEN a.amount ELSE 0 END
         FROM ledger_event e
        CROSS JOIN LATERAL (SELECT coalesce(e.payload->>'grandTotal', e.payload->>'amount')::numeric AS amount) a
        CROSS JOIN generate_series(1, 2) AS l(n)
        WHERE e.tenant_id = $1 AND e.position > $4 AND e.type = 'BillConfirmed'`,
      [tenantId, ACCOUNTS.payable, ACCOUNTS.cash, head?.last ?? '0'],
    );
    // A payment's party is its bill's supplier, which its payload does not carry.
    await app.sql(
      `INSERT INTO ledger_posting (tenant_id, position, line_no, account, party, debit, credit)
       SELECT e.tenant_id, e.position, l.n, CASE WHEN l.n = 1 THEN $2 ELSE $3 END,
              CASE WHEN l.n = 1 THEN 'supplier:' || b.supplier_id END,
              CASE WHEN l.n = 1 THEN (e.payload->>'amount')::numeric ELSE 0 END, CASE WHEN l.n = 2 THEN (e.payload->>'amount')::numeric ELSE 0 END
         FROM ledger_event e JOIN bills b ON b.tenant_id = e.tenant_id AND b.id = substr(e.stream, 6)::uuid
        CROSS JOIN generate_series(1, 2) AS l(n)
        WHERE e.tenant_id = $1 AND e.position > $4 AND e.type = 'BillPaid'`,
      [tenantId, ACCOUNTS.payable, ACCOUNTS.cash, head?.last ?? '0'],
    );
  } finally {
    await app.sql(`ALTER TABLE ledger_event ENABLE TRIGGER ALL`);
    await app.sql(`ALTER TABLE ledger_posting ENABLE TRIGGER ALL`);
  }
  // Fresh statistics first: the statements below join the new events and postings.
  for (const table of ['bills', 'ledger_event', 'ledger_posting']) await app.sql(`ANALYZE ${table}`);
  await app.sql(
    `INSERT INTO bill_balance (tenant_id, bill_id, supplier_party, occurred_on, due_date, grand_total, paid)
     SELECT b.tenant_id, b.id, 'supplier:' || b.supplier_id, b.date, b.due_date, b.grand_total, coalesce(p.paid, 0)
       FROM bills b
       LEFT JOIN (SELECT substr(stream, 6)::uuid AS bill_id, sum((payload->>'amount')::numeric) AS paid
                    FROM ledger_event WHERE tenant_id = $1 AND type = 'BillPaid' GROUP BY 1) p ON p.bill_id = b.id
      WHERE b.tenant_id = $1`,
    [tenantId],
  );
  const { accountBalanceProjection, billSettlementProjection } = await import('@ginuma/ledger');
  const [last] = await app.sql<{ last: string }>(`SELECT max(position)::text AS last FROM ledger_event WHERE tenant_id = $1`, [tenantId]);
  // The settlement rows from the projection's own statement over the new events, as an append would write them.
  for (const sql of billSettlementProjection.rangeSql?.({ table: (name: string) => name }) ?? []) await app.sql(sql, [tenantId, head?.last ?? '0', last?.last]);
  const executor = { query: <R>(text: string, params?: readonly unknown[]) => app.sql<R>(text, params ? [...params] : undefined) };
  await accountBalanceProjection.replay?.(executor, { tenantId, afterPosition: Number(head?.last ?? 0), toPosition: Number(last?.last) }, { table: (name: string) => name });
  await app.sql(
    `UPDATE ledger_head SET last_position = x.last, event_count = x.n
       FROM (SELECT max(position) AS last, count(*) AS n FROM ledger_event WHERE tenant_id = $1) x WHERE tenant_id = $1`,
    [tenantId],
  );
  for (const table of ['suppliers', 'bills', 'bill_balance', 'bill_settlement', 'ledger_event', 'ledger_posting', 'ledger_balance_daily']) await app.sql(`VACUUM ANALYZE ${table}`);
}

/** The statements close on the trial balance's party lines, and the supplier's statement ages to its payables-aging row. */
async function checkFigures(app: TestApp, browser: Browser, tenantId: string, customerId: string, supplierId: string): Promise<void> {
  const customer = (await browser.get(`/api/customers/statement/${customerId}?from=2026-04-01&to=${TODAY}`)).body as { closing_balance: string };
  const supplier = (await browser.get(`/api/suppliers/statement/${supplierId}?from=2026-04-01&to=${TODAY}`)).body as { closing_balance: string; aging: { total: string } };
  const [sums] = await app.sql<{ receivable: string; payable: string }>(
    `SELECT coalesce(sum(p.debit - p.credit) FILTER (WHERE p.account = $2), 0)::numeric(18,2)::text AS receivable,
            coalesce(sum(p.credit - p.debit) FILTER (WHERE p.account = $3), 0)::numeric(18,2)::text AS payable
       FROM ledger_posting p JOIN ledger_event e ON e.tenant_id = p.tenant_id AND e.position = p.position
      WHERE p.tenant_id = $1 AND ((p.account = $2 AND p.party = $4) OR (p.account = $3 AND p.party = $5)) AND e.occurred_on <= $6::date`,
    [tenantId, ACCOUNTS.receivable, ACCOUNTS.payable, `customer:${customerId}`, `supplier:${supplierId}`, TODAY],
  );
  const aging = (await browser.get(`/api/reports/payables_aging?as_of=${TODAY}`)).body as { rows: { id: string; total_due: string }[] };
  const row = aging.rows.find((r) => r.id === supplierId);
  log(`check: customer closing ${customer.closing_balance} = its receivable postings to ${TODAY} ${sums?.receivable}: ${customer.closing_balance === sums?.receivable ? 'yes' : 'NO'}`);
  log(`check: supplier closing ${supplier.closing_balance} = its payable postings to ${TODAY} ${sums?.payable} = its payables aging ${row?.total_due ?? '0.00'}: ${supplier.closing_balance === sums?.payable && supplier.aging.total === (row?.total_due ?? '0.00') ? 'yes' : 'NO'}`);
}
