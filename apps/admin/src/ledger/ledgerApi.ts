import { useGetList, useGetManyAggregate, useGetOne } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import type { BalanceRow, Explanation, LedgerEvent, Verification, WorkspaceUser } from './ledgerTypes';

async function getJson<T>(url: string): Promise<T> {
  const { json } = await httpClient(url);
  return json as T;
}

export function useLedgerEvent(position: number | undefined) {
  return useGetOne<LedgerEvent>('ledger/events', { id: position ?? 0 }, { enabled: position !== undefined, retry: false });
}

export interface ExplainQuestion {
  account: string;
  party?: string;
  commodity?: string;
  /** Only one stream's postings (`invoice-<id>`): one document's share of the balance. */
  stream?: string;
  /** Business date YYYY-MM-DD. */
  asOf?: string;
  /** ISO-8601 instant. */
  knownAt?: string;
  /** First business date of a period figure (a report's expenses from…to): `asOf` ends it. */
  from?: string;
  /**
   * A report's own explain route, answering in the ledger explain's shape, for figures the
   * ledger cannot filter by itself (an expense's sub-category or supplier); `filters` are its parameters.
   */
  endpoint?: string;
  filters?: Record<string, string>;
}

/** Lines `start…start+size-1` behind a balance, oldest business date first. */
export function fetchExplanation(question: ExplainQuestion, start: number, size: number): Promise<Explanation> {
  const search = new URLSearchParams({ ...question.filters, account: question.account, range: JSON.stringify([start, start + size - 1]) });
  if (question.from) search.set('from', question.from);
  if (question.party) search.set('party', question.party);
  if (question.commodity) search.set('commodity', question.commodity);
  if (question.stream) search.set('stream', question.stream);
  if (question.asOf) search.set('as_of', question.asOf);
  if (question.knownAt) search.set('known_at', question.knownAt);
  return getJson<Explanation>(`${question.endpoint ?? '/api/ledger/explain'}?${search.toString()}`);
}

export function fetchBalances(question: Omit<ExplainQuestion, 'commodity'>): Promise<BalanceRow[]> {
  const search = new URLSearchParams({ account: question.account });
  if (question.party) search.set('party', question.party);
  if (question.asOf) search.set('as_of', question.asOf);
  if (question.knownAt) search.set('known_at', question.knownAt);
  return getJson<BalanceRow[]>(`/api/ledger/balances?${search.toString()}`);
}

export function fetchVerification(): Promise<Verification> {
  return getJson<Verification>('/api/ledger/verify');
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
