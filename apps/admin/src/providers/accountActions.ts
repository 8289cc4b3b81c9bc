import type { OpenSessionView, RecoveryCodes, SessionUser, SignInView, TwoStepSetup, TwoStepStatus } from '@ginuma/domain';
import { httpClient, postJson } from './httpClient';

export interface SignInOptions {
  google: boolean;
}

/** `GET /api/users/my/data`: the signed-in user as stored, with when they joined. */
export interface MyData {
  id: number | string;
  name: string;
  email: string;
  created_at?: string;
}

export interface NewPassword {
  password: string;
  password_confirmation: string;
}

/**
 * The account's own calls: sign-in options, password reset, email verification and the
 * profile. The public pages render outside react-admin and call them through react-query
 * directly; the workspace reaches the same methods on its dataProvider.
 */
export const accountActions = {
  async getSignInOptions(): Promise<SignInOptions> {
    return (await httpClient('/api/auth/sign-in-options')).json as SignInOptions;
  },
  async requestPasswordReset(email: string): Promise<void> {
    await postJson('/api/forgot-password/change', { email });
  },
  async resetPassword(token: string, password: NewPassword): Promise<void> {
    await postJson(`/api/reset-password/${encodeURIComponent(token)}`, password);
  },
  /** Follows a mailed link: the account's own address, or (`business`) the workspace's business address. */
  async verifyEmail(token: string, business: boolean): Promise<void> {
    await postJson(business ? `/api/email-verify/config/verified/${encodeURIComponent(token)}` : `/api/email-verify/${encodeURIComponent(token)}`, {});
  },
  async resendVerification(): Promise<void> {
    await postJson('/api/email-verify/-/resend', {});
  },
  async getMyData(): Promise<MyData> {
    return (await httpClient('/api/users/my/data')).json as MyData;
  },
  async updateProfile(details: { name: string; email: string }): Promise<SessionUser> {
    return (await postJson('/api/users/update/user', details)).json as SessionUser;
  },
  async changePassword(passwords: NewPassword & { current_password: string }): Promise<void> {
    await postJson('/api/users/update/password', passwords);
  },
  async getTwoStep(): Promise<TwoStepStatus> {
    return (await httpClient('/api/users/my/two-step')).json as TwoStepStatus;
  },
  async setUpTwoStep(): Promise<TwoStepSetup> {
    return (await postJson('/api/users/my/two-step/setup', {})).json as TwoStepSetup;
  },
  async enableTwoStep(code: string): Promise<RecoveryCodes> {
    return (await postJson('/api/users/my/two-step/enable', { code })).json as RecoveryCodes;
  },
  async disableTwoStep(password: string): Promise<void> {
    await postJson('/api/users/my/two-step/disable', { password });
  },
  async renewRecoveryCodes(password: string): Promise<RecoveryCodes> {
    return (await postJson('/api/users/my/two-step/recovery-codes', { password })).json as RecoveryCodes;
  },
  async requireTwoStep(required: boolean): Promise<void> {
    await httpClient('/api/users/-/two-step-requirement', { method: 'PUT', body: JSON.stringify({ required }) });
  },
  async getMySessions(): Promise<OpenSessionView[]> {
    return (await httpClient('/api/users/my/sessions')).json as OpenSessionView[];
  },
  async endSession(id: string): Promise<void> {
    await httpClient(`/api/users/my/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
  async endOtherSessions(): Promise<{ ended: number }> {
    return (await postJson('/api/users/my/sessions/end-others', {})).json as { ended: number };
  },
  /** The newest `count` sign-ins: the user's own, or (`workspace`) everyone's in the workspace. */
  async getSignIns(scope: 'mine' | 'workspace', count: number): Promise<{ rows: SignInView[]; total: number }> {
    const path = scope === 'mine' ? '/api/users/my/sign-ins' : '/api/users/-/sign-ins';
    const response = await httpClient(`${path}?range=${encodeURIComponent(JSON.stringify([0, count - 1]))}`);
    const total = Number(response.headers.get('Content-Range')?.split('/').pop() ?? 0);
    return { rows: response.json as SignInView[], total };
  },
};
