import { HttpError, type AuthProvider } from 'react-admin';
import { localePath, type Locale } from '@ginuma/domain';
import { loadSession, sessionStore, signIn, signOut } from '../session/sessionStore';
import { userCanAccess } from './canAccess';
import { errorCode } from './httpClient';

export function createAuthProvider(locale: Locale): AuthProvider {
  const loginPath = localePath(locale, '/login');
  return {
    async login({ email, password }: { email: string; password: string }) {
      await signIn(email, password);
    },
    async logout() {
      if (sessionStore.currentUser()) await signOut();
      return loginPath;
    },
    async checkAuth() {
      if (sessionStore.currentUser()) return;
      const state = await loadSession();
      if (state.status !== 'signed-in') throw new Error('ra.auth.auth_check_error');
    },
    // Only 401 ends the session: a 403 is a refused action (an Audit user's write, a disabled
    // module) and must not sign anyone out.
    async checkError(error: unknown) {
      if (error instanceof HttpError && error.status === 401) {
        sessionStore.signedOut();
        throw error;
      }
      // The grace period for verifying the address ran out while the page was open: the fresh
      // session sends the router to /email-verify.
      // Likewise when the workspace came to require a second step: the router sends them to their profile.
      if (errorCode(error) === 'email_unverified' || errorCode(error) === 'two_step_required') await loadSession();
    },
    async getIdentity() {
      const user = sessionStore.currentUser();
      if (!user) throw new Error('ra.auth.auth_check_error');
      return { id: user.id, fullName: user.name };
    },
    async getPermissions() {
      return sessionStore.currentUser()?.user_role;
    },
    async canAccess({ action, resource }) {
      return userCanAccess(sessionStore.currentUser(), action, resource);
    },
  };
}
