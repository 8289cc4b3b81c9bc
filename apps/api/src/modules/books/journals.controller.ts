import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { GetDocument } from '../../platform/documents/queries/get-document.handler';
import { ConfirmJournal } from './commands/confirm-journal.handler';
import { DeleteJournal } from './commands/delete-journal.handler';
import { ReverseJournal } from './commands/reverse-journal.handler';
import { JOURNAL_DOCUMENT } from './journal-document-kind';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * Manual journals: Entry drafts, Admin confirms (posts) and reverses. A posted
 * journal is never edited; its reversal is a ledger event of its own.
 */
@Controller('api/journals')
export class JournalsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('show', 'journals')
  @Get(':id')
  show(@CurrentPrincipal() me: Principal, @Param('id', id) journalId: string) {
    return this.queries.execute(new GetDocument(me, JOURNAL_DOCUMENT, journalId));
  }

  @Can('confirm', 'journals')
  @Post('confirm/:id')
  @HttpCode(200)
  confirm(@CurrentPrincipal() me: Principal, @Param('id', id) journalId: string) {
    return this.commands.execute(new ConfirmJournal(me, journalId));
  }

  /** Reversing posts to the books like confirming does, so it needs the same right. */
  @Can('confirm', 'journals')
  @Post('reverse/:id')
  @HttpCode(200)
  reverse(@CurrentPrincipal() me: Principal, @Param('id', id) journalId: string) {
    return this.commands.execute(new ReverseJournal(me, journalId));
  }

  @Can('delete', 'journals')
  @Delete(':id')
  remove(@CurrentPrincipal() me: Principal, @Param('id', id) journalId: string) {
    return this.commands.execute(new DeleteJournal(me, journalId));
  }
}
