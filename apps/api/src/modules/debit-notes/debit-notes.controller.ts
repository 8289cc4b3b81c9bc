import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody } from '@nestjs/swagger';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { GetDocument } from '../../platform/documents/queries/get-document.handler';
import { DEBIT_NOTE_DOCUMENT } from './debit-note-document-kind';
import { DebitNoteApplyRequest } from './debit-note.requests';
import { ApplyDebitNote } from './commands/apply-debit-note.handler';
import { UnapplyDebitNote } from './commands/unapply-debit-note.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * Supplier debit notes: goods returned to a supplier on a bill, or a price claim, held as the
 * supplier's credit. A pending note is an editable draft; its list, save, confirm, reverse,
 * delete, restore and permanent delete are the shared document routes (DEBIT_NOTE_DOCUMENT);
 * here are one note, spending its credit on a bill and taking it back off.
 */
@Controller('api/debit-notes')
export class DebitNotesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Spends part of the supplier credit the note gave on an open bill of its supplier; answers the bill's balance after. */
  @Can('confirm', 'debit-notes')
  @Post('apply/:id')
  @HttpCode(201)
  @ApiBody({ type: DebitNoteApplyRequest })
  apply(@CurrentPrincipal() me: Principal, @Param('id', id) debitNoteId: string, @Body() body: unknown) {
    return this.commands.execute(new ApplyDebitNote(me, debitNoteId, body));
  }

  /** Takes part of what the note applied to a bill back off it, as the supplier's credit again; answers the bill's balance after. */
  @Can('confirm', 'debit-notes')
  @Post('unapply/:id')
  @HttpCode(201)
  @ApiBody({ type: DebitNoteApplyRequest })
  unapply(@CurrentPrincipal() me: Principal, @Param('id', id) debitNoteId: string, @Body() body: unknown) {
    return this.commands.execute(new UnapplyDebitNote(me, debitNoteId, body));
  }

  @Can('show', 'debit-notes')
  @Get(':id')
  show(@CurrentPrincipal() me: Principal, @Param('id', id) debitNoteId: string) {
    return this.queries.execute(new GetDocument(me, DEBIT_NOTE_DOCUMENT, debitNoteId));
  }
}
