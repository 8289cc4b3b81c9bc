import type { ImportRowError, Locale } from '@ginuma/domain';
import { refusalText } from '../providers/refusals';

/** A row's refusal in the page's language, from the refusal catalogue by code; the server's English where it has none. */
export function importErrorText(error: ImportRowError, locale: Locale): string {
  return refusalText(error.code, error.params, locale)?.message ?? error.message;
}
