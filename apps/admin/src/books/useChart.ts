import { useQuery } from '@tanstack/react-query';
import type { ChartAccountView } from '@ginuma/domain';
import { useAppDataProvider } from '../providers/dataProvider';

export type ChartRow = ChartAccountView;

/** Every chart query's key starts with this: a change to an account refreshes them all. */
export const CHART_KEY = ['ledger-accounts'];

/** The workspace's chart of accounts (`GET /api/ledger/accounts`), with balances when asked. */
export function useChart(withBalances = false): { accounts: ChartRow[] } {
  const dataProvider = useAppDataProvider();
  const { data = [] } = useQuery({ queryKey: [...CHART_KEY, { withBalances }], queryFn: () => dataProvider.getChart(withBalances) });
  return { accounts: data };
}
