/** The recurring option of an invoice body: every N months from a date, until another. */
export interface RecurringInput {
  recurring?: boolean;
  recurring_every_months?: number | string | null;
  recurring_date?: string | null;
  recurring_till?: string | null;
}
