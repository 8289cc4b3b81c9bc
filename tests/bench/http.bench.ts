import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import pg, { Client } from 'pg';
import { createApp } from '../../apps/api/src/app.factory';
import { createScratchDatabase } from '../support/scratch-database';
import { log, percentile } from './support/http-timing';

/**
 * The request pipeline under load: the app listening on a real port, on the
 * configured PostgreSQL (a scratch database there, or the embedded one), driven by
 * `clients` keep-alive clients spread over four workspaces, each with its own session
 * and CSRF token. The open floor is GET /api/health without a session cookie (a visitor);
 * the signed-in floor is GET /api/user. Every case runs `requests` operations (writes a quarter of that) or
 * `seconds`, whichever comes first, and prints operations per second, p50/p95/p99 as the
 * client saw them and the SQL round trips each operation cost, then ratios against their
 * targets. Figures only.
 */
export interface HttpBenchOptions {
  requests?: number;
  seconds?: number;
  clients?: number;
}

const TENANTS = 4;
const WARM_UP = 3;
const PASSWORD = 'correct horse battery';

interface Reply {
  status: number;
  body: unknown;
}

/** A browser-like client over node's http: keeps its cookies and echoes the CSRF token on writes. */
class BenchClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly agent: http.Agent,
    private readonly port: number,
  ) {}

  get(path: string): Promise<Reply> {
    return this.send('GET', path);
  }

  post(path: string, body: object = {}): Promise<Reply> {
    return this.send('POST', path, body);
  }

  private send(method: string, path: string, body?: object): Promise<Reply> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = { accept: 'application/json', cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
      const token = this.cookies.get('XSRF-TOKEN');
      if (token) headers['x-xsrf-token'] = decodeURIComponent(token);
    }
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: this.port, method, path, headers, agent: this.agent }, (res) => {
        for (const cookie of res.headers['set-cookie'] ?? []) {
          const [pair = ''] = cookie.split(';');
          const at = pair.indexOf('=');
          this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text && /json/.test(String(res.headers['content-type'])) ? JSON.parse(text) : text });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }
}

