import { useCallback, useEffect, useState } from 'react';
import type { ChartAccount } from '@ginuma/domain';
import { httpClient } from '../providers/httpClient';

export type ChartRow = ChartAccount & { id: string; custom_id: string | null; description: string | null; balance?: string };

/** The workspace's chart of accounts (`GET /api/ledger/accounts`), reloadable after a change. */
export function useChart(withBalances = false): { accounts: ChartRow[]; reload: () => Promise<void> } {
  const [accounts, setAccounts] = useState<ChartRow[]>([]);
  const reload = useCallback(async () => {
    setAccounts((await httpClient(`/api/ledger/accounts${withBalances ? '?balances=true' : ''}`)).json as ChartRow[]);
  }, [withBalances]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { accounts, reload };
}
