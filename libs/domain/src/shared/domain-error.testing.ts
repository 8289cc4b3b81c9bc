import { DomainError, type FieldErrors } from './domain-error';

/** The refusal `run` throws; the spec fails when it throws something else, or nothing. */
export function refusalOf(run: () => unknown): DomainError {
  let failure: unknown;
  try {
    run();
  } catch (error) {
    failure = error;
  }
  expect(failure).toBeInstanceOf(DomainError);
  return failure as DomainError;
}

/** Field refusals as the English texts a user reads under each field, for specs that assert the texts. */
export function messagesOf(errors: FieldErrors | undefined): Record<string, string[]> | undefined {
  if (errors === undefined) return undefined;
  return Object.fromEntries(Object.entries(errors).map(([field, refusals]) => [field, refusals.map((refusal) => refusal.message)]));
}

/** A read's result with its field refusals as their English texts: `{ ok: false, errors: { field: ['…'] } }`. */
export function withMessages<Read extends { ok: boolean }>(read: Read): Read | { ok: false; errors: Record<string, string[]> | undefined } {
  if (read.ok || !('errors' in read)) return read;
  return { ...read, ok: false, errors: messagesOf(read.errors as FieldErrors) };
}
