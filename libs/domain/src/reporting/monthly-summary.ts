import type { Locale } from '../routing/app-routes';

/**
 * The two summaries mailed to a workspace's admins each month on a day they choose:
 * `outstanding` (what customers owe, as of the run date) and `business` (last calendar
 * month's profit and loss). A summary is known by its run month, 'YYYY-MM'.
 */
export const MONTHLY_SUMMARY_KINDS = ['outstanding', 'business'] as const;
export type MonthlySummaryKind = (typeof MONTHLY_SUMMARY_KINDS)[number];

export interface MonthlySummarySchedule {
  /** Day of the month (1..28), or null when the summary is not wanted. */
  day: number | null;
  /** The business date the day was last set on. */
  since: string | null;
  /** The last run month ('YYYY-MM') this summary went out for. */
  lastSent: string | null;
}

/** 'YYYY-MM' plus (or minus) whole months. */
export function addToMonth(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function summaryRunDate(month: string, day: number): string {
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The first and last day of a month: the period a business summary reports on. */
export function monthPeriod(month: string): { from: string; to: string } {
  const next = addToMonth(month, 1);
  const last = new Date(Date.parse(`${next}-01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: last };
}

/**
 * The run month whose summary is due on `today` (the workspace's business date), or null.
 * Only the latest run date on or before today counts, so a day missed while no server ran
 * is caught up once when one is back, and a long outage yields one summary, not one per
 * month missed. A run date before the day was set never counts: choosing the 5th on the
 * 20th mails nothing until next month's 5th, and setting the day for the first time never
 * mails summaries of months gone by.
 */
export function dueSummaryMonth(today: string, schedule: MonthlySummarySchedule): string | null {
  const { day, since, lastSent } = schedule;
  if (day === null || since === null) return null;
  const thisMonth = today.slice(0, 7);
  const latest = Number(today.slice(8, 10)) >= day ? thisMonth : addToMonth(thisMonth, -1);
  if (summaryRunDate(latest, day) < since) return null;
  if (lastSent !== null && lastSent >= latest) return null;
  return latest;
}

/**
 * The date the summary goes out next: today when it is due now (the next sweep sends it),
 * else the first run date after today of a month not yet sent. Null when no day is set.
 */
export function nextSummaryRun(today: string, schedule: MonthlySummarySchedule): string | null {
  const { day, since, lastSent } = schedule;
  if (day === null) return null;
  if (dueSummaryMonth(today, schedule) !== null) return today;
  let month = today.slice(0, 7);
  if (lastSent !== null && lastSent >= month) month = addToMonth(lastSent, 1);
  for (let tried = 0; tried < 3; tried++, month = addToMonth(month, 1)) {
    const run = summaryRunDate(month, day);
    if (run > today && (since === null || run >= since)) return run;
  }
  return null;
}

/** A summary that went out, as Settings › Monthly Report dates shows it. */
export interface MonthlySummaryRun {
  month: string;
  run_on: string;
  period_from: string;
  period_to: string;
  recipients: string[];
  locale: Locale;
  sent_at: string;
}

export interface MonthlySummaryStatus {
  kind: MonthlySummaryKind;
  day: number | null;
  /** The date it goes out next (today when due now), null without a day. */
  next_run: string | null;
  last_run: MonthlySummaryRun | null;
}

/** `GET /api/monthly-summaries`. */
export interface MonthlySummaryRuns {
  today: string;
  summaries: MonthlySummaryStatus[];
}
