import type { ParseResult } from '../money/money.parse';
import { validationRefusal } from './validation.refusals';

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

/**
 * A required reference read from a body: the id (lower case), or the field's refusal, `required`
 * when nothing was given and `choice` ("The selected <label> is invalid.") when it is no id.
 */
export function parseId(input: unknown, label: string): ParseResult<string> {
  if (isId(input)) return { ok: true, value: input.toLowerCase() };
  return { ok: false, refusal: validationRefusal.field(input === undefined || input === null || input === '' ? 'required' : 'choice', { label }) };
}
