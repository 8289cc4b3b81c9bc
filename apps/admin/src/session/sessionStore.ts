import { useSyncExternalStore } from 'react';
import { HttpError } from 'react-admin';
import { httpClient, postJson } from '../providers/httpClient';
import type { SessionState, SessionUser } from './types';

// One session for the whole page: the public pages and every <Admin> mount read the same user.
let state: SessionState = { status: 'loading' };
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signedIn(user: SessionUser): void {
    setState({ status: 'signed-in', user });
  },
  signedOut(): void {
    setState({ status: 'guest' });
  },
  currentUser(): SessionUser | undefined {
    return state.status === 'signed-in' ? state.user : undefined;
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

/**
 * Asks the server who is signed in. A guest is told so without asking for the user, whose 401
 * every public page would otherwise log as an error; a 401 for the user still means a guest
 * (a session that ended in between).
 */
export async function loadSession(): Promise<SessionState> {
  try {
    const { json: session } = await httpClient('/api/session');
    if (!(session as { signed_in: boolean }).signed_in) {
      sessionStore.signedOut();
      return state;
    }
    const { json } = await httpClient('/api/user');
    sessionStore.signedIn(json as SessionUser);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) sessionStore.signedOut();
    else setState({ status: 'unavailable', message: error instanceof Error ? error.message : String(error) });
  }
  return state;
}

export interface RegisterForm {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  business_name: string;
  privacy_policy: boolean;
}

/** What a first step (password or Google) answers: signed in, or a second step still owed (null). */
function afterFirstStep(json: unknown): SessionUser | null {
  if ((json as { two_step_required?: boolean }).two_step_required) return null;
  const user = json as SessionUser;
  sessionStore.signedIn(user);
  return user;
}

/** Signs in with a password; null when the account asks for a second step (the /two-step page). */
export async function signIn(email: string, password: string): Promise<SessionUser | null> {
  return afterFirstStep((await postJson('/api/login', { email, password })).json);
}

/** The second step: the authenticator app's code, or one recovery code. */
export async function signInSecondStep(answer: { code: string } | { recovery_code: string }): Promise<SessionUser> {
  const { json } = await postJson('/api/login/two-step', answer);
  const user = json as SessionUser;
  sessionStore.signedIn(user);
  return user;
}

export async function register(form: RegisterForm): Promise<SessionUser> {
  const { json } = await postJson('/api/register', form);
  const user = json as SessionUser;
  sessionStore.signedIn(user);
  return user;
}

/** Hands the answer Google sent the browser back with to the API, which checks it against this session's sign-in. */
export async function signInWithGoogle(answer: Record<string, string>): Promise<SessionUser | null> {
  return afterFirstStep((await postJson('/api/auth/google/callback', answer)).json);
}

export async function signOut(): Promise<void> {
  try {
    await postJson('/logout', {});
  } catch (error) {
    // An already expired session is signed out as far as the user is concerned.
    if (!(error instanceof HttpError && error.status === 401)) throw error;
  } finally {
    sessionStore.signedOut();
  }
}

export function replaceUser(user: SessionUser): void {
  sessionStore.signedIn(user);
}
