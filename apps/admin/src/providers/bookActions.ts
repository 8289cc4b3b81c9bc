import type { ChartAccountView, JournalFormView, LedgerAccountInput, PeriodLockView } from '@ginuma/domain';
import { httpClient, postJson } from './httpClient';
import { saveDocument } from './documentSave';

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
  /** Saves the journal as the form has it, and with `confirm` posts it to the ledger in the same request. */
  saveJournal(id: string | null, body: object, confirm = false): Promise<JournalFormView> {
    return saveDocument<JournalFormView>('/api/journals', id, body, confirm);
  },
  /** Reversing posts a confirmed journal's mirror image. */
  async reverseJournal(id: string): Promise<JournalFormView> {
    return (await postJson(`/api/journals/reverse/${id}`, {})).json as JournalFormView;
  },
  async getPeriodLock(): Promise<PeriodLockView> {
    return (await httpClient('/api/ledger/lock')).json as PeriodLockView;
  },
  async setPeriodLock(lockDate: string): Promise<PeriodLockView> {
    return (await httpClient('/api/ledger/lock', { method: 'PUT', body: JSON.stringify({ lock_date: lockDate }) })).json as PeriodLockView;
  },
};
