import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { validationRefusal, type BalanceSheetReport, type GeneralLedgerReport, type TrialBalanceReport } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { parseListQuery } from '../../platform/listing/list-query';
import { setContentRange } from '../../platform/listing/content-range';
import { reportDownload } from '../../platform/export/report-export';
import type { SheetColumn } from '../../platform/export/xlsx';
import { localeOf } from '../invoices/invoice-print';
import { invalid } from '../../platform/http/app-errors';
import { text } from '../ledger/ledger-query';
import { GetBusinessDate } from '../reports/queries/get-business-date.handler';
import { booksQuestion, generalLedgerAsked } from './books-question';
import type { BooksQuestion } from './books-sums';
import { GetBalanceSheet, PrintBalanceSheet } from './queries/get-balance-sheet.handler';
import { GetGeneralLedger } from './queries/get-general-ledger.handler';
import { GetTrialBalance, GetTrialBalanceParties } from './queries/get-trial-balance.handler';
import { download } from '../../platform/http/download';

const TRIAL_BALANCE_COLUMNS: readonly SheetColumn[] = [
  { key: 'code', header: 'Code', type: 'text' },
  { key: 'name', header: 'Account', type: 'text' },
  { key: 'type', header: 'Type', type: 'text' },
  { key: 'debit', header: 'Debit', type: 'money' },
  { key: 'credit', header: 'Credit', type: 'money' },
  { key: 'posted_debit', header: 'Posted debits', type: 'money' },
  { key: 'posted_credit', header: 'Posted credits', type: 'money' },
];

const GENERAL_LEDGER_COLUMNS: readonly SheetColumn[] = [
  { key: 'occurred_on', header: 'Date', type: 'date' },
  { key: 'document_code', header: 'Document', type: 'text' },
  { key: 'event_type', header: 'Entry', type: 'text' },
  { key: 'party_name', header: 'Party', type: 'text' },
  { key: 'memo', header: 'Memo', type: 'text' },
  { key: 'debit', header: 'Debit', type: 'money' },
  { key: 'credit', header: 'Credit', type: 'money' },
  { key: 'balance', header: 'Balance', type: 'money' },
];

const BALANCE_SHEET_COLUMNS: readonly SheetColumn[] = [
  { key: 'section', header: 'Section', type: 'text' },
  { key: 'code', header: 'Code', type: 'text' },
  { key: 'name', header: 'Line', type: 'text' },
  { key: 'amount', header: 'Amount', type: 'money' },
];

const SECTION_TITLES = { assets: 'Assets', liabilities: 'Liabilities', equity: 'Equity' } as const;

/**
 * The accountant's books: trial balance, general ledger and balance sheet,
 * each on both time axes (as_of D, known_at T), each figure opening into its postings, each
 * exported with the question that reproduces it. Behind the `report` module flag.
 */
@Controller('api/reports')
export class BooksReportsController {
  constructor(private readonly queries: QueryBus) {}

  @Can('list', 'trial-balance')
  @Get('trial-balance')
  async trialBalance(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>): Promise<TrialBalanceReport> {
    return this.queries.execute(new GetTrialBalance(me, await this.question(me, query)));
  }

  /** One account's party sub-ledger (customers of receivable, suppliers of payable…). */
  @Can('list', 'trial-balance')
  @Get('trial-balance/parties')
  async trialBalanceParties(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const question = await this.question(me, query);
    const account = text(query.account);
    if (account === undefined) throw invalid('account', validationRefusal.field('required', { label: 'account' }));
    return this.queries.execute(new GetTrialBalanceParties(me, question, account));
  }

  @Can('export', 'trial-balance')
  @Get('trial-balance/export')
  async trialBalanceExport(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>): Promise<StreamableFile> {
    const question = await this.question(me, query);
    const report = await this.queries.execute(new GetTrialBalance(me, question));
    return reportDownload(me, { report: 'Trial balance', path: '/api/reports/trial-balance', asOf: report.as_of, knownAt: report.known_at }, `trial-balance-${report.as_of}`, {
      title: `Trial balance ${report.as_of}`,
      columns: TRIAL_BALANCE_COLUMNS,
      rows: report.rows.map((row) => ({ ...row, name: row.name.en })),
      totals: { code: 'Total', ...report.totals },
    });
  }

