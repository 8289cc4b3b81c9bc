import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiProperty } from '@nestjs/swagger';
import type { QuotationView } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { GetDocument } from '../../platform/documents/queries/get-document.handler';
import { invalid, NotFound } from '../../platform/http/app-errors';
import { DocumentRequest } from '../invoices/document-draft-edits';
import { CodeRequest } from '../invoices/invoice.requests';
import { ChangeQuotationCode } from './commands/change-quotation-code.handler';
import { CreateQuotation } from './commands/create-quotation.handler';
import { DeleteQuotation } from './commands/delete-quotation.handler';
import { ReverseQuotation } from './commands/reverse-quotation.handler';
import { QUOTATION_DOCUMENT } from './quotation-document-kind';

export class QuotationStatusRequest {
  @ApiProperty({ enum: ['reversed'], description: 'Withdraws it; its conversion is invoices/generate/invoice, behind the invoice permission' }) status!: string;
}

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/**
 * Quotation calls of spec §7 beside the editor's: thin routes onto the quotation's own commands
 * (create, delete, reverse, code) and a read of its taxes. Registered before
 * QuotationsController, whose `:id` is last.
 */
@Controller('api/quotations')
export class QuotationCallsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Can('create', 'quotations')
  @Post('create/new')
  @ApiBody({ type: DocumentRequest })
  create(@CurrentPrincipal() me: Principal, @Body() body: unknown) {
    return this.commands.execute(new CreateQuotation(me, body ?? {}));
  }

  @Can('show', 'quotations')
  @Get('get/quotation/taxes/:id')
  async taxes(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string) {
    return ((await this.queries.execute(new GetDocument(me, QUOTATION_DOCUMENT, quotationId))) as QuotationView).taxes;
  }

  @Can('edit', 'quotations')
  @Post('update/quotation/code/:id')
  @HttpCode(200)
  @ApiBody({ type: CodeRequest })
  code(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string, @Body() body: { code?: unknown }) {
    return this.commands.execute(new ChangeQuotationCode(me, quotationId, typeof body?.code === 'string' ? body.code.trim() : ''));
  }

  @Can('edit', 'quotations')
  @Post('status/update/:id')
  @HttpCode(200)
  @ApiBody({ type: QuotationStatusRequest })
  status(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string, @Body() body: { status?: unknown }) {
    if (body?.status === 'reversed') return this.commands.execute(new ReverseQuotation(me, quotationId));
    throw invalid('status', 'The selected status is invalid.');
  }

  @Can('delete', 'quotations')
  @Post('delete/quotation/:id')
  @HttpCode(200)
  remove(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string) {
    return this.commands.execute(new DeleteQuotation(me, quotationId));
  }
}
