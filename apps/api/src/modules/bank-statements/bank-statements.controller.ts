import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query, Req, UploadedFile } from '@nestjs/common';
import type { Request } from 'express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { bankStatementsRefusal } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { FileUpload } from '../../platform/http/file-upload';
import { validBody } from '../../platform/http/validation.pipe';
import { LineEntryRequest, MatchLineRequest, StatementImportRequest, StatementLinesQuery } from './bank-statement.requests';
import { CommitStatement } from './commands/commit-statement.handler';
import { CreateFromLine } from './commands/create-from-line.handler';
import { MatchLine } from './commands/match-line.handler';
import { PreviewStatement } from './commands/preview-statement.handler';
import { UndoStatement } from './commands/undo-statement.handler';
import { UnmatchLine } from './commands/unmatch-line.handler';
import { ListStatementLines } from './queries/list-statement-lines.handler';
import { SuggestMatches } from './queries/suggest-matches.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });
const STATEMENT_FILE = { field: 'file', label: 'statement', maxBytes: 10 * 1024 * 1024, oneFile: bankStatementsRefusal.field('file-type') };

/** A bank account's statements: imported in batches, their lines matched to the documents that moved the money. */
@Controller('api/bank-statements')
export class BankStatementsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Can('create', 'bank-statements')
  @Post('import')
  @FileUpload(STATEMENT_FILE)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: StatementImportRequest })
  async preview(@CurrentPrincipal() me: Principal, @Req() req: Request, @UploadedFile() file?: Express.Multer.File) {
    // A form's text fields, checked as a JSON body's are.
    const body = await validBody(StatementImportRequest, req.body ?? {});
    return this.commands.execute(new PreviewStatement(me, body.account_id, file ? { name: file.originalname, content: file.buffer } : null, body.mapping));
  }

  @Can('create', 'bank-statements')
  @Post('import/commit/:id')
  @HttpCode(200)
  commit(@CurrentPrincipal() me: Principal, @Param('id', id) batchId: string) {
    return this.commands.execute(new CommitStatement(me, batchId));
  }

  @Can('delete', 'bank-statements')
  @Post('import/undo/:id')
  @HttpCode(200)
  undo(@CurrentPrincipal() me: Principal, @Param('id', id) batchId: string) {
    return this.commands.execute(new UndoStatement(me, batchId));
  }

  @Can('list', 'bank-statements')
  @Get('lines')
  lines(@CurrentPrincipal() me: Principal, @Query() query: StatementLinesQuery) {
    return this.queries.execute(new ListStatementLines(me, query.account_id, query.status));
  }

  @Can('show', 'bank-statements')
  @Get('lines/suggestions/:id')
  suggestions(@CurrentPrincipal() me: Principal, @Param('id', id) lineId: string) {
    return this.queries.execute(new SuggestMatches(me, lineId));
  }

  /** The body is checked once the line is known to be this workspace's. */
  @Can('edit', 'bank-statements')
  @Post('lines/match/:id')
  @HttpCode(200)
  @ApiBody({ type: MatchLineRequest })
  match(@CurrentPrincipal() me: Principal, @Param('id', id) lineId: string, @Body() body: unknown) {
    return this.commands.execute(new MatchLine(me, lineId, body));
  }

  @Can('edit', 'bank-statements')
  @Post('lines/unmatch/:id')
  @HttpCode(200)
  unmatch(@CurrentPrincipal() me: Principal, @Param('id', id) lineId: string) {
    return this.commands.execute(new UnmatchLine(me, lineId));
  }

  /** The body is checked once the line is known to be this workspace's. */
  @Can('create', 'bank-statements')
  @Post('lines/create/:id')
  @ApiBody({ type: LineEntryRequest })
  create(@CurrentPrincipal() me: Principal, @Param('id', id) lineId: string, @Body() body: unknown) {
    return this.commands.execute(new CreateFromLine(me, lineId, body));
  }
}
