import { importErrorKey, type ImportRowError, type Locale } from '@ginuma/domain';
import { refusalText } from '../providers/refusals';

/** A row's refusal in the page's language, from the refusal catalogue by code; the server's English where it has none. */
export function importErrorText(error: ImportRowError, locale: Locale): string {
  return refusalText(error.code, error.params, locale)?.message ?? error.message;
}

/** Each distinct refusal of a preview in the page's language, by `importErrorKey`: what the errors sheet is written with. */
export function importErrorTexts(errors: readonly ImportRowError[], locale: Locale): Record<string, string> {
  return Object.fromEntries(errors.map((error) => [importErrorKey(error), importErrorText(error, locale)]));
}
