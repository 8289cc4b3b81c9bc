import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query, StreamableFile, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound, validationFailed, type FieldErrors } from '../../platform/http/app-errors';
import { download } from '../../platform/http/download';
import { QUESTION_SHEET, questionRows } from '../../platform/export/report-export';
import { writeWorkbook, xlsxDownload, type SheetColumn } from '../../platform/export/xlsx';
import { localeField } from '../../platform/mail/document-email.request';
import { EmailStatement } from './commands/email-statement.handler';
import { GetStatement, PrintStatement } from './queries/get-statement.handler';
import { STATEMENT_AGING_COLUMNS, STATEMENT_COLUMNS, type Statement, type StatementSide } from './statement';
import { STATEMENT_LABELS } from './statement-pdf';
import { StatementEmailRequest } from './statement-email.request';

const QUESTION_COLUMNS: readonly SheetColumn[] = [
  { key: 'question', header: 'Question', type: 'text' },
  { key: 'answer', header: 'Answer', type: 'text' },
];

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/** `?locale=` of a PDF: en (the default) or si; anything else is a 422 on the field. */
function printLocale(value: unknown) {
  const errors: FieldErrors = {};
  const locale = localeField(value, errors);
  if (errors.locale) throw validationFailed(errors);
  return locale;
}

/** The statement's file name: the party's side and the period's end. */
const fileName = (statement: Statement) => `statement-${statement.side}-${statement.to}`;

/**
 * A party's statement of account: read, printed (PDF, en or si), exported (.xlsx with the
 * question sheet, as the reports export) and, for a customer, mailed. Reads ask `show` on the
 * party's resource, as its other documents do; printing `print`, exporting `export`, mailing `email`.
 */
export function statementController(side: StatementSide): Type<unknown> {
  const resource = side === 'customer' ? 'customers' : 'suppliers';

  @Controller(`api/${resource}/statement`)
  class StatementController {
    constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

    /** `from` (default: the first day of `to`'s financial year), `to` (default: today), `known_at`. */
    @Can('show', resource)
    @Get(':id')
    statement(@CurrentPrincipal() me: Principal, @Param('id', id) partyId: string, @Query() query: Record<string, unknown>): Promise<Statement> {
      return this.queries.execute(new GetStatement(me, side, partyId, query));
    }

    @Can('print', resource)
    @Get('print/:id')
    async print(@CurrentPrincipal() me: Principal, @Param('id', id) partyId: string, @Query() query: Record<string, unknown>): Promise<StreamableFile> {
      const { statement, pdf } = await this.queries.execute(new PrintStatement(me, side, partyId, query, printLocale(query.locale)));
      return download(pdf, 'application/pdf', `${fileName(statement)}.pdf`, 'inline');
    }

    /** The movements with their running balance, then the open documents aged, then the question that reproduces them. */
    @Can('export', resource)
    @Get('export/:id')
    async export(@CurrentPrincipal() me: Principal, @Param('id', id) partyId: string, @Query() query: Record<string, unknown>): Promise<StreamableFile> {
      // The moment of export is fixed first, so the file's figures are those its question sheet reproduces.
      const statement = await this.queries.execute(new GetStatement(me, side, partyId, { ...query, known_at: query.known_at ?? new Date().toISOString() }));
      const question = {
        report: `Statement of account`,
        path: `/api/${resource}/statement/${partyId}`,
        from: statement.from,
        to: statement.to,
        knownAt: statement.known_at,
      };
      const sheet = {
        title: statement.party.name,
        columns: STATEMENT_COLUMNS,
        rows: [
          { date: statement.from, entry: STATEMENT_LABELS.en.opening, balance: statement.opening_balance },
          ...statement.lines.map((line) => ({ ...line, entry: STATEMENT_LABELS.en.entries[line.entry] })),
        ],
        totals: { entry: STATEMENT_LABELS.en.closing, debit: statement.total_debit, credit: statement.total_credit, balance: statement.closing_balance },
      };
      const aging = {
        title: 'Aging',
        columns: STATEMENT_AGING_COLUMNS,
        rows: statement.open_items.map((item) => ({ ...item, bucket: STATEMENT_LABELS.en.buckets[item.bucket] })),
        totals: { document_code: 'Total', amount: statement.aging.total },
      };
      // reportDownload writes one sheet before the question; the statement has two.
      const workbook = await writeWorkbook([sheet, aging, { title: QUESTION_SHEET, columns: QUESTION_COLUMNS, rows: questionRows(me, question, new Date()) }]);
      return xlsxDownload(fileName(statement), workbook);
    }
  }

  Object.defineProperty(StatementController, 'name', { value: `${side === 'customer' ? 'Customer' : 'Supplier'}StatementController` });
  return StatementController;
}

/** Mailing a statement: customers only (suppliers send theirs to the business). */
@Controller('api/customers/statement')
export class CustomerStatementMailController {
  constructor(private readonly commands: CommandBus) {}

  @Can('email', 'customers')
  @Post('email/:id')
  @HttpCode(202)
  email(@CurrentPrincipal() me: Principal, @Param('id', id) customerId: string, @Body() body: StatementEmailRequest) {
    return this.commands.execute(
      new EmailStatement(me, customerId, {
        from: body.from,
        to: body.to,
        toAddress: body.to_address?.trim() || null,
        subject: body.subject?.trim() || null,
        message: body.message?.trim() ? body.message : null,
        locale: body.locale || 'en',
      }),
    );
  }
}
