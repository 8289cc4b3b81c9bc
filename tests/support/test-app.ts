import type { Server } from 'node:http';
import request from 'supertest';
import { Client } from 'pg';
import type { Role } from '@ginuma/domain';
import { createApp, type RunningApp } from '../../apps/api/src/app.factory';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

export interface TestApp {
  server: Server;
  running: RunningApp;
  database: ScratchDatabase;
  /** Runs SQL as the superuser, outside row-level security: for arranging and inspecting. */
  sql<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

/** `database`: a database of the suite's own (tests/citus's coordinator) instead of a scratch one. */
export async function startTestApp(
  options: { loginAttempts?: number; smtpUrl?: string; appUrl?: string; database?: ScratchDatabase } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createScratchDatabase());
  const running = await createApp({
    databaseUrl: database.url,
    realServer: Boolean(options.database ?? process.env.DATABASE_URL),
    sessionSecret: 'test-secret',
    logger: process.env.TEST_LOGS === '1',
    sessionPruneSeconds: 0,
    loginAttempts: options.loginAttempts ?? 100,
    adminDist: '/nonexistent',
    smtpUrl: options.smtpUrl ?? 'smtp://127.0.0.1:1',
    ...(options.appUrl ? { appUrl: options.appUrl } : {}),
    mailSweepSeconds: 0,
    recurringSweepSeconds: 0,
    summarySweepSeconds: 0,
  });
  const admin = new Client(database.url);
  await admin.connect();
  const server = running.app.getHttpServer() as Server;
  // A 500 is our bug whatever a test asserts: every suite fails on one when it closes its app.
  const serverErrors: string[] = [];
  server.on('request', (req, res) => {
    res.on('finish', () => {
      if (res.statusCode === 500) serverErrors.push(`${req.method} ${req.url}`);
    });
  });
  return {
    server,
    running,
    database,
    async sql<R>(text: string, params?: unknown[]) {
      return (await admin.query(text, params)).rows as R[];
    },
    async close() {
      await admin.end();
      await running.close();
      await database.drop();
      if (serverErrors.length > 0) throw new Error(`The app answered 500 to: ${serverErrors.join(', ')}`);
    },
  };
}

/** A browser-like client: keeps cookies and echoes the CSRF token on every write. */
export class Browser {
  readonly agent: ReturnType<typeof request.agent>;

  /** `server`: the app's HTTP server, or the base URL of an API running in a process of its own. */
  constructor(server: Server | string) {
    this.agent = request.agent(server);
  }

  csrfToken(): string | undefined {
    const cookie = this.agent.jar.getCookie('XSRF-TOKEN', { domain: '127.0.0.1', path: '/', secure: false, script: true });
    return cookie?.value;
  }

  async start(): Promise<this> {
    await this.agent.get('/api/csrf-cookie').expect(204);
    return this;
  }

  get(path: string) {
    return this.agent.get(path);
  }

  post(path: string, body?: object) {
    return this.withToken(this.agent.post(path)).send(body ?? {});
  }

  /** A multipart POST with one file, as a browser's file input sends it. */
  upload(path: string, field: string, content: Buffer, file: { filename: string; contentType?: string }) {
    return this.withToken(this.agent.post(path)).attach(field, content, file);
  }

  put(path: string, body?: object) {
    return this.withToken(this.agent.put(path)).send(body ?? {});
  }

  delete(path: string) {
    return this.withToken(this.agent.delete(path));
  }

  private withToken(test: request.Test): request.Test {
    const token = this.csrfToken();
    return token ? test.set('X-XSRF-TOKEN', token) : test;
  }
}

let counter = 0;

export interface Registered {
  browser: Browser;
  user: { id: string; email: string; workspace_slug: string; workspace: { id: string } };
  password: string;
}

/** Registers a new workspace (its first user is Admin) and returns a signed-in browser. */
export async function registerWorkspace(app: Pick<TestApp, 'sql'> & { server: Server | string }, businessName = 'Test Business'): Promise<Registered> {
  const browser = await new Browser(app.server).start();
  const n = ++counter;
  const password = 'correct horse battery';
  const response = await browser
    .post('/api/register', {
      name: `Owner ${n}`,
      email: `owner${n}.${process.pid}.${Date.now()}@example.test`,
      password,
      password_confirmation: password,
      business_name: businessName,
      privacy_policy: true,
    })
    .expect(201);
  await verificationMailSettled(app, response.body.workspace.id);
  return { browser, user: response.body, password };
}

/**
 * Registration mails a verification link after it answers; waiting until that mail has left
 * (or failed to) keeps it from arriving in the middle of a suite's own mail.
 */
async function verificationMailSettled(app: Pick<TestApp, 'sql'>, tenantId: string): Promise<void> {
  if ((await outboxSettled(app, 'account:verify', tenantId)) === undefined) throw new Error('The verification mail of a new registration was never sent.');
}

/**
 * The status of the latest outbox mail about `about` once it has left or failed (undefined if it
 * never did): the SMTP server has a message a moment before the sender marks its row sent.
 */
export async function outboxSettled(app: Pick<TestApp, 'sql'>, about: string, tenantId?: string): Promise<string | undefined> {
  for (let i = 0; i < 800; i++) {
    const [row] = await app.sql<{ status: string }>(
      `SELECT status FROM mail_outbox WHERE about = $1 AND ($2::uuid IS NULL OR tenant_id = $2) ORDER BY created_at DESC LIMIT 1`,
      [about, tenantId ?? null],
    );
    if (row && (row.status === 'sent' || row.status === 'failed')) return row.status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return undefined;
}

/** The link of the latest mail to `to` whose body has `/<page>/<token>`, read from what the SMTP server received. */
export function mailedLink(received: readonly { to: string[]; raw: string }[], to: string, page: string): string {
  const mail = received.filter((m) => m.to.includes(to.toLowerCase()) || m.to.includes(to)).at(-1);
  const token = mail && new RegExp(`/${page}/([0-9a-f]{64})`).exec(mail.raw.replace(/=\r?\n/g, ''))?.[1];
  if (!token) throw new Error(`No /${page}/ link was mailed to ${to}`);
  return token;
}

/** Adds a user with a role to a workspace (as the operator would) and signs them in. */
export async function signInNewUser(app: TestApp, tenantId: string, role: Role): Promise<Browser> {
  const { hashPassword } = await import('../../apps/api/src/platform/auth/passwords');
  const email = `user${++counter}.${process.pid}.${Date.now()}@example.test`;
  await app.sql(`INSERT INTO users (tenant_id, name, email, password_hash, user_role) VALUES ($1, $2, $3, $4, $5)`, [
    tenantId,
    `User ${counter}`,
    email,
    await hashPassword('user password 1'),
    role,
  ]);
  const browser = await new Browser(app.server).start();
  await browser.post('/api/login', { email, password: 'user password 1' }).expect(200);
  return browser;
}
