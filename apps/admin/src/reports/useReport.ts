import { useEffect } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { fieldErrorsOf, type FieldErrors } from '../providers/apiErrors';
import { useAppDataProvider, type AppDataProvider } from '../providers/dataProvider';
import { useReportError } from '../providers/useReportError';

export interface ReportOptions {
  enabled?: boolean;
  /**
   * Keep the previous answer on screen while the next question loads, so changing a date does
   * not blank the table. Off where the next question is about another subject (another product).
   */
  keepPrevious?: boolean;
  /** Show a failed call in the notification area; off where the screen shows the failure itself. */
  notify?: boolean;
}

/** The answer, and the server's message per field when it found the question invalid (422). */
export type ReportAnswer<T> = UseQueryResult<T> & { invalid: FieldErrors };

/** The first message of an invalid question, for a screen that shows one line above the report. */
export function firstInvalid(invalid: FieldErrors): string | undefined {
  return Object.values(invalid)[0];
}

/**
 * One answer of a report, asked of the dataProvider through react-query. An invalid question
 * is the screen's to show beside its fields (`invalid`); any other failure is notified.
 */
export function useReport<T>(queryKey: QueryKey, ask: (dataProvider: AppDataProvider) => Promise<T>, options: ReportOptions = {}): ReportAnswer<T> {
  const { enabled = true, keepPrevious = true, notify = true } = options;
  const dataProvider = useAppDataProvider();
  const reportError = useReportError();
  const query = useQuery({
    queryKey,
    queryFn: () => ask(dataProvider),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    // A report's failure is an answer (an invalid date, a missing record): asking again does not change it.
    retry: false,
  });
  const invalid = fieldErrorsOf(query.error);
  const failure = notify && query.error && Object.keys(invalid).length === 0 ? query.error : null;
  useEffect(() => {
    if (failure) reportError(failure);
  }, [failure, reportError]);
  return { ...query, invalid };
}
