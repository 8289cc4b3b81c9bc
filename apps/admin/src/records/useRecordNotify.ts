import { useCallback } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { errorNotice } from '../providers/apiErrors';
import { nameKey, type RecordScreen } from './recordScreens';

export type RecordEvent = 'create' | 'update' | 'delete' | 'restore' | 'purge' | 'status' | 'export' | 'confirm' | 'reverse' | 'convert' | 'default' | 'logo' | 'logo_delete';

export interface RecordNotify {
  success: (event: RecordEvent) => void;
  /** Titled "Customer create failed" and the like, with the server's message. */
  failure: (event: RecordEvent, error: unknown) => void;
}

// Fixed notification titles of particular refusals, sent by the API in English, shown in the user's language.
const SERVER_TITLES: Record<string, string> = {
  'This invoice cannot be deleted': 'app.notification.invoice_not_deletable',
};

/** The i18n key (or, for one we do not know, the text) of a refusal's `title` (409). */
function serverTitleOf(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('title' in body) || typeof body.title !== 'string') return undefined;
  return SERVER_TITLES[body.title] ?? body.title;
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
      const title = serverTitleOf(error);
      notify(message, { type: 'error', title: title ? translate(title, { _: title }) : translate(`app.records.notify.${event}_failed`, { name }) });
    },
    [notify, translate, name],
  );
  return { success, failure };
}
