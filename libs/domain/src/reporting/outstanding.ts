import { AGING_BUCKETS, type AgingBucketKey } from './aging';

/** The outstanding report's amounts, in the report's column order: paid, refund, aging buckets, total due. */
export const OUTSTANDING_AMOUNTS = ['paid', 'refund', ...AGING_BUCKETS.map((b) => b.key), 'total_due'] as const;
export type OutstandingAmount = 'paid' | 'refund' | AgingBucketKey | 'total_due';

/** One row of GET /api/reports/payment_outstanding; amounts are decimal strings. */
export type OutstandingReportRow = Record<OutstandingAmount, string> & {
  id: string;
  invoice_id: string;
  /** The receivable's party (`customer:<id>`, or the cash customers'), to explain the row. */
  customer_party: string;
  code: string;
  customer: string;
  date: string;
  project: string | null;
  grand_total: string;
  age_days: number;
};

/** The totals row over every outstanding invoice of the question, not just one page. */
export type OutstandingReportTotals = Record<OutstandingAmount | 'grand_total', string> & { count: number };