function expectStatus(reply: Reply, status: number, what: string): Reply {
  if (reply.status !== status) throw new Error(`${what}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply;
}

interface Seat {
  client: BenchClient;
  /** The same connection pool without the cookies: a visitor who is not signed in. */
  visitor: BenchClient;
  invoice: { customer_id: string; date: string; due_date: string; lines: { product_id: string; quantity: number }[] };
  /** The bank account receipts are paid into. */
  bankId: string;
}

/**
 * Statements sent to PostgreSQL, counted where every connection of the app's pool sends them
 * (the app runs in this process): each `query` call is one round trip, BEGIN and COMMIT included.
 */
const roundTrips = { count: 0 };
function countRoundTrips(): void {
  const send = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    roundTrips.count++;
    return send.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

export async function runHttpBench(options: HttpBenchOptions = {}): Promise<void> {
  const requests = options.requests ?? 4_000;
  const seconds = options.seconds ?? 20;
  const clients = options.clients ?? 8;
  // CITUS_URL: a Citus coordinator, migrated and distributed (`npm run db:distribute`), benched as it is.
  const citusUrl = process.env.CITUS_URL;
  const database = citusUrl ? { url: citusUrl, drop: async () => undefined } : await createScratchDatabase();
  countRoundTrips();
  const realServer = Boolean(citusUrl ?? process.env.DATABASE_URL);
  const running = await createApp({
    databaseUrl: database.url,
    realServer,
    sessionSecret: 'bench-secret',
    logger: false,
    loginAttempts: 1_000,
    adminDist: '/nonexistent',
    sessionPruneSeconds: 0,
    mailSweepSeconds: 0,
    recurringSweepSeconds: 0,
  });
  const admin = new Client(database.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  try {
    const server = await running.app.listen(0, '127.0.0.1');
    const port = (server.address() as AddressInfo).port;
    await admin.connect();
    const seats = await signIn(admin, agent, port, clients);
    log(`${clients} clients over ${TENANTS} workspaces, keep-alive, on ${citusUrl ? 'Citus (CITUS_URL)' : realServer ? 'PostgreSQL (DATABASE_URL)' : 'the embedded PGlite'}`);
    log(`each case: ${requests} requests (writes ${requests / 4}) or ${seconds} s, whichever first; latency as the client saw it`);
    log(`${'case'.padEnd(34)} ${'ops'.padStart(6)} ${'ops/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
    const today = new Date().toISOString().slice(0, 10);
    const get = (path: string) => async (seat: Seat) => void expectStatus(await seat.client.get(path), 200, path);
    const visit = (path: string) => async (seat: Seat) => void expectStatus(await seat.visitor.get(path), 200, path);
    const createDraft = async (seat: Seat) => expectStatus(await seat.client.post('/api/invoices', seat.invoice), 201, 'create invoice').body as { id: string };
    const run = (label: string, count: number, step: (seat: Seat) => Promise<unknown>) => runCase(seats, label, count, seconds, step);

    const open = await run('GET /api/health (open floor)', requests, visit('/api/health'));
    const signedIn = await run('GET /api/user (signed-in floor)', requests, get('/api/user'));
    await run('POST /api/invoices (draft)', requests / 4, createDraft);
    const confirmInvoice = async (seat: Seat, id: string) => void expectStatus(await seat.client.post(`/api/invoices/confirm/${id}`), 200, 'confirm invoice');
    const confirmedInvoice = async (seat: Seat) =>
      (expectStatus(await seat.client.post('/api/invoices?confirm=true', seat.invoice), 201, 'save and confirm invoice').body as { id: string }).id;
    const createReceipt = async (seat: Seat, invoiceIds: string[]) => {
      const receipt = {
        customer_id: seat.invoice.customer_id,
        date: today,
        account_id: seat.bankId,
        pay_type: 'Bank',
        paid_amount: (3000 * invoiceIds.length).toFixed(2),
        invoices: invoiceIds.map((invoice_id) => ({ invoice_id, amount: '3000.00' })),
      };
      return (expectStatus(await seat.client.post('/api/payments', receipt), 201, 'create receipt').body as { id: string }).id;
    };
    const confirmReceipt = async (seat: Seat, id: string) => void expectStatus(await seat.client.post(`/api/payments/confirm/${id}`), 200, 'confirm receipt');
    const pairs = await run('create + confirm (pairs)', requests / 4, async (seat) => confirmInvoice(seat, (await createDraft(seat)).id));
    const saveAndConfirm = await run('POST /api/invoices?confirm=true', requests / 4, async (seat) => void (await confirmedInvoice(seat)));
    // Each receipt pays one confirmed invoice in full. The invoices are made before the timing,
    // twice a seat's share so that a faster seat does not run out.
    const unpaid = new Map<Seat, string[]>();
    for (const seat of seats) {
      const ids: string[] = [];
      for (let i = 0; i < 2 * Math.ceil(requests / 4 / seats.length) + WARM_UP; i++) ids.push(await confirmedInvoice(seat));
      unpaid.set(seat, ids);
    }
    const receiptPairs = await run('receipt create + confirm (1 inv)', requests / 4, async (seat) => {
      const invoiceId = unpaid.get(seat)?.pop() ?? (await confirmedInvoice(seat));
      await confirmReceipt(seat, await createReceipt(seat, [invoiceId]));
    });
    await run('GET /api/invoices (first page)', requests, get(`/api/invoices?${query({ range: [0, 24], sort: ['date', 'DESC'] })}`));
    await run('GET payment_outstanding (page)', requests, get(`/api/reports/payment_outstanding?${query({ as_of: today, range: [0, 24] })}`));
    await run('GET /api/dashboard', requests, get('/api/dashboard'));
    const seat = seats[0];
    if (!seat) throw new Error('No client signed in.');
    const trips = async (label: string, step: () => Promise<unknown>) => {
      const before = roundTrips.count;
      await step();
      log(`SQL round trips, ${label}: ${roundTrips.count - before}`);
    };
    const draftId = (await createDraft(seat)).id;
    await trips('GET /api/user', () => get('/api/user')(seat));
    await trips('confirm invoice', () => confirmInvoice(seat, draftId));
    await trips('save and confirm invoice', () => confirmedInvoice(seat));
    const oneInvoice = await createReceipt(seat, [await confirmedInvoice(seat)]);
    await trips('confirm receipt (1 invoice)', () => confirmReceipt(seat, oneInvoice));
    const twoInvoices = await createReceipt(seat, [await confirmedInvoice(seat), await confirmedInvoice(seat)]);
    await trips('confirm receipt (2 invoices)', () => confirmReceipt(seat, twoInvoices));
    log(`signed-in floor / open floor: ${(signedIn / open).toFixed(2)} (target ≥ 0.70)`);
    log(`create+confirm pairs/s / signed-in floor: ${(pairs / signedIn).toFixed(2)} (target ≥ 0.35)`);
    log(`receipt pairs/s / invoice pairs/s: ${(receiptPairs / pairs).toFixed(2)} (target ≥ 0.90)`);
    log(`save-and-confirm/s / signed-in floor: ${(saveAndConfirm / signedIn).toFixed(2)} (target ≥ 0.25)`);
  } finally {
    agent.destroy();
    await admin.end();
    await running.close();
    await database.drop();
  }
}

function query(params: Record<string, unknown>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
}

/**
 * Registers the workspaces (plan set, a template, a customer and a service to invoice) and
 * signs every client in: the first of each workspace registers it, the others log in as its user.
 */
async function signIn(admin: Client, agent: http.Agent, port: number, clients: number): Promise<Seat[]> {
  const tenants: { email: string; invoice: Seat['invoice']; bankId: string }[] = [];
  const seats: Seat[] = [];
  const today = new Date().toISOString().slice(0, 10);
  for (let t = 0; t < TENANTS; t++) {
    const client = new BenchClient(agent, port);
    expectStatus(await client.get('/api/csrf-cookie'), 204, 'csrf cookie');
    const email = `bench${t}.${process.pid}@example.test`;
    const registered = await client.post('/api/register', {
      name: `Bench Owner ${t}`,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      business_name: `Bench Workspace ${t}`,
      privacy_policy: true,
    });
    const tenantId = (expectStatus(registered, 201, 'register').body as { workspace: { id: string } }).workspace.id;
    await admin.query(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [tenantId]);
    expectStatus(await client.post('/api/invoice-templates', { name: 'Bench', theme_colour: '#1e6fd9', page_size: 'A4' }), 201, 'template');
    const customer = expectStatus(await client.post('/api/customers', { name: `Customer ${t}` }), 201, 'customer').body as { id: string };
    const product = expectStatus(await client.post('/api/products', { name: 'Consulting', type: 'Non-stockable', selling_price: '1500' }), 201, 'product')
      .body as { id: string };
    const bank = expectStatus(await client.post('/api/bank-accounts', { identification_name: 'Bench Bank', balance: '0' }), 201, 'bank account').body as { id: string };
    const invoice = { customer_id: customer.id, date: today, due_date: today, lines: [{ product_id: product.id, quantity: 2 }] };
    tenants.push({ email, invoice, bankId: bank.id });
    seats.push({ client, visitor: new BenchClient(agent, port), invoice, bankId: bank.id });
  }
  for (let c = TENANTS; c < clients; c++) {
    const tenant = tenants[c % TENANTS];
    if (!tenant) throw new Error('No workspace to sign in to.');
    const client = new BenchClient(agent, port);
    expectStatus(await client.get('/api/csrf-cookie'), 204, 'csrf cookie');
    expectStatus(await client.post('/api/login', { email: tenant.email, password: PASSWORD }), 200, 'login');
    seats.push({ client, visitor: new BenchClient(agent, port), invoice: tenant.invoice, bankId: tenant.bankId });
  }
  return seats;
}

/** Every seat loops on `step` until `count` operations have started or `seconds` passed (the first few per seat warm up); returns operations per second. */
async function runCase(seats: Seat[], label: string, count: number, seconds: number, step: (seat: Seat) => Promise<unknown>): Promise<number> {
  await Promise.all(seats.map(async (seat) => {
    for (let i = 0; i < WARM_UP; i++) await step(seat);
  }));
  const latencies: number[] = [];
  let started = 0;
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  await Promise.all(
    seats.map(async (seat) => {
      while (started < count && performance.now() < deadline) {
        started++;
        const s = performance.now();
        await step(seat);
        latencies.push(performance.now() - s);
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const perSecond = latencies.length / elapsed;
  const ms = (p: number) => percentile(latencies, p).toFixed(1).padStart(8);
  log(`${label.padEnd(34)} ${String(latencies.length).padStart(6)} ${perSecond.toFixed(0).padStart(8)} ${ms(50)} ${ms(95)} ${ms(99)}`);
  return perSecond;
}
