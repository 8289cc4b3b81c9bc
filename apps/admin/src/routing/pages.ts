import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazyPage';
import { NotFoundPage } from '../public/NotFoundPage';
import { ServerErrorPage } from '../public/ServerErrorPage';
import type { PageProps } from './pageProps';

// Error pages are in the main chunk: they must show even when chunks cannot load.
type Page = LazyExoticComponent<ComponentType<PageProps>> | ComponentType<PageProps>;

const page = (load: () => Promise<ComponentType<PageProps>>) => lazyPage(load);

/** The screen of each public route-table path (spec §2). */
export const PUBLIC_PAGES: Record<string, Page> = {
  '': page(() => import('../public/HomePage').then((m) => m.HomePage)),
  login: page(() => import('../auth/LoginPage').then((m) => m.LoginPage)),
  register: page(() => import('../auth/RegisterPage').then((m) => m.RegisterPage)),
  'forgot-password': page(() => import('../auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
  'reset-password': page(() => import('../auth/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  'reset-password/:token': page(() => import('../auth/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  social: page(() => import('../auth/SocialPage').then((m) => m.SocialPage)),
  'email-verify': page(() => import('../public/EmailVerifyPage').then((m) => m.EmailVerifyPage)),
  'email-verify/:token': page(() => import('../public/EmailVerifyPage').then((m) => m.EmailVerifyPage)),
  'config-email-verify': page(() => import('../public/EmailVerifyPage').then((m) => m.EmailVerifyPage)),
  'config-email-verify/:token': page(() => import('../public/EmailVerifyPage').then((m) => m.EmailVerifyPage)),
  'business-plan': page(() => import('../public/BusinessPlanPage').then((m) => m.BusinessPlanPage)),
  '404': NotFoundPage,
  '500': ServerErrorPage,
};

// Master data shares one list, deleted list and form; the route names the resource.
function recordPages(names: readonly string[]): Record<string, Page> {
  const list = page(() => import('../records/RecordPages').then((m) => m.RecordListPage));
  const deleted = page(() => import('../records/RecordPages').then((m) => m.RecordDeletedListPage));
  const edit = page(() => import('../records/RecordPages').then((m) => m.RecordEditPage));
  return Object.fromEntries(names.flatMap((name) => [[name, list], [`${name}/deleted-list`, deleted], [`${name}/:id`, edit]]));
}

/** The screen of each workspace route-table path (a path missing here is "not found"). */
export const WORKSPACE_PAGES: Partial<Record<string, Page>> = {
  dashboard: page(() => import('../dashboard/DashboardPage').then((m) => m.DashboardPage)),
  'settings/general': page(() => import('../profile/ProfilePage').then((m) => m.ProfilePage)),
  'settings/configuration': page(() => import('../settings/SettingsPage').then((m) => m.SettingsPage)),
  'settings/configuration/:section': page(() => import('../settings/SettingsSectionPage').then((m) => m.SettingsSectionPage)),
  ...recordPages(['customers', 'suppliers', 'products']),
  invoices: page(() => import('../invoices/InvoiceListPage').then((m) => m.InvoiceListPage)),
  'invoices/restore': page(() => import('../invoices/InvoiceListPage').then((m) => m.InvoiceDeletedListPage)),
  'invoices/:id': page(() => import('../invoices/InvoiceEditPage').then((m) => m.InvoiceEditPage)),
  quotations: page(() => import('../quotations/QuotationListPage').then((m) => m.QuotationListPage)),
  'quotations/deleted-list': page(() => import('../quotations/QuotationListPage').then((m) => m.QuotationDeletedListPage)),
  'quotations/:id': page(() => import('../quotations/QuotationEditPage').then((m) => m.QuotationEditPage)),
  payments: page(() => import('../payments/PaymentListPages').then((m) => m.ReceiptListPage)),
  'payments/deleted-list': page(() => import('../payments/PaymentListPages').then((m) => m.ReceiptDeletedListPage)),
  'payments/refunds': page(() => import('../payments/PaymentListPages').then((m) => m.RefundListPage)),
  'payments/refunds/:id': page(() => import('../payments/AllocationEditPage').then((m) => m.RefundEditPage)),
  'payments/:id': page(() => import('../payments/AllocationEditPage').then((m) => m.ReceiptEditPage)),
  vouchers: page(() => import('../vouchers/VoucherListPages').then((m) => m.VoucherListPage)),
  'vouchers/deleted-list': page(() => import('../vouchers/VoucherListPages').then((m) => m.VoucherDeletedListPage)),
  'vouchers/:id': page(() => import('../vouchers/VoucherEditPage').then((m) => m.VoucherEditPage)),
  transactions: page(() => import('../transactions/CashBookPage').then((m) => m.CashBookPage)),
  expenses: page(() => import('../transactions/CashEntryListPages').then((m) => m.ExpenseListPage)),
  'expenses/:id': page(() => import('../transactions/CashEntryListPages').then((m) => m.ExpenseListPage)),
  incomes: page(() => import('../transactions/CashEntryListPages').then((m) => m.IncomeListPage)),
  journals: page(() => import('../books/JournalListPages').then((m) => m.JournalListPage)),
  'journals/deleted-list': page(() => import('../books/JournalListPages').then((m) => m.JournalDeletedListPage)),
  'journals/:id': page(() => import('../books/JournalEditPage').then((m) => m.JournalEditPage)),
  'books/accounts': page(() => import('../books/ChartOfAccountsPage').then((m) => m.ChartOfAccountsPage)),
  'books/lock': page(() => import('../books/PeriodLockPage').then((m) => m.PeriodLockPage)),
  'audit-trail': page(() => import('../ledger/AuditTrailPage').then((m) => m.AuditTrailPage)),
  'reports/payment_outstanding': page(() => import('../reports/OutstandingReportPage').then((m) => m.OutstandingReportPage)),
  'reports/profit_and_lost': page(() => import('../reports/ProfitAndLossReportPage').then((m) => m.ProfitAndLossReportPage)),
  'reports/voucher_expenses': page(() => import('../reports/VoucherExpensesReportPage').then((m) => m.VoucherExpensesReportPage)),
  stock: page(() => import('../stock/InventoryPage').then((m) => m.InventoryPage)),
  'reports/stock_logs': page(() => import('../reports/StockMovementReportPage').then((m) => m.StockMovementReportPage)),
  'reports/product': page(() => import('../reports/ProductSalesReportPage').then((m) => m.ProductSalesReportPage)),
  'reports/trial_balance': page(() => import('../reports/TrialBalanceReportPage').then((m) => m.TrialBalanceReportPage)),
  'reports/general_ledger': page(() => import('../reports/GeneralLedgerReportPage').then((m) => m.GeneralLedgerReportPage)),
  'reports/balance_sheet': page(() => import('../reports/BalanceSheetReportPage').then((m) => m.BalanceSheetReportPage)),
  'products/costing': page(() => import('../products/CostingPage').then((m) => m.CostingPage)),
  'products/costing/:id': page(() => import('../products/CostingPage').then((m) => m.CostingPage)),
  plans: page(() => import('../plans/PlansPage').then((m) => m.PlansPage)),
};
