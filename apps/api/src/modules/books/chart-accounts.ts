import {
  bankChartAccount,
  chartAccountOf,
  compareChartAccounts,
  customChartAccount,
  CUSTOM_ACCOUNT_PREFIX,
  SYSTEM_CHART,
  booksRefusal,
  isId,
  type AccountType,
  type ChartAccount,
  type ChartAccountView,
} from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { notFound } from '../../platform/http/app-errors';

export interface LedgerAccountRow {
  id: string;
  code: string;
  name_en: string;
  name_si: string;
  type: AccountType;
  description: string | null;
  active: boolean;
}

export type { ChartAccountView };

export interface WorkspaceChart {
  entries: ChartAccountView[];
  /** The chart entry of any posting account string of this workspace, null when unknown. */
  lookup(account: string): ChartAccount | null;
}

const COLUMNS = `id, code, name_en, name_si, type, description, active`;

export { SYSTEM_ACCOUNT_FIXED } from '@ginuma/domain';

/**
 * A custom account by its posting account string (`gl:<code>`, the chart's id) or its row id.
 * A system account answers 409: it exists, but is Ginuma's own.
 */
export async function findLedgerAccount(tx: Tx, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<LedgerAccountRow> {
  const byCode = id.startsWith(CUSTOM_ACCOUNT_PREFIX);
  if (!byCode && !isId(id)) {
    if (chartAccountOf(id)) throw booksRefusal('system-account-fixed');
    throw notFound();
  }
  const [row] = await tx.query<LedgerAccountRow>(
    `SELECT ${COLUMNS} FROM ledger_accounts WHERE tenant_id = $1 AND ${byCode ? 'code' : 'id'} = $2 ${options.lock ? 'FOR UPDATE' : ''}`,
    [tenantId, byCode ? id.slice(CUSTOM_ACCOUNT_PREFIX.length) : id.toLowerCase()],
  );
  if (!row) throw notFound();
  return row;
}

export function ledgerAccountView(row: LedgerAccountRow): ChartAccountView {
  const entry = customChartAccount(row);
  return { ...entry, id: entry.account, custom_id: row.id, description: row.description };
}

/** The workspace's whole chart: the system accounts, one per bank account record, and its custom accounts. */
export async function workspaceChart(tx: Tx, tenantId: string): Promise<WorkspaceChart> {
  const [custom, banks] = await Promise.all([
    tx.query<LedgerAccountRow>(`SELECT ${COLUMNS} FROM ledger_accounts WHERE tenant_id = $1`, [tenantId]),
    tx.query<{ id: string; name: string; active: boolean }>(
      `SELECT id, name, (status = 1 AND deleted_at IS NULL) AS active FROM bank_accounts WHERE tenant_id = $1`,
      [tenantId],
    ),
  ]);
  const customViews = custom.map(ledgerAccountView);
  const bankMap = new Map(banks.map((b) => [`bank:${b.id}`, { name: b.name, active: b.active }]));
  const entries: ChartAccountView[] = [
    ...SYSTEM_CHART.map((entry) => ({ ...entry, id: entry.account, custom_id: null, description: null })),
    ...[...bankMap].map(([account, bank]) => ({ ...bankChartAccount(account, bank.name, bank.active), id: account, custom_id: null, description: null })),
    ...customViews,
  ].sort(compareChartAccounts);
  return { entries, lookup: (account) => chartAccountOf(account, customViews, bankMap) };
}

/** Whether anything ever posted to the account (the daily balance projection keeps a row per posting day). */
export async function hasPostings(tx: Tx, tenantId: string, account: string): Promise<boolean> {
  const [row] = await tx.query(`SELECT 1 FROM ledger_balance_daily WHERE tenant_id = $1 AND account = $2 LIMIT 1`, [tenantId, account]);
  return row !== undefined;
}
