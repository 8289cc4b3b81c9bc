import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorNotice } from '../providers/apiErrors';
import { nameKey, type RecordScreen } from './recordScreens';

export type RecordEvent = 'create' | 'update' | 'delete' | 'restore' | 'purge' | 'status' | 'export';

export interface RecordNotify {
  success: (event: RecordEvent) => void;
  /** Titled "Customer create failed" and the like, with the server's message (spec §8). */
  failure: (event: RecordEvent, error: unknown) => void;
}

/** The success and failure messages of every create, update and delete, per resource. */
export function useRecordNotify(screen: RecordScreen): RecordNotify {
  const notify = useNotify();
  const translate = useTranslate();
  const name = translate(nameKey(screen), { smart_count: 1 });
  const success = useCallback(
    (event: RecordEvent) => notify(translate(`app.records.notify.${event}_done`, { name }), { type: 'success' }),
    [notify, translate, name],
  );
  const failure = useCallback(
    (event: RecordEvent, error: unknown) => {
      const { message } = errorNotice(error);
      notify(message, { type: 'error', title: translate(`app.records.notify.${event}_failed`, { name }) });
    },
    [notify, translate, name],
  );
  return { success, failure };
}
