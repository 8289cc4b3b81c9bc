import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GeneralLedgerDrillDown } from '@ginuma/domain';
import { searchOf, type ReportQuestion as Question } from '../providers/reportActions';
import { useReport, type ReportAnswer } from './useReport';

/**
 * One answer of the books reports (`GET /api/reports/<path>`). The page shows any failure
 * itself, beside the question (ReportProblem).
 */
export function useBooksReport<T>(path: string, question: Question, enabled = true): ReportAnswer<T> {
  return useReport(['books-reports', path, searchOf(question)], (dataProvider) => dataProvider.getBooksReport<T>(path, question), { enabled, notify: false });
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
