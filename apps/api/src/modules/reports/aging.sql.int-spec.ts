import { AGING_BUCKETS, agingBucketOf, daysBetween } from '@ginuma/domain';
import { scratchSuite } from '../../../../../tests/support/scratch-suite';
import { ageDaysSql, agingColumnsSql, agingSumsSql } from './aging.sql';

const scratch = scratchSuite();

const DAY_MS = 86_400_000;
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Invoice dates at month and (leap) year ends, each aged to every day around every bucket's bounds. */
function grid(): { date: string; asOf: string }[] {
  const ages = new Set([0, 1, 365, 366, 3650, ...AGING_BUCKETS.flatMap((b) => [b.from - 1, b.from, b.from + 1, b.to - 1, b.to, b.to + 1])]);
  const dates = ['2024-01-31', '2024-02-28', '2024-02-29', '2024-12-31', '2025-02-28', '2026-03-01', '2026-10-31'];
  return dates.flatMap((date) => [...ages].filter((age) => Number.isFinite(age) && age >= 0).map((age) => ({ date, asOf: plusDays(date, age) })));
}

describe('the aging users get', () => {
  it('is daysBetween() and agingBucketOf(): the outstanding report’s SQL puts every age in the bucket the tested function does', async () => {
    const cases = grid();
    const { rows } = await scratch.client.query<Record<string, string | number>>(
      `SELECT a.date::text AS date, a.as_of::text AS as_of, a.age_days, ${agingColumnsSql('a.age_days', '1')}
         FROM (SELECT v.date, v.as_of, ${ageDaysSql('v.date', 'v.as_of')} AS age_days
                 FROM unnest($1::date[], $2::date[]) AS v(date, as_of)) a`,
      [cases.map((c) => c.date), cases.map((c) => c.asOf)],
    );
    expect(rows).toHaveLength(cases.length);
    const disagreements = rows.filter((row) => {
      const age = daysBetween(String(row.date), String(row.as_of));
      const buckets = AGING_BUCKETS.filter((b) => Number(row[b.key]) === 1).map((b) => b.key);
      return row.age_days !== age || buckets.length !== 1 || buckets[0] !== agingBucketOf(age);
    });
    expect(disagreements).toEqual([]);
  });

  it('sums each bucket as agingBucketOf() counts it (agingSumsSql, the payables aging’s per-supplier sums)', async () => {
    const cases = grid();
    const { rows } = await scratch.client.query<Record<string, string>>(
      `SELECT ${agingSumsSql('a.age_days', '1')}
         FROM (SELECT ${ageDaysSql('v.date', 'v.as_of')} AS age_days FROM unnest($1::date[], $2::date[]) AS v(date, as_of)) a`,
      [cases.map((c) => c.date), cases.map((c) => c.asOf)],
    );
    const counted = Object.fromEntries(AGING_BUCKETS.map((b) => [b.key, cases.filter((c) => agingBucketOf(daysBetween(c.date, c.asOf)) === b.key).length]));
    expect(Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]))).toEqual(counted);
  });
});
