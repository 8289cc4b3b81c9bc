import type { Request } from 'express';

/**
 * The media type of the body a request carries (lower case, without parameters; '' when it
 * names none), or null when it carries no body: a body-less POST is not a wrong type.
 */
export function bodyTypeOf(req: Request): string | null {
  const length = Number(req.headers['content-length'] ?? 0);
  if (!(length > 0) && req.headers['transfer-encoding'] === undefined) return null;
  return (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

/** What the JSON body parser reads (its default type); a +json type would reach a handler unread. */
export function isJsonType(type: string): boolean {
  return type === 'application/json';
}
