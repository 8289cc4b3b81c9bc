import { performance } from 'node:perf_hooks';
import type { CommittedStatementView, StatementPreviewView } from '@ginuma/domain';
import { registerWorkspace, startTestApp, type TestApp } from '../support/test-app';
import { log, timeHttpCases } from './support/http-timing';

/**
 * Bank statements at scale, through the real HTTP API:
 * - importing a `imported`-line CSV statement (preview, then commit with the workspace's rules run
 *   on the new lines), target under 10 s for 20,000 lines;
 * - suggestions for one line, target p95 under 100 ms, with `lines` statement lines (nine in ten
 *   matched) and `documents` confirmed documents (receipts, vouchers, incomes and expenses) in the account.
 * The account's documents and older lines are loaded by SQL as rows (the suggestions read rows,
 * not the ledger, so no events are written for them); the import is timed over HTTP.
 * Suggestions read each kind of document from an index on its amount (migration 1732261000000).
 */
export interface BankBenchOptions {
  imported?: number;
  lines?: number;
  documents?: number;
  requests?: number;
}

const IMPORT_TARGET_MS = 10_000;
const SUGGEST_TARGET_MS = 100;
const PARTIES = 2_000;
/** Documents and lines over the two years to this day. */
const TODAY = '2026-11-22';

