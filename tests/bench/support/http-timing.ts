import { performance } from 'node:perf_hooks';
import type { Browser } from '../../support/test-app';

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

const fmt = (ms: number) => ms.toFixed(1).padStart(8);

/** A case to time; with a target, its line says whether the server's p95 stayed under it. */
export type HttpCase = readonly [label: string, path: string] | readonly [label: string, path: string, targetMs: number];

/**
 * Times `requests` GETs of each case through the real HTTP stack and prints the server's time
 * (its Server-Timing header: routing, guards, the transaction and its queries, JSON) as
 * p50/p95/max, flagging a p95 at or over `slowMs` (or the case's own target: met or missed),
 * and the p95 as the client saw it. The first two of each warm the plan cache and the pool and
 * are not counted. Figures only: a slow machine never fails a bench.
 */
export async function timeHttpCases(browser: Browser, cases: readonly HttpCase[], requests: number, slowMs: number): Promise<void> {
  log(`${requests} requests each, signed in as the workspace's admin`);
  log(`server time per request; "client p95" adds the HTTP client and loopback`);
  log(`${'query'.padEnd(56)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'client p95'.padStart(11)}  rows/total`);
  for (const [label, path, targetMs] of cases) {
    const timings: number[] = [];
    const client: number[] = [];
    let shape = '';
    for (let i = 0; i < requests + 2; i++) {
      const t0 = performance.now();
      const response = await browser.get(path);
      const elapsed = performance.now() - t0;
      if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status} ${JSON.stringify(response.body)}`);
      const server = /app;dur=([\d.]+)/.exec(String(response.headers['server-timing']))?.[1];
      if (server === undefined) throw new Error(`${label}: no Server-Timing header`);
      if (i >= 2) {
        timings.push(Number(server));
        client.push(elapsed);
      }
      const body: unknown = response.body;
      const total = String(response.headers['content-range'] ?? '').split('/')[1];
      shape = Array.isArray(body) ? `${body.length}/${total ?? body.length}` : 'summary';
    }
    const p95 = percentile(timings, 95);
    const verdict = targetMs === undefined ? (p95 >= slowMs ? `  SLOW (p95 ≥ ${slowMs} ms)` : '') : `  target p95 < ${targetMs} ms: ${p95 < targetMs ? 'met' : 'MISSED'}`;
    log(`${label.padEnd(56)} ${fmt(percentile(timings, 50))} ${fmt(p95)} ${fmt(Math.max(...timings))} ${percentile(client, 95).toFixed(1).padStart(11)}  ${shape}${verdict}`);
  }
}
