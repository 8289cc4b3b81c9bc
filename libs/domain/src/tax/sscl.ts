import { Money } from '../money/money';
import { MoneyDecimal } from '../money/decimal';
import { addCalendarDays } from '../shared/calendar-date';

/**
 * The Social Security Contribution Levy: a share of a business's turnover is liable, and the
 * levy is a fixed rate of that liable turnover, declared quarter by quarter. How much of the
 * turnover is liable depends on what the business does.
 */
export const SSCL_RATE = '2.5';

export const SSCL_ACTIVITIES = ['import', 'services', 'manufacturing', 'wholesale', 'other-trading'] as const;
export type SsclActivity = (typeof SSCL_ACTIVITIES)[number];

/** The percentage of turnover that is liable for each activity, unless the business sets its own. */
export const SSCL_LIABLE_SHARES: Record<SsclActivity, string> = {
  import: '100',
  services: '100',
  manufacturing: '85',
  wholesale: '50',
  'other-trading': '25',
};

/** The business's own share if it set one, else its activity's; without an activity all turnover is counted. */
export function ssclLiableShare(activity: SsclActivity | null, ownShare: string | null): string {
  return new MoneyDecimal(ownShare ?? (activity ? SSCL_LIABLE_SHARES[activity] : '100')).toFixed(2);
}

export interface SsclQuarter {
  /** `2026-Q4`. */
  quarter: string;
  /** The part of the quarter inside the period asked. */
  from: string;
  to: string;
}

/** The calendar quarter a date falls in, whole. */
export function calendarQuarter(date: string): SsclQuarter {
  const year = Number(date.slice(0, 4));
  const q = Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1;
  const from = `${year}-${String(q * 3 - 2).padStart(2, '0')}-01`;
  const next = q === 4 ? `${year + 1}-01-01` : `${year}-${String(q * 3 + 1).padStart(2, '0')}-01`;
  return { quarter: `${year}-Q${q}`, from, to: addCalendarDays(next, -1) };
}

/** The calendar quarters a period touches, each cut to the period. */
export function ssclQuarters(from: string, to: string): SsclQuarter[] {
  const quarters: SsclQuarter[] = [];
  for (let start = from; start <= to; ) {
    const whole = calendarQuarter(start);
    quarters.push({ quarter: whole.quarter, from: start, to: whole.to < to ? whole.to : to });
    start = addCalendarDays(whole.to, 1);
  }
  return quarters;
}

export interface SsclQuarterFigures extends SsclQuarter {
  turnover: string;
  liableTurnover: string;
  levy: string;
}

/**
 * A quarter's levy as the return shows it: the liable turnover is rounded to the cent first
 * (it is a line of the return), and the levy is the rate of that shown figure, rounded half up.
 * The period's total is the sum of the quarters' levies, each declared on its own.
 */
export function ssclQuarterFigures(quarter: SsclQuarter, turnover: string, share: string): SsclQuarterFigures {
  const liable = Money.of(turnover).percent(share);
  return { ...quarter, turnover: Money.of(turnover).toFixed(), liableTurnover: liable.toFixed(), levy: liable.percent(SSCL_RATE).toFixed() };
}

export function ssclTotals(quarters: readonly SsclQuarterFigures[]): { turnover: string; liableTurnover: string; levy: string } {
  return {
    turnover: Money.sum(quarters.map((q) => q.turnover)).toFixed(),
    liableTurnover: Money.sum(quarters.map((q) => q.liableTurnover)).toFixed(),
    levy: Money.sum(quarters.map((q) => q.levy)).toFixed(),
  };
}
