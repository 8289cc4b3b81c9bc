import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { ImportView } from '@ginuma/domain';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { registerWorkspace, type Browser } from '../support/test-app';
import { committed, previewed as previewedTo } from '../support/imports';
import { log } from './support/http-timing';

/**
 * Bringing a business in: `customers` customers (a fifth with an opening outstanding), then
 * `invoices` past invoices of one line each, through the real HTTP API (preview, then commit),
 * then the preview of a 10,000-row file of suppliers.
 * The API runs as `npm start` runs it, in a process of its own (its log in /tmp), so its resident
 * memory is the API's alone: printed once it has started and as each step's peak, with rows/s of
 * each step and the CPU time each row took in the API and in PostgreSQL (the scratch database's
 * backends), which other processes' load distorts much less than rows/s; never fails on speed.
 */
export interface ImportsBenchOptions {
  customers?: number;
  invoices?: number;
}

/** A process's CPU time so far (user and system), in ms, from Linux's /proc; 0 once it has gone. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Counts the CPU time the API and the scratch database's backends spend from now on: `perRow`
 * answers it per row. The backends are the server's own processes, so this needs the server on
 * this machine (as the bench's DATABASE_URL is); one that exits meanwhile is not counted.
 */
async function cpuCounter(app: ApiProcess): Promise<{ perRow(rows: number): Promise<string> }> {
  const backends = async () =>
    (await app.sql<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)).map((r) => r.pid);
  const api = cpuMs(app.pid);
  const database = new Map((await backends()).map((pid) => [pid, cpuMs(pid)]));
  return {
    async perRow(rows) {
      let spent = 0;
      for (const pid of await backends()) spent += cpuMs(pid) - (database.get(pid) ?? 0);
      return `CPU per row: API ${((cpuMs(app.pid) - api) / rows).toFixed(3)} ms, PostgreSQL ${(spent / rows).toFixed(3)} ms`;
    },
  };
}

async function previewAndCommit(
  app: ApiProcess,
  browser: Browser,
  kind: string,
  csv: string,
  rows: number,
): Promise<{ preview: number; commit: number; commitCpu: string; view: ImportView }> {
  const started = performance.now();
  const previewed = await previewedTo(browser, browser.upload('/api/imports', 'file', Buffer.from(csv), { filename: `${kind}.csv` }).field('kind', kind));
  if (previewed.errors.length > 0) throw new Error(`The ${kind} file has errors: ${JSON.stringify(previewed.errors.slice(0, 3))}`);
  const cpu = await cpuCounter(app);
  const previewedAt = performance.now();
  const view = await committed(browser, previewed.id);
  const commit = performance.now() - previewedAt;
  return { preview: previewedAt - started, commit, commitCpu: await cpu.perRow(rows), view };
}

export async function runImportsBench(options: ImportsBenchOptions = {}): Promise<void> {
  const customers = options.customers ?? 100_000;
  const invoices = options.invoices ?? 50_000;
  const app = await startApiProcess(`/tmp/ginuma-imports-bench-${process.pid}.log`);
  let peak = app.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, app.rss())), 100);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  /** The step's peak resident memory of the API, and the next step's counted from now. */
  const stepPeak = () => {
    const step = Math.max(peak, app.rss());
    peak = app.rss();
    return `API peak ${mb(step)}`;
  };
  try {
    log(`API process ${app.pid}: resident memory once started ${mb(app.rss())}`);
    stepPeak();
    const owner = await registerWorkspace(app, 'Bench Imports');
    await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [owner.user.workspace.id]);
    const rate = (rows: number, ms: number) => `${(rows / (ms / 1000)).toFixed(0)} rows/s (${(ms / 1000).toFixed(1)} s)`;

    const customerRows = Array.from({ length: customers }, (_, i) => `Customer ${i},c${i}@example.lk,077${String(i).padStart(7, '0')},${i % 5 === 0 ? '"1,250.50"' : ''}`);
    const people = await previewAndCommit(app, owner.browser, 'customers', ['Name,Email,Phone,Open outstanding', ...customerRows].join('\r\n'), customers);
    log(`customers: ${customers.toLocaleString('en-US')} rows; preview ${rate(customers, people.preview)}, commit ${rate(customers, people.commit)} (${people.commitCpu}); ${stepPeak()}`);

    if (invoices > 0) {
      const invoiceRows = Array.from({ length: invoices }, (_, i) => `OLD-${i},c${i % customers}@example.lk,${String((i % 28) + 1).padStart(2, '0')}/10/2026,Services,1,"1,000.00"`);
      const sales = await previewAndCommit(app, owner.browser, 'invoices', ['Invoice number,Customer,Date,Description,Quantity,Price', ...invoiceRows].join('\r\n'), invoices);
      log(`past invoices: ${invoices.toLocaleString('en-US')} rows; preview ${rate(invoices, sales.preview)}, commit ${rate(invoices, sales.commit)} (${sales.commitCpu}); ${stepPeak()}`);
    }
    const suppliers = Array.from({ length: 10_000 }, (_, i) => `Supplier ${i},s${i}@example.lk,Local Vendor`);
    const started = performance.now();
    await previewedTo(owner.browser, owner.browser.upload('/api/imports', 'file', Buffer.from(['Name,Email,Type', ...suppliers].join('\r\n')), { filename: 'suppliers.csv' }).field('kind', 'suppliers'));
    log(`a 10,000-row preview (suppliers): ${rate(10_000, performance.now() - started)}; ${stepPeak()}`);
  } finally {
    clearInterval(sampler);
    await app.close();
  }
}
