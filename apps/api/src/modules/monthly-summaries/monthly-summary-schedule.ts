import { calendarDateIn, type MonthlySummaryKind, type MonthlySummarySchedule } from '@ginuma/domain';

/** A workspace's summary days as stored, with the last month each summary went out for. */
export interface SummaryConfigRow {
  tenant_id: string;
  time_zone: string;
  monthly_outstanding_summary_day: number | null;
  monthly_business_summary_day: number | null;
  monthly_outstanding_summary_set_at: Date | null;
  monthly_business_summary_set_at: Date | null;
  outstanding_last: string | null;
  business_last: string | null;
}

/** The columns above, for the workspace `$1` or (in the sweep) every listed workspace `c`. */
export const SUMMARY_CONFIG_COLUMNS = `c.tenant_id, c.time_zone, c.monthly_outstanding_summary_day, c.monthly_business_summary_day,
  c.monthly_outstanding_summary_set_at, c.monthly_business_summary_set_at,
  (SELECT max(r.month) FROM monthly_summary_runs r WHERE r.tenant_id = c.tenant_id AND r.kind = 'outstanding') AS outstanding_last,
  (SELECT max(r.month) FROM monthly_summary_runs r WHERE r.tenant_id = c.tenant_id AND r.kind = 'business') AS business_last`;

/** One summary's schedule; the day counts from the business date it was set on. */
export function summaryScheduleOf(row: SummaryConfigRow, kind: MonthlySummaryKind): MonthlySummarySchedule {
  const setAt = kind === 'outstanding' ? row.monthly_outstanding_summary_set_at : row.monthly_business_summary_set_at;
  return {
    day: kind === 'outstanding' ? row.monthly_outstanding_summary_day : row.monthly_business_summary_day,
    since: setAt ? calendarDateIn(row.time_zone, setAt) : null,
    lastSent: kind === 'outstanding' ? row.outstanding_last : row.business_last,
  };
}
