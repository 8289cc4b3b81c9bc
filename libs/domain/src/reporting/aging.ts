/**
 * Receivable aging (0-30, 31-60, 61-90, over 90 days): an outstanding invoice's whole due amount sits in one
 * bucket by its age, counted in whole days from the invoice date to the report date. The
 * invoice date rather than the due date, because the outstanding report's row shows "age in days" beside
 * the invoice date and small businesses read it as "how long has this been open".
 */
export const AGING_BUCKETS = [
  { key: 'days_0_30', from: 0, to: 30 },
  { key: 'days_31_60', from: 31, to: 60 },
  { key: 'days_61_90', from: 61, to: 90 },
  { key: 'days_over_90', from: 91, to: Number.POSITIVE_INFINITY },
] as const;

export type AgingBucketKey = (typeof AGING_BUCKETS)[number]['key'];

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (both YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function agingBucketOf(ageDays: number): AgingBucketKey {
  if (!Number.isInteger(ageDays) || ageDays < 0) throw new RangeError(`An age of ${ageDays} days is not an aging age`);
  const bucket = AGING_BUCKETS.find((b) => ageDays >= b.from && ageDays <= b.to);
  if (!bucket) throw new RangeError(`No aging bucket for ${ageDays} days`);
  return bucket.key;
}
