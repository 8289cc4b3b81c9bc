/** Google sign-in of this deployment (README: GOOGLE_*); null when it is not configured. */
export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** Discovered lazily (`/.well-known/openid-configuration`); another OpenID provider works too. */
  issuerUrl: string;
}

export const GOOGLE_CONFIG = Symbol('GOOGLE_CONFIG');

export const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';

export function googleConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GoogleConfig | null {
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return null;
  return { clientId, clientSecret, issuerUrl: env.GOOGLE_ISSUER_URL?.trim() || DEFAULT_GOOGLE_ISSUER };
}
