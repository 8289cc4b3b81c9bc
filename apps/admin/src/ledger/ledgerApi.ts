import { useGetList, useGetManyAggregate, useGetOne } from 'react-admin';
import type { LedgerEvent, WorkspaceUser } from './ledgerTypes';

export function useLedgerEvent(position: number | undefined) {
  return useGetOne<LedgerEvent>('ledger/events', { id: position ?? 0 }, { enabled: position !== undefined, retry: false });
}

/** Every user of the workspace, to name who did what (Admin and Audit may list them). */
export function useWorkspaceUsers(): Map<string, WorkspaceUser> {
  const { data } = useGetList<WorkspaceUser>(
    'users',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { staleTime: 5 * 60_000, retry: false },
  );
  return new Map((data ?? []).map((user) => [String(user.id), user]));
}

const RECORD_RESOURCES: Record<string, string> = {
  customer: 'customers',
  supplier: 'suppliers',
  product: 'products',
  bank: 'bank-accounts',
  account: 'bank-accounts',
  stock: 'products',
  'expense-category': 'expenses-categories',
};

/**
 * The name of the record behind `customer:<id>` or `bank:<id>`, when this user can read it.
 * Calls made in the same render are batched into one request per resource.
 */
export function useRecordName(kind: string | undefined, id: string | undefined): string | undefined {
  const resource = kind ? RECORD_RESOURCES[kind] : undefined;
  const { data } = useGetManyAggregate<{ id: string; name?: unknown }>(
    resource ?? 'customers',
    { ids: id ? [id] : [] },
    { enabled: resource !== undefined && Boolean(id), staleTime: 5 * 60_000, retry: false },
  );
  const name = data?.[0]?.name;
  return typeof name === 'string' ? name : undefined;
}
