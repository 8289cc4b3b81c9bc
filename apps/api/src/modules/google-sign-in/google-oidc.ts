import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import passport from 'passport';
import { errors, generators, Issuer, Strategy, type TokenSet } from 'openid-client';
import { googleSignInRefusal } from '@ginuma/domain';
import type { Principal } from '../../platform/auth/principal';
import { invalid } from '../../platform/http/app-errors';
import { HttpConfig } from '../../platform/http/http-config';
import { SignInWithGoogle } from './commands/sign-in-with-google.handler';
import { GOOGLE_CONFIG, type GoogleConfig } from './google-config';

/** Where the pending sign-in's state, nonce and PKCE verifier wait in the session (openid-client writes it). */
export const GOOGLE_SESSION_KEY = 'google';

declare module 'express-session' {
  interface SessionData {
    [GOOGLE_SESSION_KEY]?: Record<string, string>;
  }
}

const SIGN_IN_EXPIRED = googleSignInRefusal.field('sign-in-expired');
const SIGN_IN_NOT_CONFIRMED = googleSignInRefusal.field('not-confirmed');

/** The page Google returns the browser to; it hands the answer to `POST /api/auth/google/callback`. */
export const SOCIAL_PAGE = '/social';

/**
 * openid-client's passport strategy for Google (OpenID Connect: authorization code with PKCE,
 * state and nonce; the ID token's signature, issuer, audience, expiry and nonce are checked).
 * The strategy needs the provider's discovered metadata, so it is built on first use rather than
 * at start: a provider that cannot be reached fails that sign-in, never the app's start. It is
 * passed to passport as an instance (not registered by name) so each app has its own.
 */
@Injectable()
export class GoogleOidc {
  private readonly logger = new Logger('GoogleSignIn');
  private strategy: Promise<Strategy<Principal>> | undefined;

  constructor(
    @Inject(GOOGLE_CONFIG) private readonly config: GoogleConfig | null,
    private readonly http: HttpConfig,
    private readonly commands: CommandBus,
  ) {}

  get enabled(): boolean {
    return this.config !== null;
  }

  get redirectUri(): string {
    return `${this.http.appUrl}${SOCIAL_PAGE}`;
  }

  /** Sends the browser to the provider, remembering state, nonce and the PKCE verifier in the session. */
  async redirectToProvider(req: Request, res: Response): Promise<void> {
    // The strategy takes a request with an answer in its query for the callback; this route takes none.
    if (Object.keys(req.query).length > 0) throw invalid('state', SIGN_IN_EXPIRED);
    const strategy = await this.ready();
    await new Promise<void>((resolve, reject) => {
      // passport ends the response itself on a redirect (after express-session has saved the session);
      // 'close' also comes when the browser went away first.
      res.once('close', resolve);
      // openid-client only makes a nonce itself for implicit flows; a code flow gets one per sign-in here.
      const options: passport.AuthenticateOptions & { nonce: string } = { nonce: generators.nonce() };
      passport.authenticate(strategy, options)(req, res, reject);
    });
  }

  /** Completes the pending sign-in from the provider's answer (`req.body`): who signed in. */
  async complete(req: Request, res: Response): Promise<Principal> {
    const strategy = await this.ready();
    // Nothing pending: expired, already used, or started in another browser (whose session this is not).
    if (!req.session[GOOGLE_SESSION_KEY]) throw invalid('state', SIGN_IN_EXPIRED);
    return new Promise<Principal>((resolve, reject) => {
      passport.authenticate(strategy, (error: unknown, principal: Principal | false, info: unknown) => {
        if (error) reject(this.refusal(error));
        else if (principal) resolve(principal);
        else reject(this.refusal(info));
      })(req, res, reject);
    });
  }

  private ready(): Promise<Strategy<Principal>> {
    if (!this.config) return Promise.reject(googleSignInRefusal('not-enabled'));
    this.strategy ??= this.discover(this.config).catch((error: unknown) => {
      // Not cached: the next attempt tries the provider again.
      this.strategy = undefined;
      this.logger.warn(`Discovery of ${this.config?.issuerUrl} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw googleSignInRefusal('unavailable');
    });
    return this.strategy;
  }

  private async discover(config: GoogleConfig): Promise<Strategy<Principal>> {
    const issuer = await Issuer.discover(config.issuerUrl);
    const client = new issuer.Client({
      client_id: config.clientId,
      client_secret: config.clientSecret,
      redirect_uris: [this.redirectUri],
      response_types: ['code'],
    });
    return new Strategy<Principal>(
      { client, params: { scope: 'openid email profile', redirect_uri: this.redirectUri }, usePKCE: 'S256', sessionKey: GOOGLE_SESSION_KEY },
      (tokens: TokenSet, done: (error: unknown, principal?: Principal) => void) => {
        const claims = tokens.claims();
        const identity = {
          subject: claims.sub,
          email: typeof claims.email === 'string' ? claims.email : undefined,
          emailVerified: claims.email_verified === true,
          name: typeof claims.name === 'string' ? claims.name : undefined,
        };
        this.commands.execute(new SignInWithGoogle(identity)).then((principal) => done(null, principal), done);
      },
    );
  }

  /**
   * A refused answer says so on the field at fault (422); the provider being unreachable or
   * failing is a 503. Our own refusals (unverified email, deactivated account) pass through.
   */
  private refusal(reason: unknown): unknown {
    if (reason instanceof errors.RPError) {
      if (/state/.test(reason.message)) return invalid('state', SIGN_IN_EXPIRED);
      return invalid('code', SIGN_IN_NOT_CONFIRMED);
    }
    if (reason instanceof errors.OPError) {
      if (reason.error === 'server_error' || reason.error === 'temporarily_unavailable') return googleSignInRefusal('unavailable');
      return invalid('code', SIGN_IN_NOT_CONFIRMED);
    }
    if (reason instanceof Error && /ECONNREFUSED|ETIMEDOUT|ECONNRESET|EAI_AGAIN|ENOTFOUND|timeout/i.test(`${(reason as { code?: string }).code ?? ''} ${reason.message}`)) {
      this.logger.warn(`Google sign-in could not reach the provider: ${reason.message}`);
      return googleSignInRefusal('unavailable');
    }
    return reason;
  }
}
