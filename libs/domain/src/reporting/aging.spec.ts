import { agingBucketOf, AGING_BUCKETS, daysBetween } from './aging';

describe('aging', () => {
  it('counts whole calendar days, across month and leap-year ends', () => {
    expect(daysBetween('2026-11-01', '2026-11-01')).toBe(0);
    expect(daysBetween('2026-10-31', '2026-11-30')).toBe(30);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-11-02', '2026-11-01')).toBe(-1);
  });

  it.each([
    [0, 'days_0_30'],
    [30, 'days_0_30'],
    [31, 'days_31_60'],
    [60, 'days_31_60'],
    [61, 'days_61_90'],
    [90, 'days_61_90'],
    [91, 'days_over_90'],
    [3650, 'days_over_90'],
  ])('puts an age of %i days in %s', (age, bucket) => {
    expect(agingBucketOf(age)).toBe(bucket);
  });

  it('has buckets that cover every age once', () => {
    AGING_BUCKETS.slice(1).forEach((bucket, i) => expect(bucket.from).toBe((AGING_BUCKETS[i]?.to ?? NaN) + 1));
  });

  it('refuses an age before the invoice', () => {
    expect(() => agingBucketOf(-1)).toThrow(RangeError);
  });
});
