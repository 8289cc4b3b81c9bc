import { AGING_BUCKETS } from '@ginuma/domain';

/** daysBetween() in SQL: date − date is the whole days between two dates. */
export function ageDaysSql(date: string, asOf: string): string {
  return `(${asOf} - ${date})`;
}

/** agingBucketOf() in SQL: one column per AGING_BUCKETS bucket, holding `amount` when `age` falls in it. */
export function agingColumnsSql(age: string, amount: string): string {
  return AGING_BUCKETS.map((b) => {
    const within = Number.isFinite(b.to) ? `BETWEEN ${b.from} AND ${b.to}` : `>= ${b.from}`;
    return `CASE WHEN ${age} ${within} THEN ${amount} ELSE 0 END AS ${b.key}`;
  }).join(', ');
}
