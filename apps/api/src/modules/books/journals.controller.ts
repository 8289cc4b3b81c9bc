import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { GetDocument } from '../../platform/documents/queries/get-document.handler';
import { JOURNAL_DOCUMENT } from './journal-document-kind';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * Manual journals: Entry drafts, Admin confirms (posts) and reverses. A posted
 * journal is never edited; its reversal is a ledger event of its own. Its list, save, confirm,
 * reverse, delete, restore and permanent delete are the shared document routes (JOURNAL_DOCUMENT).
 */
@Controller('api/journals')
export class JournalsController {
  constructor(private readonly queries: QueryBus) {}

  @Can('show', 'journals')
  @Get(':id')
  show(@CurrentPrincipal() me: Principal, @Param('id', id) journalId: string) {
    return this.queries.execute(new GetDocument(me, JOURNAL_DOCUMENT, journalId));
  }
}
