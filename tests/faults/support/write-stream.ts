import type { ApiSession } from './api-session';

export interface Outcome {
  kind: 'write' | 'read';
  /** ms since the stream began. */
  started: number;
  ended: number;
  /** 0 when no HTTP answer came (the connection was refused or cut). */
  status: number;
  retryAfter: string | null;
  message: string | null;
  /** The id a write was acknowledged with. */
  id: string | null;
}

export interface WriteStream {
  outcomes: Outcome[];
  /** ms since the stream began, on the same clock as the outcomes. */
  now(): number;
  stop(): Promise<void>;
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());

/**
 * `workers` clients that each, until stopped, book a cash income (a ledger write with postings
 * and projections) and then read the list back. Every answer is kept, whatever it was.
 */
export function startWriteStream(session: ApiSession, workers = 4): WriteStream {
  const began = Date.now();
  const now = () => Date.now() - began;
  const outcomes: Outcome[] = [];
  let running = true;
  let counter = 0;

  async function attempt(kind: Outcome['kind'], send: () => ReturnType<ApiSession['request']>): Promise<void> {
    const started = now();
    try {
      const response = await send();
      const body = response.body as { id?: unknown; message?: unknown } | null;
      outcomes.push({
        kind,
        started,
        ended: now(),
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        message: typeof body?.message === 'string' ? body.message : null,
        id: kind === 'write' && response.status === 201 && typeof body?.id === 'string' ? body.id : null,
      });
      // A client told to come back later does not hammer the server meanwhile.
      if (response.status >= 500) await new Promise((resolve) => setTimeout(resolve, 50));
    } catch (error) {
      outcomes.push({ kind, started, ended: now(), status: 0, retryAfter: null, message: error instanceof Error ? error.message : String(error), id: null });
      // Nothing is listening: do not spin.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const n = ++counter;
      await attempt('write', () => session.request('POST', '/api/incomes', { account: 'cash', amount: '1.00', date: today(), remark: `fault ${n}` }));
      if (!running) break;
      await attempt('read', () => session.request('GET', `/api/incomes?range=${encodeURIComponent('[0,4]')}`));
    }
  });

  return {
    outcomes,
    now,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Waits until `condition` holds, polling. */
export async function waitUntil(condition: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
