import 'reflect-metadata';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import responseTime from 'response-time';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import passport from 'passport';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { bearerAuthentication, unlessApiKey } from './platform/auth/api-key';
import { createSessionMiddleware, csrfProtection } from './platform/auth/session';
import { Database } from './platform/database/database';
import { PgSessionStore } from './platform/auth/session-store';
import { HttpConfig } from './platform/http/http-config';
import { SpaPages } from './platform/http/spa';
import { requestContext } from './platform/http/request-context';
import { routeAliases } from './platform/http/route-aliases';

export interface AppOptions {
  databaseUrl: string;
  /** The database is a real PostgreSQL server (not the embedded PGlite). */
  realServer?: boolean;
  sessionSecret: string;
  secureCookies?: boolean;
  adminDist?: string;
  loginAttempts?: number;
  /** Sweep expired sessions this often (seconds); 0 in tests so no timer outlives them. */
  sessionPruneSeconds?: number;
  trustProxy?: boolean;
  /** The admin's public address, for links in mail (APP_URL). */
  appUrl?: string;
  logger?: boolean;
  /** smtp://host:port; unset writes mail as .eml files into `mailDir`. */
  smtpUrl?: string;
  mailDir?: string;
  mailFrom?: string;
  /** Retry failed mail this often (seconds); 0 in tests. */
  mailSweepSeconds?: number;
  /** Make due recurring invoices this often (seconds); 0 in tests, which sweep by hand. */
  recurringSweepSeconds?: number;
  /** Send due monthly summaries this often (seconds); 0 in tests, which sweep by hand. */
  summarySweepSeconds?: number;
}

export interface RunningApp {
  app: NestExpressApplication;
  dataSource: DataSource;
  close(): Promise<void>;
}

export const DEFAULT_ADMIN_DIST = join(__dirname, '..', '..', 'admin', 'dist');

/** Builds the whole HTTP application on a database it migrates first; `main.ts` and tests share it. */
export async function createApp(options: AppOptions): Promise<RunningApp> {
  const http = new HttpConfig(options.secureCookies ?? false, options.appUrl);
  const adminDist = options.adminDist ?? DEFAULT_ADMIN_DIST;
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({
      database: {
        url: options.databaseUrl,
        // PGlite's socket shares one backend among its connections and interleaves their
        // extended-protocol messages (seen here: "portal does not exist", another request's rows),
        // so the embedded database gets exactly one connection and requests take turns on it.
        poolSize: options.realServer ? 10 : 1,
        namedStatements: options.realServer ?? false,
      },
      sessions: { pruneSeconds: options.sessionPruneSeconds ?? 900 },
      http,
      spa: new SpaPages(adminDist),
      loginThrottle: { attempts: options.loginAttempts ?? 5, seconds: 60 },
      mail: {
        smtpUrl: options.smtpUrl,
        mailDir: options.mailDir ?? join(process.cwd(), '.data', 'mail'),
        defaultFrom: options.mailFrom ?? 'no-reply@ginuma.local',
        sweepSeconds: options.mailSweepSeconds ?? 60,
      },
      recurringSweepSeconds: options.recurringSweepSeconds ?? 300,
      summarySweepSeconds: options.summarySweepSeconds ?? 300,
    }),
    { logger: options.logger === false ? false : ['error', 'warn', 'log'], bodyParser: true },
  );
  if (options.trustProxy) app.set('trust proxy', 1);
  // Browsers, proxies and test clients reuse idle connections. Closing them at Node's 5 s races
  // a request sent on a socket the server is just closing into ECONNRESET; outlast the clients.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  app.disable('x-powered-by');
  // The server's own time per request (browser devtools and the benches read it), apart from the network's.
  app.use(responseTime((_req, res, ms) => res.setHeader('Server-Timing', `app;dur=${ms.toFixed(1)}`)));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // MUI (emotion) injects style tags at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          // A paid plan's checkout is a form post to PayHere (modules/plans).
          'form-action': ["'self'", 'https://sandbox.payhere.lk', 'https://www.payhere.lk'],
          'upgrade-insecure-requests': options.secureCookies ? [] : null,
        },
      },
    }),
  );
  app.use(requestContext);
  // The admin's files come before the session (they need none) and are never looked for
  // under /api, so an API call costs no file-system lookup. Vite fingerprints everything
  // under assets/, so those may be cached for good.
  app.use('/assets', express.static(join(adminDist, 'assets'), { maxAge: '1y', immutable: true, fallthrough: false }));
  const files = express.static(adminDist, { index: false });
  app.use((req: Request, res: Response, next: NextFunction) => (req.path.startsWith('/api/') ? next() : files(req, res, next)));
  // The public API's extra paths continue at their canonical routes (platform/http/route-aliases.ts),
  // before the session, the CSRF check and Nest's router read the path.
  app.use(routeAliases());
  app.use(createSessionMiddleware({ store: app.get(PgSessionStore), secret: options.sessionSecret, secureCookies: http.secureCookies }));
  // The session's principal, as passport's serializer kept it: no database read here.
  app.use(passport.session());
  // An account API key's call: its principal replaces any session's, and it needs no CSRF token.
  app.use(bearerAuthentication(app.get(Database), { callsPerMinute: 600, failuresPerMinute: 20 }));
  app.use(unlessApiKey(csrfProtection));
  const openApi = new DocumentBuilder()
    .setTitle('Ginuma API')
    .setDescription('Invoicing and bookkeeping on an immutable ledger. Session cookie + X-XSRF-TOKEN on writes.')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), { jsonDocumentUrl: 'api/docs/openapi.json' });
  await app.init();

  return {
    app,
    dataSource: app.get(DataSource),
    // Stops the sweeps (waiting for one under way), then TypeORM closes the pool.
    close: () => app.close(),
  };
}
