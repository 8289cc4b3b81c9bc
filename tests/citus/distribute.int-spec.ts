import type { AddressInfo } from 'node:net';
import type { Client } from 'pg';
import type { Registered, TestApp } from '../support/test-app';

/**
 * Runs only against a Citus coordinator named by CITUS_URL (its database has the citus extension
 * and its workers added); CI has none, so there the suite is skipped and loads nothing else.
 * It migrates that database, so it must be one of its own. The API's flows run after the schema
 * is distributed, in this file so that they follow it.
 */
const CITUS_URL = process.env.CITUS_URL;
const describeOnCitus = CITUS_URL ? describe : describe.skip;
if (!CITUS_URL) console.log('tests/citus skipped: CITUS_URL does not name a Citus coordinator.');

describeOnCitus('the schema distributed on Citus', () => {
  let client: Client;
  let runCli: (typeof import('../support/cli'))['runCli'];

  beforeAll(async () => {
    ({ runCli } = await import('../support/cli'));
    const { Client: PgClient } = await import('pg');
    await runCli('migrate', CITUS_URL!);
    client = new PgClient(CITUS_URL);
    await client.connect();
  }, 300000);

  afterAll(async () => {
    await client?.end();
  });

  it('distributes every tenant table by tenant_id, co-located, and is idempotent', async () => {
    const first = await runCli('distribute', CITUS_URL!);
    const second = await runCli('distribute', CITUS_URL!);
    expect(second.stdout).not.toContain('[now]');
    expect(second.stdout.replace(/ \[now\]/g, '')).toBe(first.stdout.replace(/ \[now\]/g, ''));

    const { rows } = await client.query<{ table: string; type: string; column: string | null; colocation: number }>(
      `SELECT table_name::text AS table, citus_table_type AS type, distribution_column AS column, colocation_id AS colocation
         FROM citus_tables`,
    );
    const byTable = new Map(rows.map((r) => [r.table, r]));
    for (const table of ['workspaces', 'plans', 'users', 'shared_links', 'plan_payments', 'api_keys']) {
      expect(byTable.get(table)?.type).toBe('reference');
    }
    expect(byTable.has('session')).toBe(false);
    const distributed = rows.filter((r) => r.type === 'distributed');
    expect(distributed.map((r) => r.table)).toEqual(expect.arrayContaining(['ledger_event', 'ledger_posting', 'invoices', 'receipts']));
    expect(new Set(distributed.map((r) => r.column))).toEqual(new Set(['tenant_id']));
    expect(new Set(distributed.map((r) => r.colocation)).size).toBe(1);
  }, 300000);

  it("keeps one workspace's shards of every table on one worker, and routes its queries there", async () => {
    const tenant = '3b0d6f0e-25c1-4c2a-9a55-0000000000a5';
    const { rows: nodes } = await client.query<{ node: string }>(
      `SELECT DISTINCT s.nodename || ':' || s.nodeport AS node
         FROM citus_tables t
         JOIN citus_shards s ON s.shardid = get_shard_id_for_distribution_column(t.table_name, $1::uuid)
        WHERE t.citus_table_type = 'distributed'`,
      [tenant],
    );
    expect(nodes).toHaveLength(1);

    const { rows: plan } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT i.id FROM invoices i JOIN ledger_event e ON e.tenant_id = i.tenant_id
        WHERE i.tenant_id = '${tenant}'`,
    );
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('Task Count: 1');
    expect(text).toContain(nodes[0]!.node.split(':')[1]);
  });
});

describeOnCitus('the API on the distributed schema', () => {
  let app: TestApp;
  let ours: Registered;
  let theirs: Registered;
  let admin: Client;
  let support: typeof import('../support/test-app');
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    support = await import('../support/test-app');
    const { seedDemoData } = await import('../../apps/api/src/modules/workspaces/demo-data');
    const { Client: PgClient } = await import('pg');
    app = await support.startTestApp({ database: { url: CITUS_URL!, drop: async () => undefined } });
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    const { port } = app.server.address() as AddressInfo;
    ours = await support.registerWorkspace(app, 'Citus Ours');
    theirs = await support.registerWorkspace(app, 'Citus Theirs');
    admin = new PgClient(CITUS_URL);
    await admin.connect();
    // The demo business through the public API, in both workspaces: settings, a tax, a bank
    // account, customers, stock, invoices confirmed and paid by receipts, expenses and an income.
    const [{ today }] = await app.sql<{ today: string }>(`SELECT to_char(now() AT TIME ZONE 'Asia/Colombo', 'YYYY-MM-DD') AS today`);
    for (const workspace of [theirs, ours]) await seedDemoData(`http://127.0.0.1:${port}`, workspace.user.email, workspace.password, today);
  }, 600000);

  afterAll(async () => {
    await admin?.end();
    await app?.close();
  });

  it('registers a workspace with its starter records and keeps its records', async () => {
    const owner = ours.browser;
    ids.customer = ((await owner.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body as { id: string }).id;
    ids.product = ((await owner.post('/api/products', { name: 'Consulting', type: 'Non-stockable', selling_price: '1500' }).expect(201)).body as { id: string }).id;
    ids['bank-accounts'] = ((await owner.post('/api/bank-accounts', { identification_name: 'Citus Savings', balance: '0' }).expect(201)).body as { id: string }).id;
    expect((await owner.get(`/api/customers/${ids.customer}`).expect(200)).body).toMatchObject({ name: 'Perera Stores' });
    const units = (await owner.get('/api/units').expect(200)).body as unknown[];
    expect(units).toHaveLength(6);
  }, 120000);

  it('creates, confirms and is paid for an invoice, and reports it', async () => {
    const owner = ours.browser;
    const draft = (await owner.post('/api/invoices', { customer_id: ids.customer, date: today(), due_date: today(), lines: [{ product_id: ids.product, quantity: 2 }] }).expect(201))
      .body as { id: string; status: string; grand_total: string };
    expect(draft).toMatchObject({ status: 'pending', grand_total: '3000.00' });
    await owner.post(`/api/invoices/confirm/${draft.id}`, {}).expect(200);
    expect((await owner.get(`/api/invoices/${draft.id}`).expect(200)).body).toMatchObject({ status: 'due', due: '3000.00' });
    const receipt = (await owner.post('/api/payments', {
      customer_id: ids.customer, date: today(), pay_type: 'Bank', account_id: ids['bank-accounts'], paid_amount: '3000.00',
      invoices: [{ invoice_id: draft.id, amount: '3000.00' }],
    }).expect(201)).body as { id: string };
    await owner.post(`/api/payments/confirm/${receipt.id}`, {}).expect(200);
    expect((await owner.get(`/api/invoices/${draft.id}`).expect(200)).body).toMatchObject({ status: 'paid', due: '0.00' });
    await theirs.browser.get(`/api/invoices/${draft.id}`).expect(404);
    const outstanding = (await owner.get(`/api/reports/payment_outstanding?${new URLSearchParams({ as_of: today() })}`).expect(200)).body as unknown[];
    expect(outstanding.length).toBeGreaterThan(0);
    await owner.get('/api/dashboard').expect(200);
  }, 120000);

  it("answers another workspace's real ids with 404 on every route that takes one, and changes nothing of theirs", async () => {
    const { probeCrossTenant, fingerprint } = await import('../security/cross-tenant');
    const { routeTable } = await import('../security/route-table');
    const serverErrors: string[] = [];
    const before = await fingerprint(app, theirs.user.workspace.id);
    const { probes, wrong } = await probeCrossTenant(app, routeTable(app.running.app), ours, theirs, ({ label, status }) => {
      if (status >= 500) serverErrors.push(`${label} → ${status}`);
    });
    expect(probes).toBeGreaterThan(50);
    expect(serverErrors).toEqual([]);
    expect(wrong).toEqual([]);
    expect(await fingerprint(app, theirs.user.workspace.id)).toEqual(before);
  }, 600000);

  it("keeps a workspace's rows of every table on one worker", async () => {
    const { rows } = await admin.query<{ node: string; n: number }>(
      `SELECT s.nodename || ':' || s.nodeport AS node, count(*)::int AS n
         FROM citus_tables t
         JOIN citus_shards s ON s.table_name = t.table_name AND s.shardid = get_shard_id_for_distribution_column(t.table_name, $1::uuid)
        WHERE t.citus_table_type = 'distributed' GROUP BY 1`,
      [ours.user.workspace.id],
    );
    expect(rows).toHaveLength(1);
    const [{ n }] = (await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_event WHERE tenant_id = $1`, [ours.user.workspace.id])).rows;
    expect(n).toBeGreaterThan(10);
  });

  it("routes every statement of a request's flow, its lists and reports to one worker", async () => {
    const pg = await import('pg');
    const sent: { text: string; values?: unknown[] }[] = [];
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
      const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
      if (typeof config === 'string') sent.push({ text: config, values: Array.isArray(values) ? values : undefined });
      else if (config && typeof config.text === 'string') sent.push({ text: config.text, values: config.values });
      return query.apply(this, args);
    } as typeof pg.Client.prototype.query;
    try {
      const owner = ours.browser;
      const draft = (await owner.post('/api/invoices', { customer_id: ids.customer, date: today(), due_date: today(), lines: [{ product_id: ids.product, quantity: 1 }] }).expect(201)).body as { id: string };
      await owner.post(`/api/invoices/confirm/${draft.id}`, {}).expect(200);
      await owner.get(`/api/invoices/${draft.id}`).expect(200);
      await owner.get(`/api/customers/${ids.customer}`).expect(200);
      // Lists: a page of rows with their ledger figures and names, and the count.
      for (const list of ['invoices', 'customers', 'products', 'payments', 'expenses', 'incomes', 'bills', 'vouchers', 'stock-logs']) {
        await owner.get(`/api/${list}`).query({ range: '[0,24]' }).expect(200);
      }
      await owner.get('/api/reports/general-ledger').query({ account: 'sales', known_at: new Date(Date.now() - 60_000).toISOString() }).expect(200);
      await owner.get('/api/reports/trial-balance').query({ known_at: new Date(Date.now() - 60_000).toISOString() }).expect(200);
    } finally {
      pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
    }
    // Each parameterised statement the app sent, explained as the request ran it: as ginuma_app,
    // with the workspace set. The batch that opens a transaction and the ledger's own function
    // call (its statements run inside it) have no distributed plan to read.
    const statements = sent.filter((s) => s.values && s.values.length > 0 && /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i.test(s.text) && !/ledger_append/.test(s.text));
    expect(statements.length).toBeGreaterThan(5);
    const multiShard: string[] = [];
    await admin.query('BEGIN');
    try {
      await admin.query(`SELECT set_config('role', 'ginuma_app', true), ginuma_set_local('app.tenant_id', $1)`, [ours.user.workspace.id]);
      for (const statement of statements) {
        const { rows } = await admin.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement.text}`, statement.values);
        const counts = rows.map((r) => /Task Count: (\d+)/.exec(r['QUERY PLAN'])?.[1]).filter((c): c is string => c !== undefined);
        if (counts.some((c) => c !== '1')) multiShard.push(`${counts.join(',')} tasks: ${statement.text.slice(0, 160)}`);
      }
    } finally {
      await admin.query('ROLLBACK');
    }
    expect(multiShard).toEqual([]);
  }, 120000);

  it('confines a request to its workspace on the workers too (row-level security on the shards)', async () => {
    const tenant = ours.user.workspace.id;
    await admin.query('BEGIN');
    try {
      // As the request transaction opens (platform/database/database.ts).
      await admin.query(`SELECT set_config('role', 'ginuma_app', true), ginuma_set_local('app.tenant_id', $1)`, [tenant]);
      // No tenant filter: only row-level security, on the shards, keeps the other workspace out.
      const { rows } = await admin.query<{ tenant_id: string }>(`SELECT DISTINCT tenant_id FROM units`);
      expect(rows).toEqual([{ tenant_id: tenant }]);
    } finally {
      await admin.query('ROLLBACK');
    }
    const { rows: all } = await admin.query<{ n: number }>(`SELECT count(DISTINCT tenant_id)::int AS n FROM units`);
    expect(all[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('resets a workspace on the shards, its ledger included, and nothing of another', async () => {
    const reset = await support.registerWorkspace(app, 'Citus Reset');
    const tenant = reset.user.workspace.id;
    const customer = ((await reset.browser.post('/api/customers', { name: 'Silva', open_outstanding: '1000.00' }).expect(201)).body as { id: string }).id;
    expect(customer).toBeTruthy();
    const count = async (id: string) => (await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_event WHERE tenant_id = $1`, [id])).rows[0]!.n;
    expect(await count(tenant)).toBeGreaterThan(0);
    const theirsBefore = await count(theirs.user.workspace.id);
    await admin.query('BEGIN');
    try {
      // As the account reset's request runs it (modules/account-reset).
      await admin.query(`SELECT set_config('role', 'ginuma_app', true), ginuma_set_local('app.tenant_id', $1)`, [tenant]);
      await admin.query(`SELECT ginuma_reset_workspace($1)`, [tenant]);
      await admin.query('COMMIT');
    } catch (error) {
      await admin.query('ROLLBACK');
      throw error;
    }
    expect(await count(tenant)).toBe(0);
    expect((await admin.query(`SELECT 1 FROM customers WHERE tenant_id = $1`, [tenant])).rows).toEqual([]);
    expect(await count(theirs.user.workspace.id)).toBe(theirsBefore);
  }, 120000);

  it('rebuilds the ledger\'s projections and verifies them against a replay', async () => {
    const { runCli } = await import('../support/cli');
    const verified = await runCli('ledger-rebuild', CITUS_URL!, '--verify');
    expect(verified.stdout).toMatch(/Verified \d+ workspace\(s\): projections equal a replay, hash chains intact\./);
    const rebuilt = await runCli('ledger-rebuild', CITUS_URL!, '--tenant', ours.user.workspace_slug);
    expect(rebuilt.stdout).toMatch(/Rebuilt \d+ events of 1 workspace\(s\)/);
    await runCli('ledger-rebuild', CITUS_URL!);
    expect((await runCli('ledger-rebuild', CITUS_URL!, '--verify')).stdout).toContain('projections equal a replay');
  }, 600000);
});

describeOnCitus("the API's other flows on the distributed schema", () => {
  let app: TestApp;
  let books: Registered;
  const ids: Record<string, string> = {};
  let numbers = 0;

  beforeAll(async () => {
    const support = await import('../support/test-app');
    app = await support.startTestApp({ database: { url: CITUS_URL!, drop: async () => undefined } });
    books = await support.registerWorkspace(app, 'Citus Books');
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [books.user.workspace.id]);
    const owner = books.browser;
    ids.customer = ((await owner.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body as { id: string }).id;
    ids.supplier = ((await owner.post('/api/suppliers', { name: 'Perera Wholesale', type: 'Local Vendor', payment_terms_days: '30' }).expect(201)).body as { id: string }).id;
    ids.tea = ((await owner.post('/api/products', { name: 'Tea 100g', type: 'Stockable', selling_price: '450', unit_cost: '100', open_stock: '100' }).expect(201)).body as { id: string }).id;
    ids.category = ((await owner.post('/api/expenses-categories', { name: 'Freight', type: 'Cost of Sales' }).expect(201)).body as { id: string }).id;
    ids.vat = ((await owner.post('/api/taxes', { name: 'VAT', rate: '18', abbreviation: 'VAT' }).expect(201)).body as { id: string }).id;
    ids.bank = ((await owner.post('/api/bank-accounts', { identification_name: 'Sampath Current', balance: '10000' }).expect(201)).body as { id: string }).id;
  }, 120000);

  afterAll(async () => {
    await app?.close();
  });

  const confirmedSale = async () =>
    (await books.browser.post('/api/invoices?confirm=true', { customer_id: ids.customer, date: today(), due_date: today(), tax_ids: [ids.vat], lines: [{ product_id: ids.tea, quantity: '4', price: '450' }] }).expect(201))
      .body as { id: string; code: string; grand_total: string };
  const bill = (confirm: boolean) =>
    books.browser
      .post(`/api/bills${confirm ? '?confirm=true' : ''}`, {
        supplier_id: ids.supplier,
        bill_number: `PW-${++numbers}`,
        date: today(),
        lines: [
          { product_id: ids.tea, description: 'Tea cartons', quantity: '20', unit_cost: '115.50', tax_id: ids.vat },
          { expense_category_id: ids.category, description: 'Freight', quantity: '1', unit_cost: '333.33', tax_id: ids.vat },
        ],
      })
      .expect(201);

  it('creates, confirms and pays a bill by a voucher, and returns part of it by a debit note', async () => {
    const owner = books.browser;
    const draft = (await bill(false)).body as { id: string; grand_total: string };
    expect(draft.grand_total).toBe('3119.13');
    expect((await owner.post(`/api/bills/confirm/${draft.id}`).expect(200)).body).toMatchObject({ status: 'due', due: '3119.13' });
    const voucher = await owner
      .post('/api/vouchers?confirm=true', { supplier_id: ids.supplier, date: today(), pay_type: 'Bank', account_id: ids.bank, amount: '1000.00', bills: [{ bill_id: draft.id, amount: '1000.00' }] })
      .expect(201);
    expect((await owner.get(`/api/bills/${draft.id}`).expect(200)).body).toMatchObject({ paid: '1000.00', due: '2119.13' });
    await owner.get(`/api/vouchers/${voucher.body.id}`).expect(200);
    await owner.get(`/api/bills/payments/${draft.id}`).expect(200);
    await owner.get(`/api/bills/open-bills/${ids.supplier}`).expect(200);

    const note = (await owner.post('/api/debit-notes', { supplier_id: ids.supplier, bill_id: draft.id, date: today(), note: 'Damaged cartons', lines: [{ bill_line: 0, quantity: '5' }] }).expect(201))
      .body as { id: string };
    await owner.post(`/api/debit-notes/confirm/${note.id}`).expect(200);
    await owner.post(`/api/debit-notes/apply/${note.id}`, { bill_id: draft.id, amount: '600' }).expect(201);
    await owner.post(`/api/debit-notes/unapply/${note.id}`, { bill_id: draft.id, amount: '100' }).expect(201);
    expect((await owner.get(`/api/bills/${draft.id}`).expect(200)).body).toMatchObject({ due: '1619.13' });
    await owner.get('/api/reports/payables_aging').expect(200);
    await owner.get('/api/bills').expect(200);
    await owner.get('/api/debit-notes').expect(200);
    await owner.get('/api/vouchers').expect(200);
  }, 120000);

  it('returns part of an invoice by a credit note, spends it on another, and refunds a receipt', async () => {
    const owner = books.browser;
    const sold = await confirmedSale();
    const other = await confirmedSale();
    const note = (await owner.post('/api/credit-notes', { customer_id: ids.customer, invoice_id: sold.id, date: today(), note: 'Damaged in transit', lines: [{ invoice_line: 0, quantity: '1' }] }).expect(201))
      .body as { id: string };
    await owner.post(`/api/credit-notes/confirm/${note.id}`).expect(200);
    await owner.post(`/api/credit-notes/apply/${note.id}`, { invoice_id: other.id, amount: '400' }).expect(201);
    await owner.post(`/api/credit-notes/unapply/${note.id}`, { invoice_id: other.id, amount: '100' }).expect(201);
    expect((await owner.get(`/api/credit-notes/${note.id}`).expect(200)).body).toMatchObject({ applied: [expect.objectContaining({ invoice_id: other.id, amount: '300.00' })] });
    await owner.get('/api/credit-notes').expect(200);

    const receipt = (await owner.post('/api/payments', { customer_id: ids.customer, date: today(), pay_type: 'Bank', account_id: ids.bank, paid_amount: sold.grand_total, invoices: [{ invoice_id: sold.id, amount: sold.grand_total }] }).expect(201))
      .body as { id: string };
    await owner.post(`/api/payments/confirm/payment/${receipt.id}`).expect(200);
    const refund = (await owner.post('/api/payments/refunds', { customer_id: ids.customer, date: today(), refund_type: 'Cash Refund', account_id: ids.bank, remark: 'Broken', invoices: [{ invoice_id: sold.id, amount: '250.00' }] }).expect(201))
      .body as { id: string };
    await owner.post(`/api/payments/confirm/refund/${refund.id}`).expect(200);
    await owner.get(`/api/payments/refunds/${refund.id}`).expect(200);
    await owner.get('/api/payments/refunds').expect(200);
  }, 120000);

  it('imports a bank statement, matches and creates from its lines, and reconciles it', async () => {
    const owner = books.browser;
    const receipt = (await owner.post('/api/payments?confirm=true', { customer_id: ids.customer, date: '2026-11-01', account_id: ids.bank, pay_type: 'Bank', paid_amount: '1500.00', invoices: [] }).expect(201))
      .body as { id: string };
    const statement = ['Txn Date,Description,Reference,Debit,Credit,Balance', '02/11/2026,CEFT Perera Stores,,,"1,500.00","11,500.00"', '03/11/2026,CEB,,250.00,,"11,250.00"'].join('\r\n');
    const preview = await owner.upload('/api/bank-statements/import', 'file', Buffer.from(statement), { filename: 'statement.csv' }).field('account_id', ids.bank).expect(201);
    expect(preview.body).toMatchObject({ status: 'preview', line_count: 2 });
    await owner.post(`/api/bank-statements/import/commit/${preview.body.id}`).expect(200);
    const lines = (await owner.get('/api/bank-statements/lines').query({ account_id: ids.bank }).expect(200)).body as { id: string; amount: string }[];
    const deposit = lines.find((l) => l.amount === '1500.00')!;
    const paid = lines.find((l) => l.amount === '-250.00')!;
    await owner.get(`/api/bank-statements/lines/suggestions/${deposit.id}`).expect(200);
    await owner.post(`/api/bank-statements/lines/match/${deposit.id}`, { documents: [{ kind: 'receipt', id: receipt.id }] }).expect(200);
    await owner.post(`/api/bank-statements/lines/create/${paid.id}`, { kind: 'expense', expense_category_id: ids.category }).expect(201);
    const query = { account_id: ids.bank, statement_date: '2026-11-30' };
    const status = (await owner.get('/api/bank-reconciliations/-/status').query({ ...query, closing_balance: '0' }).expect(200)).body as { cleared_balance: string; line_count: number };
    expect(status.line_count).toBe(2);
    const done = await owner.post('/api/bank-reconciliations', { ...query, closing_balance: status.cleared_balance }).expect(201);
    expect(done.body).toMatchObject({ status: 'completed' });
    await owner.get('/api/bank-reconciliations').query({ account_id: ids.bank }).expect(200);
    await owner.get(`/api/bank-reconciliations/report/${done.body.id}`).expect(200);
  }, 120000);

  it('previews and commits an import of customers and one of past invoices', async () => {
    const { previewed, committed } = await import('../support/imports');
    const upload = (kind: string, rows: string[]) => books.browser.upload('/api/imports', 'file', Buffer.from(rows.join('\r\n')), { filename: `${kind}.csv` }).field('kind', kind);
    const customers = await previewed(books.browser, upload('customers', ['Name,Email,Phone,Open outstanding', 'Nimal Stores,nimal@example.lk,0112345678,"1,000"', 'Sunil Traders,sunil@example.lk,,250']));
    expect(customers).toMatchObject({ status: 'previewed', counts: { create: 2, error: 0 } });
    expect(await committed(books.browser, customers.id)).toMatchObject({ status: 'committed', counts: { create: 2 } });
    const date = today().split('-').reverse().join('/');
    const invoices = await previewed(books.browser, upload('invoices', ['Invoice number,Customer,Date,Due date,Product,Description,Quantity,Price', `OLD-1,Nimal Stores,${date},,,Consulting,1,"12,500.00"`, `OLD-2,Sunil Traders,${date},,,Repairs,1,800`]));
    expect(invoices).toMatchObject({ status: 'previewed', counts: { create: 2, error: 0 } });
    expect(await committed(books.browser, invoices.id)).toMatchObject({ status: 'committed', counts: { create: 2 } });
  }, 120000);

  it('answers the books reports, the general ledger as known at a moment and the cash book', async () => {
    const owner = books.browser;
    const before = new Date().toISOString();
    await confirmedSale();
    const from = `${today().slice(0, 8)}01`;
    await owner.get('/api/reports/trial-balance').expect(200);
    await owner.get('/api/reports/trial-balance').query({ known_at: before }).expect(200);
    await owner.get('/api/reports/balance-sheet').query({ known_at: before }).expect(200);
    await owner.get('/api/reports/profit_and_loss').query({ from, to: today(), known_at: before }).expect(200);
    await owner.get('/api/reports/vat-return').query({ from, to: today(), known_at: before }).expect(200);
    const now = (await owner.get('/api/reports/general-ledger').query({ account: 'sales' }).expect(200)).body as { total: number };
    const then = (await owner.get('/api/reports/general-ledger').query({ account: 'sales', known_at: before }).expect(200)).body as { total: number };
    expect(then.total).toBe(now.total - 1);
    await owner.get('/api/reports/general-ledger').query({ account: 'receivable', party: `customer:${ids.customer}`, known_at: before }).expect(200);
    await owner.get('/api/transactions/banks/balance/filter').query({ from, to: today() }).expect(200);
  }, 120000);

  it('turns on two-step sign-in and keeps its recovery codes', async () => {
    const { generateSync } = await import('otplib');
    const setup = (await books.browser.post('/api/users/my/two-step/setup').expect(200)).body as { secret: string };
    const enabled = (await books.browser.post('/api/users/my/two-step/enable', { code: generateSync({ secret: setup.secret }) }).expect(200)).body as { recovery_codes: string[] };
    expect(enabled.recovery_codes).toHaveLength(10);
    expect((await books.browser.get('/api/users/my/two-step').expect(200)).body).toMatchObject({ enabled: true, recovery_codes_left: 10 });
  }, 120000);

  it("verifies every workspace's projections against a replay after these flows", async () => {
    const { runCli } = await import('../support/cli');
    expect((await runCli('ledger-rebuild', CITUS_URL!, '--verify')).stdout).toContain('projections equal a replay');
  }, 600000);
});

/** Today in the workspaces' time zone (the demo business's). */
function today(): string {
  return new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
}
