import type { OutstandingReportTotals, ProductSaleLineView, ProductSaleView, ProfitAndLossView, SsclView, VatReturnFiling, VatReturnView, VoucherExpensesView } from '@ginuma/domain';
import { httpClient, postJson } from './httpClient';

/** A report's question as query parameters; an empty answer means "not asked". */
export type ReportQuestion = Record<string, string | undefined>;

/** Query parameters of a question, its empty answers left out. */
export function searchOf(question: ReportQuestion): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(question)) if (value) search.set(name, value);
  return search.toString();
}

async function ask<T>(path: string, question: ReportQuestion): Promise<T> {
  return (await httpClient(`${path}?${searchOf(question)}`)).json as T;
}

/**
 * The reports' reads, as dataProvider methods: the screens ask them through `useReport`
 * (react-query), never by fetching themselves.
 */
export const reportActions = {
  /** One of the accountant's books reports (`GET /api/reports/<path>`): its contract is in books-reports.ts. */
  getBooksReport<T>(path: string, question: ReportQuestion): Promise<T> {
    return ask<T>(`/api/reports/${path}`, question);
  },
  /** The outstanding report's totals over every row, not just the page shown. */
  getOutstandingTotals(question: ReportQuestion): Promise<OutstandingReportTotals> {
    return ask<OutstandingReportTotals>('/api/reports/payment_outstanding/summary', question);
  },
  getVatReturn(question: ReportQuestion): Promise<VatReturnView> {
    return ask<VatReturnView>('/api/reports/vat-return', question);
  },
  /** Files a period's return: the server records the ledger's figures and locks the period for VAT. */
  async fileVatReturn(period: { from: string; to: string }): Promise<VatReturnFiling> {
    return (await postJson('/api/reports/vat-return/file', period)).json as VatReturnFiling;
  },
  getSscl(question: ReportQuestion): Promise<SsclView> {
    return ask<SsclView>('/api/reports/sscl', question);
  },
  getProfitAndLoss(question: ReportQuestion): Promise<ProfitAndLossView> {
    return ask<ProfitAndLossView>('/api/reports/profit_and_loss', question);
  },
  getVoucherExpenses(question: ReportQuestion): Promise<VoucherExpensesView> {
    return ask<VoucherExpensesView>('/api/voucher-expenses/report', question);
  },
  getProductSales(period: ReportQuestion): Promise<ProductSaleView[]> {
    return ask<ProductSaleView[]>('/api/products/-/report', period);
  },
  /** The invoice lines behind one product's sales figure. */
  getProductSaleLines(productId: string, period: ReportQuestion): Promise<ProductSaleLineView[]> {
    return ask<ProductSaleLineView[]>(`/api/products/-/report/${encodeURIComponent(productId)}/lines`, period);
  },
};
