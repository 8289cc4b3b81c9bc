import { isCalendarDate } from '@ginuma/domain';
import { ValidationFailed } from '../../platform/http/app-errors';

/** The two time axes of every ledger question: business date D and knowledge instant T. */
export interface TimeAxes {
  asOf?: string;
  knownAt?: string;
}

export function parseTimeAxes(query: Record<string, unknown>): TimeAxes {
  const axes: TimeAxes = {};
  const asOf = text(query.as_of);
  if (asOf !== undefined) {
    if (!isCalendarDate(asOf)) throw invalid('as_of', 'The as of date must be a date in the form YYYY-MM-DD.');
    axes.asOf = asOf;
  }
  const knownAt = text(query.known_at);
  if (knownAt !== undefined) {
    const instant = new Date(knownAt);
    if (Number.isNaN(instant.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(knownAt)) {
      throw invalid('known_at', 'The known at time must be an ISO-8601 date and time.');
    }
    axes.knownAt = instant.toISOString();
  }
  return axes;
}

export function text(value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalid('query', 'Each query parameter may be given once.');
  return value;
}

export function invalid(field: string, message: string): ValidationFailed {
  return new ValidationFailed({ [field]: [message] });
}
