/**
 * The stream moved on since the caller read it (another request confirmed the same invoice
 * first). The transaction is unusable afterwards; the API answers 409.
 */
export class StreamVersionConflict extends Error {
  override readonly name = 'StreamVersionConflict';

  constructor(
    readonly stream: string,
    readonly expectedVersion: number | 'any',
    readonly actualVersion: number | null,
  ) {
    super(`Stream ${stream} is at version ${actualVersion ?? 'unknown'}, not ${expectedVersion}`);
  }
}

/** A malformed append (unbalanced postings, bad amount or date): a bug in the caller. */
export class LedgerValidationError extends Error {
  override readonly name = 'LedgerValidationError';
}
