import { AGING_BUCKETS } from '@ginuma/domain';

/** daysBetween() in SQL: date − date is the whole days between two dates. */
export function ageDaysSql(date: string, asOf: string): string {
  return `(${asOf} - ${date})`;
}

/** The condition that `age` falls in bucket `b`. */
function withinSql(age: string, b: (typeof AGING_BUCKETS)[number]): string {
  return Number.isFinite(b.to) ? `${age} BETWEEN ${b.from} AND ${b.to}` : `${age} >= ${b.from}`;
}

/** agingBucketOf() in SQL: one column per AGING_BUCKETS bucket, holding `amount` when `age` falls in it. */
export function agingColumnsSql(age: string, amount: string): string {
  return AGING_BUCKETS.map((b) => `CASE WHEN ${withinSql(age, b)} THEN ${amount} ELSE 0 END AS ${b.key}`).join(', ');
}

/**
 * agingColumnsSql() summed in a GROUP BY: one aggregate per bucket over the rows whose `age`
 * falls in it. Each row adds to the one sum its bucket's filter lets it into, where summing the
 * columns would add a zero to every other bucket's numeric sum.
 */
export function agingSumsSql(age: string, amount: string): string {
  return AGING_BUCKETS.map((b) => `coalesce(sum(${amount}) FILTER (WHERE ${withinSql(age, b)}), 0) AS ${b.key}`).join(', ');
}
