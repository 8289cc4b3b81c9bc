import type { ExplanationView, LedgerBalanceView, LedgerVerificationView } from '@ginuma/domain';
import { httpClient } from './httpClient';

/** The question behind one balance: whose postings, up to when, as known at when. */
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

/** The query string asking for lines `start…start+size-1` of an explanation. */
export function explainSearch(question: ExplainQuestion, start: number, size: number): string {
  const search = new URLSearchParams({ ...question.filters, account: question.account, range: JSON.stringify([start, start + size - 1]) });
  if (question.from) search.set('from', question.from);
  if (question.party) search.set('party', question.party);
  if (question.commodity) search.set('commodity', question.commodity);
  if (question.stream) search.set('stream', question.stream);
  if (question.asOf) search.set('as_of', question.asOf);
  if (question.knownAt) search.set('known_at', question.knownAt);
  return search.toString();
}

async function getJson<T>(url: string): Promise<T> {
  return (await httpClient(url)).json as T;
}

/** The ledger's reads beyond the events list, as dataProvider methods. */
export const ledgerActions = {
  /** Lines `start…start+size-1` behind a balance, oldest business date first. */
  getExplanation(question: ExplainQuestion, start: number, size: number): Promise<ExplanationView> {
    return getJson<ExplanationView>(`${question.endpoint ?? '/api/ledger/explain'}?${explainSearch(question, start, size)}`);
  },
  getLedgerBalances(question: Omit<ExplainQuestion, 'commodity'>): Promise<LedgerBalanceView[]> {
    const search = new URLSearchParams({ account: question.account });
    if (question.party) search.set('party', question.party);
    if (question.asOf) search.set('as_of', question.asOf);
    if (question.knownAt) search.set('known_at', question.knownAt);
    return getJson<LedgerBalanceView[]>(`/api/ledger/balances?${search.toString()}`);
  },
  /** Replays the ledger: the hash chain and the projections against a rebuild. */
  verifyLedger(): Promise<LedgerVerificationView> {
    return getJson<LedgerVerificationView>('/api/ledger/verify');
  },
};
