import { HttpError } from 'react-admin';
import { errorCode } from './httpClient';

export type FieldErrors = Record<string, string>;

/** The first server message of each field of a 422: a form shows one message per field. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof HttpError) || error.status !== 422) return {};
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors: unknown = body.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') result[field] = first;
  }
  return result;
}

export interface ErrorNotice {
  title: string;
  message: string;
}

/** Picks the notification title for a failed call (deactivated, general, error); the message is the server's. */
export function errorNotice(error: unknown): ErrorNotice {
  if (error instanceof HttpError) {
    const code = errorCode(error);
    if (code === 'deactivated') return { title: 'app.notification.deactivated', message: error.message };
    if (error.status >= 500) return { title: 'app.notification.general', message: error.message || 'app.errors.server_body' };
    return { title: 'app.notification.error', message: error.message || 'ra.notification.http_error' };
  }
  return { title: 'app.notification.general', message: 'ra.notification.http_error' };
}

/** A refusal a form shows itself: the server's message, and each field's messages. */
export interface FormRefusal {
  message: string | null;
  errors: Record<string, string[]>;
}

/** The refusal a 4xx carries, if it says why; a 5xx, or a 4xx saying nothing, is not one. */
export function formRefusalOf(error: unknown): FormRefusal | undefined {
  if (!(error instanceof HttpError) || error.status >= 500) return undefined;
  const body = error.body as { message?: unknown; errors?: unknown } | undefined;
  const message = typeof body?.message === 'string' && body.message ? body.message : null;
  const errors = typeof body?.errors === 'object' && body.errors !== null ? (body.errors as Record<string, string[]>) : undefined;
  if (!message && !errors) return undefined;
  return { message, errors: errors ?? {} };
}
