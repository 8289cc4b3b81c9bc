import type { SsclActivity, SsclQuarterFigures } from '../tax/sscl';

/** The SSCL of a period, quarter by quarter (`GET /api/reports/sscl`), as the API answers it and the admin shows it. */
export interface SsclView {
  from: string;
  to: string;
  known_at: string | null;
  /** The business's activity as configured; null until it is set (then all turnover is counted). */
  activity: SsclActivity | null;
  /** The percentage of turnover that is liable, and the levy's rate on it. */
  liable_share: string;
  rate: string;
  quarters: SsclQuarterFigures[];
  totals: { turnover: string; liableTurnover: string; levy: string };
}
