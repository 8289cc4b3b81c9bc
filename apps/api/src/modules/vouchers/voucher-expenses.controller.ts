import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { isCalendarDate, isId, ledgerQueryRefusal, validationRefusal, vouchersRefusal, type VoucherExpensesView } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { validationFailed, type FieldErrors } from '../../platform/http/app-errors';
import { parseListQuery } from '../../platform/listing/list-query';
import { exportKnownAt, reportDownload } from '../../platform/export/report-export';
import type { SheetColumn } from '../../platform/export/xlsx';
import { parseTimeAxes } from '../ledger/ledger-query';
import { GetBusinessDate } from '../reports/queries/get-business-date.handler';
import { ExplainVoucherExpenses } from './queries/explain-voucher-expenses.handler';
import { GetVoucherExpenses } from './queries/get-voucher-expenses.handler';
import type { ExpenseAsked } from './voucher-expenses-report';

const EXPENSE_COLUMNS: readonly SheetColumn[] = [
  { key: 'category', header: 'Category', type: 'text' },
  { key: 'category_type', header: 'Type', type: 'text' },
  { key: 'sub_category', header: 'Sub category', type: 'text' },
  { key: 'supplier', header: 'Supplier', type: 'text' },
  { key: 'amount', header: 'Amount', type: 'money' },
];

/**
 * The voucher expenses report (reports/voucher_expenses, sub-flag report_expenses): expenses
 * per category, sub-category and supplier for a period, summed from the ledger's `expense`
 * postings (vouchers, cash book expenses and their reversals alike), each figure explainable
 * by the postings behind it.
 */
@Controller('api/voucher-expenses')
export class VoucherExpensesController {
  constructor(private readonly queries: QueryBus) {}

  /** `from` (default the first of this month), `to` (default today), `known_at`, `category_id`, `supplier_id`. */
  @Can('list', 'reports', { report: 'report_expenses' })
  @Get('report')
  async report(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>): Promise<VoucherExpensesView> {
    const question = await this.question(me, query);
    return { from: question.from, to: question.to, known_at: question.knownAt ?? null, ...(await this.queries.execute(new GetVoucherExpenses(me, question))) };
  }

  @Can('export', 'reports', { report: 'report_expenses' })
  @Get('report/export')
  async export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const asked = await this.question(me, query);
    const question = { ...asked, knownAt: exportKnownAt(asked.knownAt) };
    const report = await this.queries.execute(new GetVoucherExpenses(me, question));
    const filters = { category_id: question.categoryId, sub_category_id: question.subCategoryId, supplier_id: question.supplierId };
    const asking = { report: 'Voucher expenses', path: '/api/voucher-expenses/report', from: question.from, to: question.to, knownAt: question.knownAt, filters };
    return reportDownload(me, asking, `voucher-expenses-${question.from}-${question.to}`, {
      title: `Expenses ${question.from} ${question.to}`,
      columns: EXPENSE_COLUMNS,
      rows: report.rows,
      totals: { category: 'Total', amount: report.total },
    });
  }

  /**
   * The postings behind one figure, in the ledger explain's shape: the report's question plus
   * `sub_category_id` (or `none`) and `supplier_id` (or `none`); `as_of` moves the period's end.
   */
  @Can('list', 'reports', { report: 'report_expenses' })
  @Get('report/explain')
  async explain(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const question = await this.question(me, { ...query, to: query.as_of ?? query.to });
    const list = parseListQuery({ range: query.range }, ['position'], { field: 'position', order: 'ASC' });
    const start = list.range?.start ?? 0;
    return this.queries.execute(new ExplainVoucherExpenses(me, question, start, list.range ? list.range.end - start + 1 : 1000));
  }

  private async question(me: Principal, query: Record<string, unknown>): Promise<ExpenseAsked> {
    const today = await this.queries.execute(new GetBusinessDate(me));
    const from = query.from ?? `${today.slice(0, 8)}01`;
    const to = query.to ?? today;
    const errors: FieldErrors = {};
    if (!isCalendarDate(from)) errors.from = [vouchersRefusal.field('date-not-valid', { label: 'from' })];
    if (!isCalendarDate(to)) errors.to = [vouchersRefusal.field('date-not-valid', { label: 'to' })];
    else if (isCalendarDate(from) && to < from) errors.to = [ledgerQueryRefusal.field('to-before-from')];
    const id = (field: string, label: string, none: boolean) => {
      const value = query[field];
      if (value === undefined || value === '') return undefined;
      if (isId(value) || (none && value === 'none')) return value.toLowerCase();
      errors[field] = [validationRefusal.field('choice', { label })];
      return undefined;
    };
    const categoryId = id('category_id', 'category', false);
    const subCategoryId = id('sub_category_id', 'sub category', true);
    const supplierId = id('supplier_id', 'supplier', true);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const { knownAt } = parseTimeAxes({ known_at: query.known_at });
    return { from: from as string, to: to as string, knownAt, categoryId, subCategoryId, supplierId };
  }
}
