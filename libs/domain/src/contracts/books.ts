import type { ChartAccount } from '../accounting/chart';

export type JournalStage = 'pending' | 'confirmed' | 'reversed';

/** `GET /api/journals/:id`: a manual journal with its lines (`party` as `customer:<id>` / `supplier:<id>`). */
export interface JournalFormView {
  id: string;
  code: string;
  date: string;
  memo: string;
  status: JournalStage;
  lines: { account: string; party: string | null; debit: string; credit: string }[];
  attachment: string | null;
  deleted_at: string | null;
}

/** `GET /api/ledger/lock`: the period lock date, the one it replaced, and who set it when. */
export interface PeriodLockView {
  lock_date: string | null;
  previous: string | null;
  locked_at: string | null;
  locked_by: string | null;
}

/**
 * `GET /api/ledger/accounts` (`?balances=true` adds each balance): a chart entry; `id` is the
 * posting account string, what a journal line names.
 */
export type ChartAccountView = ChartAccount & { id: string; custom_id: string | null; description: string | null; balance?: string };

/** What the chart of accounts' form sends; the code is fixed once the account exists. */
export interface LedgerAccountInput {
  code?: string;
  name_en: string;
  name_si: string;
  type: string;
  description: string;
  active: boolean;
}