  /** `account` (required), `party`, `from`, `to`, `known_at`; `range=[0,49]` pages the lines. */
  @Can('list', 'general-ledger')
  @Get('general-ledger')
  async generalLedger(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<GeneralLedgerReport> {
    const asked = generalLedgerAsked(query, await this.today(me));
    const list = parseListQuery({ range: query.range }, ['position'], { field: 'position', order: 'ASC' });
    const offset = list.range?.start ?? 0;
    const limit = list.range ? list.range.end - list.range.start + 1 : 100;
    const report = await this.queries.execute(new GetGeneralLedger(me, asked, { offset, limit }));
    setContentRange(res, 'general-ledger', { rows: report.lines, total: report.total, start: offset });
    return report;
  }

  @Can('export', 'general-ledger')
  @Get('general-ledger/export')
  async generalLedgerExport(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>): Promise<StreamableFile> {
    const asked = generalLedgerAsked(query, await this.today(me));
    const report = await this.queries.execute(new GetGeneralLedger(me, asked, { offset: 0, limit: null }));
    const question = {
      report: 'General ledger',
      path: '/api/reports/general-ledger',
      from: report.from,
      to: report.to,
      knownAt: report.known_at,
      filters: { account: report.account.id, party: report.party },
    };
    const title = `${report.account.code} ${report.account.name.en}${report.party_name ? ` ${report.party_name}` : ''}`;
    return reportDownload(me, question, `general-ledger-${report.account.code || 'account'}-${report.to}`, {
      title,
      columns: GENERAL_LEDGER_COLUMNS,
      rows: [{ occurred_on: report.from, memo: 'Opening balance', balance: report.opening_balance }, ...report.lines.map((line) => ({ ...line }))],
      totals: { memo: 'Closing balance', debit: report.total_debit, credit: report.total_credit, balance: report.closing_balance },
    });
  }

  @Can('list', 'balance-sheet')
  @Get('balance-sheet')
  async balanceSheet(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>): Promise<BalanceSheetReport> {
    return this.queries.execute(new GetBalanceSheet(me, await this.question(me, query)));
  }

  @Can('export', 'balance-sheet')
  @Get('balance-sheet/export')
  async balanceSheetExport(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>): Promise<StreamableFile> {
    const sheet = await this.queries.execute(new GetBalanceSheet(me, await this.question(me, query)));
    const rows = sheet.sections.flatMap((section) => [
      ...section.lines.map((line) => ({ section: SECTION_TITLES[section.key], code: line.code, name: line.name.en, amount: line.amount })),
      { section: SECTION_TITLES[section.key], name: `Total ${SECTION_TITLES[section.key].toLowerCase()}`, amount: section.total },
    ]);
    return reportDownload(me, { report: 'Balance sheet', path: '/api/reports/balance-sheet', asOf: sheet.as_of, knownAt: sheet.known_at }, `balance-sheet-${sheet.as_of}`, {
      title: `Balance sheet ${sheet.as_of}`,
      columns: BALANCE_SHEET_COLUMNS,
      rows,
      totals: { name: 'Total liabilities and equity', amount: sheet.totals.liabilities_and_equity },
    });
  }

  @Can('print', 'balance-sheet')
  @Get('balance-sheet/print')
  async balanceSheetPrint(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>): Promise<StreamableFile> {
    const question = await this.question(me, query);
    const pdf = await this.queries.execute(new PrintBalanceSheet(me, question, localeOf(query.locale)));
    return download(pdf, 'application/pdf', `balance-sheet-${question.asOf}.pdf`, 'inline');
  }

  private async question(me: Principal, query: Record<string, unknown>): Promise<BooksQuestion> {
    return booksQuestion(query, await this.today(me));
  }

  private today(me: Principal): Promise<string> {
    return this.queries.execute(new GetBusinessDate(me));
  }
}
