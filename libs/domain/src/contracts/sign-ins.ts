/** How someone signed in (or tried to): a password, Google, the sign-in registration starts, or the second step's code. */
export type SignInMethod = 'password' | 'google' | 'registration' | 'two-step' | 'recovery-code';

/** One sign-in attempt, as the user's and the Admin's history lists it (`GET /api/users/my/sign-ins`, `/api/users/sign-ins`). */
export interface SignInView {
  id: string;
  user_id: string;
  user_name: string;
  email: string;
  /** ISO 8601, UTC. */
  at: string;
  method: SignInMethod;
  outcome: 'signed-in' | 'refused';
  ip: string | null;
  user_agent: string | null;
}

/** One of the user's open sessions (`GET /api/users/my/sessions`); `id` is a handle to end it by, not the session's secret id. */
export interface OpenSessionView {
  id: string;
  signed_in_at: string | null;
  last_seen_at: string | null;
  ip: string | null;
  user_agent: string | null;
  method: SignInMethod | null;
  /** The session this request came from. */
  current: boolean;
}

/** `GET /api/users/my/two-step`: whether the user signs in with a second step. */
export interface TwoStepStatus {
  enabled: boolean;
  enabled_at: string | null;
  recovery_codes_left: number;
  /** The workspace requires it of everyone. */
  required: boolean;
}

/** `POST /api/users/my/two-step/setup`: a new secret, not in force until a code made from it is entered. */
export interface TwoStepSetup {
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as a QR code an authenticator app scans, an SVG document. */
  qr_svg: string;
}

/** Recovery codes, answered once when made: only their hashes are kept. */
export interface RecoveryCodes {
  recovery_codes: string[];
}
