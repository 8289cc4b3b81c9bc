import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody } from '@nestjs/swagger';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { GetDocument } from '../../platform/documents/queries/get-document.handler';
import { CREDIT_NOTE_DOCUMENT } from './credit-note-document-kind';
import { CreditNoteApplyRequest } from './credit-note.requests';
import { ApplyCreditNote } from './commands/apply-credit-note.handler';
import { UnapplyCreditNote } from './commands/unapply-credit-note.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * Customer credit notes: goods a customer returned from an invoice, or a price reduction, owed
 * back to the customer as credit. A pending note is an editable draft; its list, save, confirm,
 * reverse, delete, restore and permanent delete are the shared document routes
 * (CREDIT_NOTE_DOCUMENT); here are one note, spending its credit on an invoice and taking it back off.
 */
@Controller('api/credit-notes')
export class CreditNotesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Spends part of the note's credit on an open invoice of its customer; answers the Credit receipt that paid it. */
  @Can('confirm', 'credit-notes')
  @Post('apply/:id')
  @HttpCode(201)
  @ApiBody({ type: CreditNoteApplyRequest })
  apply(@CurrentPrincipal() me: Principal, @Param('id', id) creditNoteId: string, @Body() body: unknown) {
    return this.commands.execute(new ApplyCreditNote(me, creditNoteId, body));
  }

  /** Takes part of what the note applied to an invoice back off it, as the customer's credit again; answers the invoice's balance after. */
  @Can('confirm', 'credit-notes')
  @Post('unapply/:id')
  @HttpCode(201)
  @ApiBody({ type: CreditNoteApplyRequest })
  unapply(@CurrentPrincipal() me: Principal, @Param('id', id) creditNoteId: string, @Body() body: unknown) {
    return this.commands.execute(new UnapplyCreditNote(me, creditNoteId, body));
  }

  @Can('show', 'credit-notes')
  @Get(':id')
  show(@CurrentPrincipal() me: Principal, @Param('id', id) creditNoteId: string) {
    return this.queries.execute(new GetDocument(me, CREDIT_NOTE_DOCUMENT, creditNoteId));
  }
}
