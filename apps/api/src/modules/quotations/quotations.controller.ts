import { ApiBody } from '@nestjs/swagger';
import { DocumentRequest } from '../invoices/document.requests';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { ConvertQuotation } from './commands/convert-quotation.handler';
import { CreateQuotation } from './commands/create-quotation.handler';
import { UpdateQuotation } from './commands/update-quotation.handler';
import { GetQuotation } from './queries/get-quotation.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * Quotations: the invoice's lines and totals without the ledger. They
 * can be reversed (withdrawn), deleted, restored, deleted for good, and turned into a draft
 * invoice that links back; which action each status allows is the domain's table. The list,
 * deleted list, export, next code, reverse, delete, restore and permanent delete are the shared
 * document routes (QUOTATION_DOCUMENT).
 */
@Controller('api/quotations')
export class QuotationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('show', 'quotations')
  @Get(':id')
  show(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string) {
    return this.queries.execute(new GetQuotation(me, quotationId));
  }

  @Can('create', 'quotations')
  @Post()
  @ApiBody({ type: DocumentRequest })
  create(@CurrentPrincipal() me: Principal, @Body() body: unknown) {
    return this.commands.execute(new CreateQuotation(me, body));
  }

  @Can('edit', 'quotations')
  @Put(':id')
  @ApiBody({ type: DocumentRequest })
  update(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string, @Body() body: unknown) {
    return this.commands.execute(new UpdateQuotation(me, quotationId, body));
  }

  /** Turns a pending quotation into a draft invoice dated today that links back to it. */
  @Can('create', 'invoices')
  @Post('convert/:id')
  @HttpCode(201)
  convert(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string) {
    return this.commands.execute(new ConvertQuotation(me, quotationId));
  }
}
