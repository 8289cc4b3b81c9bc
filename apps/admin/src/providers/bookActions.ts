import type { ChartAccountView, JournalFormView, LedgerAccountInput, PeriodLockView } from '@ginuma/domain';
import { httpClient, postJson } from './httpClient';

/** The books' calls (chart of accounts, manual journals, period lock), as dataProvider methods used through react-query. */
export const bookActions = {
  async getChart(withBalances: boolean): Promise<ChartAccountView[]> {
    return (await httpClient(`/api/ledger/accounts${withBalances ? '?balances=true' : ''}`)).json as ChartAccountView[];
  },
  async saveLedgerAccount(id: string | null, input: LedgerAccountInput): Promise<void> {
    if (id) await httpClient(`/api/ledger/accounts/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify({ ...input, code: undefined }) });
    else await postJson('/api/ledger/accounts', input);
  },
  async deleteLedgerAccount(id: string): Promise<void> {
    await httpClient(`/api/ledger/accounts/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
  async getJournal(id: string): Promise<JournalFormView> {
    return (await httpClient(`/api/journals/${id}`)).json as JournalFormView;
  },
  async saveJournal(id: string | null, body: object): Promise<JournalFormView> {
    const { json } = id ? await httpClient(`/api/journals/${id}`, { method: 'PUT', body: JSON.stringify(body) }) : await postJson('/api/journals', body);
    return json as JournalFormView;
  },
  /** Confirming posts a draft to the ledger; reversing posts its mirror image. */
  async moveJournal(id: string, step: 'confirm' | 'reverse'): Promise<JournalFormView> {
    return (await postJson(`/api/journals/${step}/${id}`, {})).json as JournalFormView;
  },
  async getPeriodLock(): Promise<PeriodLockView> {
    return (await httpClient('/api/ledger/lock')).json as PeriodLockView;
  },
  async setPeriodLock(lockDate: string): Promise<PeriodLockView> {
    return (await httpClient('/api/ledger/lock', { method: 'PUT', body: JSON.stringify({ lock_date: lockDate }) })).json as PeriodLockView;
  },
};
