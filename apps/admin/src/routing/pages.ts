import type { ComponentType } from 'react';
import { bills } from '../bills';
import { creditNotes } from '../credit-notes';
import { debitNotes } from '../debit-notes';
import { journals } from '../books';
import { invoices } from '../invoices';
import { payments } from '../payments';
import { products } from '../products';
import { NotFoundPage } from '../public/NotFoundPage';
import { ServerErrorPage } from '../public/ServerErrorPage';
import { quotations } from '../quotations';
import { customers, suppliers } from '../records';
import { expenses, incomes } from '../transactions';
import { vouchers } from '../vouchers';
import { lazyPage, type Page } from './lazyPage';
import type { PageProps } from './pageProps';
import type { WorkspaceResource } from './workspaceResource';

const page = (load: () => Promise<ComponentType<PageProps>>) => lazyPage(load);

// Error pages are in the main chunk: they must show even when chunks cannot load.

/** The screen of each public route-table path. */
export const PUBLIC_PAGES: Record<string, Page> = {
  '': page(() => import('../public/HomePage').then((m) => m.HomePage)),
  login: page(() => import('../auth/LoginPage').then((m) => m.LoginPage)),
  register: page(() => import('../auth/RegisterPage').then((m) => m.RegisterPage)),
  'forgot-password': page(() => import('../auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
  'reset-password': page(() => import('../auth/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  'reset-password/:token': page(() => import('../auth/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  social: page(() => import('../auth/SocialPage').then((m) => m.SocialPage)),
  'two-step': page(() => import('../auth/TwoStepPage').then((m) => m.TwoStepPage)),
  'email-verify': page(() => import('../public/EmailVerifyPage').then((m) => m.EmailVerifyPage)),
  'email-verify/:token': page(() => import('../public/EmailVerifyPage').then((m) => m.EmailVerifyPage)),
  'config-email-verify': page(() => import('../public/EmailVerifyPage').then((m) => m.EmailVerifyPage)),
  'config-email-verify/:token': page(() => import('../public/EmailVerifyPage').then((m) => m.EmailVerifyPage)),
  'business-plan': page(() => import('../public/BusinessPlanPage').then((m) => m.BusinessPlanPage)),
  '404': NotFoundPage,
  '500': ServerErrorPage,
};

/** Workspace resources (their paths sit under each resource name), registered with `<Resource>`. */
export const WORKSPACE_RESOURCES: readonly WorkspaceResource[] = [customers, suppliers, products, invoices, quotations, payments, creditNotes, vouchers, bills, debitNotes, expenses, incomes, journals];

/** Workspace screens that are not a resource's: the dashboard, reports, books, settings. */
export const WORKSPACE_PAGES: Readonly<Record<string, Page>> = {
  dashboard: page(() => import('../dashboard/DashboardPage').then((m) => m.DashboardPage)),
  'settings/general': page(() => import('../profile/ProfilePage').then((m) => m.ProfilePage)),
  'settings/configuration': page(() => import('../settings/SettingsPage').then((m) => m.SettingsPage)),
  'settings/configuration/:section': page(() => import('../settings/SettingsSectionPage').then((m) => m.SettingsSectionPage)),
  transactions: page(() => import('../transactions/CashBookPage').then((m) => m.CashBookPage)),
  'bank-statements': page(() => import('../bank-statements/BankStatementsPage').then((m) => m.BankStatementsPage)),
  'books/accounts': page(() => import('../books/ChartOfAccountsPage').then((m) => m.ChartOfAccountsPage)),
  'books/lock': page(() => import('../books/PeriodLockPage').then((m) => m.PeriodLockPage)),
  imports: page(() => import('../imports/ImportPage').then((m) => m.ImportPage)),
  'audit-trail': page(() => import('../ledger/AuditTrailPage').then((m) => m.AuditTrailPage)),
  'reports/payment_outstanding': page(() => import('../reports/OutstandingReportPage').then((m) => m.OutstandingReportPage)),
  'reports/payables_aging': page(() => import('../statements/PayablesAgingReportPage').then((m) => m.PayablesAgingReportPage)),
  'reports/profit_and_lost': page(() => import('../reports/ProfitAndLossReportPage').then((m) => m.ProfitAndLossReportPage)),
  'reports/voucher_expenses': page(() => import('../reports/VoucherExpensesReportPage').then((m) => m.VoucherExpensesReportPage)),
  stock: page(() => import('../stock/InventoryPage').then((m) => m.InventoryPage)),
  'reports/stock_logs': page(() => import('../reports/StockMovementReportPage').then((m) => m.StockMovementReportPage)),
  'reports/product': page(() => import('../reports/ProductSalesReportPage').then((m) => m.ProductSalesReportPage)),
  'reports/trial_balance': page(() => import('../reports/TrialBalanceReportPage').then((m) => m.TrialBalanceReportPage)),
  'reports/general_ledger': page(() => import('../reports/GeneralLedgerReportPage').then((m) => m.GeneralLedgerReportPage)),
  'reports/balance_sheet': page(() => import('../reports/BalanceSheetReportPage').then((m) => m.BalanceSheetReportPage)),
  'reports/vat_return': page(() => import('../reports/VatReturnReportPage').then((m) => m.VatReturnReportPage)),
  'reports/sscl': page(() => import('../reports/SsclReportPage').then((m) => m.SsclReportPage)),
  plans: page(() => import('../plans/PlansPage').then((m) => m.PlansPage)),
};
