import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query, type StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { onCollection } from '../../platform/http/collection-routes';
import { AccountQuery, ReconciliationRequest } from './bank-statement.requests';
import { CompleteReconciliation } from './commands/complete-reconciliation.handler';
import { UndoReconciliation } from './commands/undo-reconciliation.handler';
import { GetReconciliation } from './queries/get-reconciliation.handler';
import { ListReconciliations } from './queries/list-reconciliations.handler';
import { GetReconciliationReport, PrintReconciliationReport, RECONCILIATION_REPORT_COLUMNS } from './queries/get-reconciliation-report.handler';
import { sheetDownload } from '../../platform/export/xlsx';
import { download } from '../../platform/http/download';
import { localeOf } from '../invoices/invoice-print';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/** Reconciling a bank account to its statement's closing balance: Admin signs it off and undoes it. */
@Controller('api/bank-reconciliations')
export class BankReconciliationsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Can('list', 'bank-statements')
  @Get()
  list(@CurrentPrincipal() me: Principal, @Query() query: AccountQuery) {
    return this.queries.execute(new ListReconciliations(me, query.account_id));
  }

  /** The cleared balance and the difference a reconciliation to these figures would have now. */
  @Can('list', 'bank-statements')
  @Get(onCollection('status'))
  status(@CurrentPrincipal() me: Principal, @Query() query: ReconciliationRequest) {
    return this.queries.execute(new GetReconciliation(me, query));
  }

  /** The reconciliation report as .xlsx: the statement's figures, then what it left outstanding. */
  @Can('export', 'bank-statements')
  @Get('report/:id')
  async report(@CurrentPrincipal() me: Principal, @Param('id', id) reconciliationId: string) {
    const report = await this.queries.execute(new GetReconciliationReport(me, reconciliationId));
    return sheetDownload(report.file, report.title, RECONCILIATION_REPORT_COLUMNS, report.rows);
  }

  /** The reconciliation report printed, in `locale` (en or si). */
  @Can('export', 'bank-statements')
  @Get('report/print/:id')
  async print(@CurrentPrincipal() me: Principal, @Param('id', id) reconciliationId: string, @Query('locale') locale?: string): Promise<StreamableFile> {
    const { file, pdf } = await this.queries.execute(new PrintReconciliationReport(me, reconciliationId, localeOf(locale)));
    return download(pdf, 'application/pdf', `${file}.pdf`, 'inline');
  }

  @Can('confirm', 'bank-statements')
  @Post()
  complete(@CurrentPrincipal() me: Principal, @Body() body: ReconciliationRequest) {
    return this.commands.execute(new CompleteReconciliation(me, body));
  }

  @Can('confirm', 'bank-statements')
  @Post('undo/:id')
  @HttpCode(200)
  undo(@CurrentPrincipal() me: Principal, @Param('id', id) reconciliationId: string) {
    return this.commands.execute(new UndoReconciliation(me, reconciliationId));
  }
}
