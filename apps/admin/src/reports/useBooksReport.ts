import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { GeneralLedgerDrillDown } from '@ginuma/domain';
import { httpClient } from '../providers/httpClient';

export type Question = Record<string, string | undefined>;

/** Query parameters of a question, its empty answers left out. */
export function searchOf(question: Question): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(question)) if (value) search.set(name, value);
  return search.toString();
}

/**
 * One answer of the books reports (`GET /api/reports/<path>`). The previous answer stays on
 * screen while the next question loads, so changing a date does not blank the table.
 */
export function useBooksReport<T>(path: string, question: Question, enabled = true): UseQueryResult<T> {
  const search = searchOf(question);
  return useQuery({
    queryKey: ['books-reports', path, search],
    queryFn: async () => (await httpClient(`/api/reports/${path}?${search}`)).json as T,
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * The question a report page asks, kept in the address so a drill-down, Back and a shared link
 * ask it again; `defaults` fill what the address leaves out. `known_at` defaults to the moment the page opened, not to "whenever the request
 * runs": the screen, its export and its drill-downs then all show the same books.
 */
export function useQuestionParams(defaults: Question): { question: Question; change: (patch: Question) => void } {
  const [params, setParams] = useSearchParams();
  const [opened] = useState(() => new Date().toISOString());
  const question: Question = {};
  for (const [name, fallback] of Object.entries({ known_at: opened, ...defaults })) question[name] = params.get(name) ?? fallback;
  for (const [name, value] of params) question[name] ??= value;
  const change = (patch: Question) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) {
          // A cleared field goes back to its default rather than asking with an empty value.
          if (!value) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  return { question, change };
}

/** The general ledger page asking a figure's drill-down question. */
export function generalLedgerPath(base: string, drill: GeneralLedgerDrillDown): string {
  return `${base}/reports/general_ledger?${searchOf({ ...drill })}`;
}
