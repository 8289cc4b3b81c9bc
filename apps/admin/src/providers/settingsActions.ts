import type { MonthlySummaryRuns } from '@ginuma/domain';
import { httpClient, postJson } from './httpClient';

export type SettingsDocumentName = 'configurations' | 'email-settings';

/** Whether the business email is verified; mail goes out from it only once it is. */
export interface BusinessEmailState {
  business_email: string | null;
  verified_at: string | null;
}

/** The settings pages' calls, as dataProvider methods (used through react-query). */
export const settingsActions = {
  async getSettingsDocument(document: SettingsDocumentName): Promise<Record<string, unknown>> {
    return (await httpClient(`/api/${document}`)).json as Record<string, unknown>;
  },
  /** PUT replaces the whole document; a section with a path of its own POSTs only its fields there. */
  async saveSettingsDocument(document: SettingsDocumentName, body: Record<string, unknown>, savePath?: string): Promise<Record<string, unknown>> {
    const { json } = await httpClient(savePath ?? `/api/${document}`, { method: savePath ? 'POST' : 'PUT', body: JSON.stringify(body) });
    return json as Record<string, unknown>;
  },
  async getBusinessEmailState(): Promise<BusinessEmailState> {
    return (await httpClient('/api/email-verify/-/config')).json as BusinessEmailState;
  },
  async sendBusinessEmailVerification(): Promise<void> {
    await postJson('/api/email-verify/-/config', {});
  },
  async getMonthlySummaryRuns(): Promise<MonthlySummaryRuns> {
    return (await httpClient('/api/monthly-summaries')).json as MonthlySummaryRuns;
  },
  /** Mails the admin the token that confirms an account reset. */
  async sendAccountResetToken(): Promise<void> {
    await httpClient('/api/configurations/send-token', { method: 'POST' });
  },
  /** Wipes the workspace's data. */
  async resetAccount(token: string): Promise<void> {
    await httpClient(`/api/configurations/reset/account/${encodeURIComponent(token)}`, { method: 'POST' });
  },
};