export async function runBankBench(options: BankBenchOptions = {}): Promise<void> {
  const imported = options.imported ?? 20_000;
  const lineCount = options.lines ?? 50_000;
  const documents = options.documents ?? 100_000;
  const requests = options.requests ?? 30;
  const app = await startTestApp();
  try {
    const owner = await registerWorkspace(app, 'Bench Bank');
    const tenantId = owner.user.workspace.id;
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [tenantId]);
    const accountId = String((await owner.browser.post('/api/bank-accounts', { identification_name: 'Sampath Current', balance: '0' }).expect(201)).body.id);
    // Rules are tried on every imported line: a suggesting rule fits some and books none.
    await owner.browser
      .post('/api/bank-rules', { name: 'Interest', match: 'any', conditions: [{ field: 'description', operator: 'contains', value: 'interest' }], action: 'suggest', entry: { kind: 'income' } })
      .expect(201);

    const started = performance.now();
    await seedDocuments(app, tenantId, accountId, documents);
    await seedLines(app, tenantId, accountId, lineCount);
    const [counts] = await app.sql<{ documents: string; lines: string; matched: string }>(
      `SELECT (SELECT count(*) FROM receipts WHERE tenant_id = $1) + (SELECT count(*) FROM vouchers WHERE tenant_id = $1) + (SELECT count(*) FROM cash_transactions WHERE tenant_id = $1) AS documents,
              (SELECT count(*) FROM bank_statement_lines WHERE tenant_id = $1) AS lines, (SELECT count(*) FROM bank_line_matches WHERE tenant_id = $1) AS matched`,
      [tenantId],
    );
    const n = (value: string | number | undefined) => Number(value).toLocaleString('en-US');
    log(`seed: ${n(counts?.documents)} documents, ${n(counts?.lines)} lines (${n(counts?.matched)} matched) in ${((performance.now() - started) / 1000).toFixed(1)} s (SQL, not timed below)`);

    // The import: a bank's CSV export with debit and credit columns and a running balance, over the month after the seeded lines.
    const rows = Array.from({ length: imported }, (_, i) => {
      const day = new Date(Date.parse(`${TODAY}T00:00:00Z`) + (1 + Math.floor((i * 30) / imported)) * 86_400_000);
      const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
      const cents = 10_000 + ((i * 7919) % 2_500_000);
      const amount = `"${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}"`;
      const description = i % 50 === 0 ? 'INTEREST CREDIT' : i % 2 === 0 ? `CEFT ගෙවීම Customer ${i % PARTIES}` : `CHQ ${100_000 + i}`;
      return `${date},${description},REF-${i},${i % 2 === 0 ? '' : amount},${i % 2 === 0 ? amount : ''},`;
    });
    const csv = Buffer.from(['Sampath Bank PLC - Statement', 'Txn Date,Description,Reference,Debit,Credit,Balance', ...rows].join('\r\n'));
    const t0 = performance.now();
    const preview = (await owner.browser.upload('/api/bank-statements/import', 'file', csv, { filename: 'sampath.csv' }).field('account_id', accountId).expect(201)).body as StatementPreviewView;
    const t1 = performance.now();
    const committed = (await owner.browser.post(`/api/bank-statements/import/commit/${preview.id}`).expect(200)).body as CommittedStatementView;
    const t2 = performance.now();
    if (committed.imported_count !== imported) throw new Error(`Imported ${committed.imported_count} of ${imported} lines`);
    const total = t2 - t0;
    log(
      `import ${n(imported)} lines (${(csv.length / 1024 / 1024).toFixed(1)} MB CSV): preview ${(t1 - t0).toFixed(0)} ms, commit ${(t2 - t1).toFixed(0)} ms, ` +
        `total ${(total / 1000).toFixed(2)} s  target < ${IMPORT_TARGET_MS / 1000} s: ${total < IMPORT_TARGET_MS ? 'met' : 'MISSED'}`,
    );

    // One unmatched line of the seeded ones each way, whose amount the account's documents carry.
    const [money] = await app.sql<{ in_id: string; out_id: string }>(
      `SELECT (SELECT id FROM bank_statement_lines l WHERE tenant_id = $1 AND batch_id = b.id AND amount > 0 AND NOT EXISTS (SELECT 1 FROM bank_line_matches m WHERE m.tenant_id = $1 AND m.line_id = l.id) ORDER BY row_no LIMIT 1) AS in_id,
              (SELECT id FROM bank_statement_lines l WHERE tenant_id = $1 AND batch_id = b.id AND amount < 0 AND NOT EXISTS (SELECT 1 FROM bank_line_matches m WHERE m.tenant_id = $1 AND m.line_id = l.id) ORDER BY row_no LIMIT 1) AS out_id
         FROM bank_statement_batches b WHERE b.tenant_id = $1 AND b.file_name = 'seed.csv'`,
      [tenantId],
    );
    await timeHttpCases(
      owner.browser,
      [
        ['suggestions for a money-in line', `/api/bank-statements/lines/suggestions/${money?.in_id}`, SUGGEST_TARGET_MS],
        ['suggestions for a money-out line', `/api/bank-statements/lines/suggestions/${money?.out_id}`, SUGGEST_TARGET_MS],
      ],
      requests,
      SUGGEST_TARGET_MS,
    );
  } finally {
    await app.close();
  }
}

/**
 * `count` confirmed bank documents of the account over two years: four in ten receipts, three
 * vouchers, and three cash book entries (incomes and expenses), of amounts from 100.00 to
 * 25,099.99 (many repeat, as a business's do), under 2,000 customers and suppliers.
 */
