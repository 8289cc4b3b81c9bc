import { calendarDateIn, DEFAULT_TIME_ZONE } from '@ginuma/domain';

/**
 * The business's day `offset` days from today (YYYY-MM-DD), as the API counts days: in the
 * business's zone, which is a day ahead of UTC in the evening, so a UTC date would be "yesterday".
 */
export function businessDay(offset = 0): string {
  return calendarDateIn(DEFAULT_TIME_ZONE, new Date(Date.now() + offset * 86_400_000));
}
