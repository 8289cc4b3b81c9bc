import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { errorNotice } from './apiErrors';

/** Shows a failed call in the notification area with its title ('Error', 'Something went wrong'…). */
export function useReportError(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const { title, message } = errorNotice(error);
      notify(message, { type: 'error', title });
    },
    [notify],
  );
}