async function seedDocuments(app: TestApp, tenantId: string, accountId: string, count: number): Promise<void> {
  await app.sql(`INSERT INTO customers (tenant_id, name) SELECT $1, 'Customer ' || g FROM generate_series(0, $2::int - 1) AS g`, [tenantId, PARTIES]);
  await app.sql(`INSERT INTO suppliers (tenant_id, name, type) SELECT $1, 'Supplier ' || g, 'Local Vendor' FROM generate_series(0, $2::int - 1) AS g`, [tenantId, PARTIES]);
  const receipts = Math.floor(count * 0.4);
  const vouchers = Math.floor(count * 0.3);
  const entries = count - receipts - vouchers;
  const day = `date '${TODAY}' - (730 - (g::bigint * 730 / $3::int))::int`;
  const amount = `(100 + (g * 7919) % 2500000 / 100.0)::numeric(18,2)`;
  await app.sql(
    `INSERT INTO receipts (tenant_id, code, customer_id, date, pay_type, account_id, paid_amount, remark, stage)
     SELECT $1, 'RCT-' || lpad(g::text, 6, '0'), c.id, ${day}, 'Bank', $2, ${amount}, 'CEFT Customer ' || (g % ${PARTIES}), 'confirmed'
       FROM generate_series(1, $3::int) AS g
       JOIN (SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM customers WHERE tenant_id = $1) c ON c.n = g % ${PARTIES}`,
    [tenantId, accountId, receipts],
  );
  await app.sql(
    `INSERT INTO vouchers (tenant_id, code, supplier_id, date, pay_type, account_id, amount, cheque_number, stage)
     SELECT $1, 'PV-' || lpad(g::text, 6, '0'), s.id, ${day}, 'Bank', $2, ${amount}, (100000 + g)::text, 'confirmed'
       FROM generate_series(1, $3::int) AS g
       JOIN (SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM suppliers WHERE tenant_id = $1) s ON s.n = g % ${PARTIES}`,
    [tenantId, accountId, vouchers],
  );
  await app.sql(
    `INSERT INTO cash_transactions (tenant_id, code, kind, date, from_account, amount, remark, stream)
     SELECT $1, 'TRN-' || lpad(g::text, 6, '0'), CASE WHEN g % 2 = 0 THEN 'income' ELSE 'expense' END, ${day}, 'bank:' || $2, ${amount}, 'Bench entry ' || g, 'cash-' || gen_random_uuid()
       FROM generate_series(1, $3::int) AS g`,
    [tenantId, accountId, entries],
  );
  await app.sql(`ANALYZE receipts, vouchers, cash_transactions, customers, suppliers`);
}

/**
 * `count` statement lines in one committed batch, one per document in date order (its amount, as
 * the bank saw it), nine in ten matched to their document: the account as months of matching leave it.
 */
async function seedLines(app: TestApp, tenantId: string, accountId: string, count: number): Promise<void> {
  const [batch] = await app.sql<{ id: string }>(
    `INSERT INTO bank_statement_batches (tenant_id, account_id, file_name, status, headers, mapping, line_count, imported_count, committed_at)
     VALUES ($1, $2, 'seed.csv', 'committed', '[]', '{}', $3, $3, now()) RETURNING id`,
    [tenantId, accountId, count],
  );
  await app.sql(
    `WITH docs AS (
       SELECT kind, id, date, amount, text, row_number() OVER (ORDER BY date, code) AS n FROM (
         SELECT 'receipt' AS kind, id, code, date, paid_amount AS amount, remark AS text FROM receipts WHERE tenant_id = $1
         UNION ALL SELECT 'voucher', id, code, date, -amount, 'CHQ ' || cheque_number FROM vouchers WHERE tenant_id = $1
         UNION ALL SELECT kind, id, code, date, CASE WHEN kind = 'income' THEN amount ELSE -amount END, remark FROM cash_transactions WHERE tenant_id = $1) d),
     picked AS (SELECT *, row_number() OVER (ORDER BY n) AS row_no FROM docs WHERE n % (SELECT greatest(1, count(*) / $4::int) FROM docs) = 0 LIMIT $4::int),
     lines AS (
       INSERT INTO bank_statement_lines (tenant_id, batch_id, account_id, row_no, date, description, reference, amount)
       SELECT $1, $3, $2, p.row_no, p.date, p.text, 'SEED-' || p.row_no, p.amount FROM picked p
       RETURNING id, row_no, amount)
     INSERT INTO bank_line_matches (tenant_id, line_id, account_id, document_kind, document_id, amount)
     SELECT $1, l.id, $2, p.kind, p.id, p.amount FROM lines l JOIN picked p ON p.row_no = l.row_no WHERE l.row_no % 10 <> 0`,
    [tenantId, accountId, batch?.id, count],
  );
  await app.sql(`ANALYZE bank_statement_lines, bank_line_matches`);
}
