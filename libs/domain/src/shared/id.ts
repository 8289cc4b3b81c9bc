/**
 * A record's id: a UUID of any version, written in either case. The one spelling of the check;
 * SQL that matches ids in text (a ledger party such as `customer:<id>`) builds on `ID_PATTERN`.
 */
export const ID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const ID = new RegExp(`^${ID_PATTERN}$`, 'i');

/** Whether `value` is an id (a UUID, either case). */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID.test(value);
}

/** `value` as an id in its stored spelling (lower case), or null when it is none. */
export function idOrNull(value: unknown): string | null {
  return isId(value) ? value.toLowerCase() : null;
}
