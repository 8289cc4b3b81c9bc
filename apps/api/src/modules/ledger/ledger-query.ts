import { isCalendarDate, ledgerQueryRefusal, validationRefusal } from '@ginuma/domain';
import { invalid } from '../../platform/http/app-errors';

/** The two time axes of every ledger question: business date D and knowledge instant T. */
export interface TimeAxes {
  asOf?: string;
  knownAt?: string;
}

export function parseTimeAxes(query: Record<string, unknown>): TimeAxes {
  const axes: TimeAxes = {};
  const asOf = text(query.as_of);
  if (asOf !== undefined) {
    if (!isCalendarDate(asOf)) throw invalid('as_of', validationRefusal.field('date', { label: 'as of date' }));
    axes.asOf = asOf;
  }
  const knownAt = text(query.known_at);
  if (knownAt !== undefined) {
    const instant = new Date(knownAt);
    if (Number.isNaN(instant.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(knownAt)) {
      throw ledgerQueryRefusal.onField('known_at', 'known-at');
    }
    axes.knownAt = instant.toISOString();
  }
  return axes;
}

export function text(value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw ledgerQueryRefusal.onField('query', 'query-given-once');
  return value;
}
