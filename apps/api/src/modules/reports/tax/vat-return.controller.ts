import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { BUSINESS_CONFIGURATION, taxRefusal, VAT_FIGURES, vatFilingPeriods, vatScheduleLine, type VatFigure, type VatReturnFigures } from '@ginuma/domain';
import { Can } from '../../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../../platform/auth/current-principal.decorator';
import type { Principal } from '../../../platform/auth/principal';
import { exportKnownAt, reportDownload } from '../../../platform/export/report-export';
import { GetSettingsDocument } from '../../../platform/records/queries/get-settings-document.handler';
import { GetBusinessDate } from '../queries/get-business-date.handler';
import { FileVatReturn } from './commands/file-vat-return.handler';
import { GetVatReturn, type VatPeriod } from './queries/get-vat-return.handler';
import { FileVatReturnRequest } from './vat-return.requests';
import { taxPeriod } from './tax-period';

const FIGURE_LINES: [keyof VatReturnFigures, string, 'value' | 'tax'][] = [
  ['taxableSupplies', 'Standard-rated supplies (value excluding VAT)', 'value'],
  ['outputTax', 'Output tax', 'tax'],
  ['zeroRatedSupplies', 'Zero-rated supplies', 'value'],
  ['exemptSupplies', 'Exempt supplies', 'value'],
  ['inputTax', 'Input tax on confirmed bills', 'tax'],
  ['adjustments', 'Adjustments (credit and debit notes)', 'tax'],
  ['netPayable', 'Net VAT payable', 'tax'],
];

/** The schedules in the return's order, each the documents of one figure. */
const SCHEDULES: [string, VatFigure][] = [
  ['Output tax schedule', 'output-tax'],
  ['Zero-rated supplies schedule', 'zero-rated-supplies'],
  ['Exempt supplies schedule', 'exempt-supplies'],
  ['Credit and debit notes schedule', 'adjustments'],
  ['Input tax schedule', 'input-tax'],
];

/** `figure`, the figure whose documents a drill-down asks for: one of the return's, or none. */
function figureOf(value: unknown): VatFigure | null {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' && (VAT_FIGURES as readonly string[]).includes(value)) return value as VatFigure;
  throw taxRefusal.onField('figure', 'vat-figure', { figures: VAT_FIGURES.join(', ') });
}

/**
 * The VAT return: a period's output and input tax from the ledger's postings, on both time axes,
 * each figure with the documents behind it; its schedules as a workbook; and its filing, which
 * records what was filed and locks the period for VAT.
 */
@Controller('api/reports/vat-return')
export class VatReturnController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('list', 'vat-return')
  @Get()
  async show(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    return this.queries.execute(new GetVatReturn(me, await this.period(me, query), figureOf(query.figure)));
  }

  @Can('export', 'vat-return')
  @Get('export')
  async export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const asked = await this.period(me, query);
    const period = { ...asked, knownAt: exportKnownAt(asked.knownAt) };
    const answer = await this.queries.execute(new GetVatReturn(me, period, 'all'));
    // One sheet in the schedules' order: the return's lines, then each schedule's documents.
    const rows = [
      ...FIGURE_LINES.map(([key, line, column]) => ({ section: 'Return', line, date: '', supplies: column === 'value' ? answer.figures[key] : null, tax: column === 'tax' ? answer.figures[key] : null })),
      ...SCHEDULES.flatMap(([section, figure]) =>
        answer.documents
          .filter((d) => d.figures.includes(figure))
          .map((d) => {
            const { value, tax } = vatScheduleLine(d, figure);
            return { section, line: `${d.kind} ${d.code ?? d.id}`, date: d.date, supplies: value, tax };
          }),
      ),
    ];
    const question = { report: 'VAT return', path: '/api/reports/vat-return', from: period.from, to: period.to, knownAt: period.knownAt };
    return reportDownload(me, question, `vat-return-${period.from}-${period.to}`, {
      title: `VAT return ${period.from} to ${period.to}`,
      columns: [
        { key: 'section', header: 'Schedule', type: 'text' },
        { key: 'line', header: 'Line', type: 'text' },
        { key: 'date', header: 'Date', type: 'text' },
        { key: 'supplies', header: 'Value', type: 'money' },
        { key: 'tax', header: 'VAT', type: 'money' },
      ],
      rows,
    });
  }

  @Can('confirm', 'vat-return')
  @Post('file')
  @HttpCode(201)
  file(@CurrentPrincipal() me: Principal, @Body() body: FileVatReturnRequest) {
    return this.commands.execute(new FileVatReturn(me, { from: body.from, to: body.to }));
  }

  /** `from` and `to` (default: the last month or quarter the business files for), `known_at` (default: everything recorded). */
  private async period(me: Principal, query: Record<string, unknown>): Promise<VatPeriod> {
    const today = await this.queries.execute(new GetBusinessDate(me));
    const configuration = await this.queries.execute(new GetSettingsDocument(me, BUSINESS_CONFIGURATION, {}));
    const [last] = vatFilingPeriods(configuration.vat_filing_period === 'quarter' ? 'quarter' : 'month', today, 1);
    return taxPeriod(query, last);
  }
}
