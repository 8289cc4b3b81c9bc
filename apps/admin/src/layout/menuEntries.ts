import type { SvgIconComponent } from '@mui/icons-material';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import WarehouseOutlinedIcon from '@mui/icons-material/WarehouseOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { WORKSPACE_ROUTES, type WorkspaceRoute } from '@ginuma/domain';
import { bills } from '../bills';
import { creditNotes } from '../credit-notes';
import { debitNotes } from '../debit-notes';
import { journals } from '../books';
import { invoices } from '../invoices';
import { payments } from '../payments';
import { products } from '../products';
import { quotations } from '../quotations';
import { customers, suppliers } from '../records';
import { vouchers } from '../vouchers';
import { canOpenRoute } from '../providers/canAccess';
import type { SessionUser } from '../session/types';

export interface MenuEntry {
  route: WorkspaceRoute;
  label: string;
  icon?: SvgIconComponent;
}

function entry(path: string, label: string, icon?: SvgIconComponent): MenuEntry {
  const route = WORKSPACE_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`The menu points at ${path}, which is not a workspace route.`);
  return { route, label: `app.menu.${label}`, icon };
}

/** The side menu's fixed order; what each entry needs comes from the route table. */
export const MAIN_MENU: readonly MenuEntry[] = [
  entry('dashboard', 'dashboard', DashboardOutlinedIcon),
  entry('products', 'products', products.icon),
  entry('invoices', 'invoices', invoices.icon),
  entry('suppliers', 'suppliers', suppliers.icon),
  entry('customers', 'customers', customers.icon),
  entry('payments', 'receipts', payments.icon),
  entry('credit-notes', 'credit-notes', creditNotes.icon),
  // What a supplier billed, then the vouchers that pay it.
  entry('bills', 'bills', bills.icon),
  entry('vouchers', 'vouchers', vouchers.icon),
  entry('debit-notes', 'debit-notes', debitNotes.icon),
  entry('quotations', 'quotations', quotations.icon),
  entry('transactions', 'transactions', AccountBalanceWalletOutlinedIcon),
  entry('bank-statements', 'bank_statements', AccountBalanceOutlinedIcon),
  entry('stock', 'inventory', WarehouseOutlinedIcon),
  entry('journals', 'journals', journals.icon),
];

export const REPORT_MENU: readonly MenuEntry[] = [
  entry('reports/payment_outstanding', 'report_outstanding'),
  entry('reports/payables_aging', 'report_payables_aging'),
  entry('reports/profit_and_lost', 'report_profit_and_loss'),
  entry('reports/voucher_expenses', 'report_expenses'),
  entry('reports/product', 'report_product_sale'),
  entry('reports/stock_logs', 'report_stock_movement'),
  entry('reports/trial_balance', 'report_trial_balance'),
  entry('reports/general_ledger', 'report_general_ledger'),
  entry('reports/balance_sheet', 'report_balance_sheet'),
  entry('reports/vat_return', 'report_vat_return'),
  entry('reports/sscl', 'report_sscl'),
];

export const TAIL_MENU: readonly MenuEntry[] = [
  entry('books/accounts', 'chart_of_accounts', AccountTreeOutlinedIcon),
  entry('books/lock', 'period_lock', LockClockOutlinedIcon),
  entry('imports', 'imports', UploadFileOutlinedIcon),
  entry('settings/configuration', 'settings', SettingsOutlinedIcon),
  entry('audit-trail', 'audit_trail', HistoryEduOutlinedIcon),
];

export function visibleEntries(user: SessionUser, entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.filter((candidate) => canOpenRoute(user, candidate.route));
}
