import { ApiBody } from '@nestjs/swagger';
import { CodeRequest } from './invoice.requests';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { GetDocument } from '../../platform/documents/queries/get-document.handler';
import { notFound } from '../../platform/http/app-errors';
import { ChangeInvoiceCode } from './commands/change-invoice-code.handler';
import { INVOICE_DOCUMENT } from './invoice-document-kind';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * Invoices. A pending invoice is an editable draft row; confirming it
 * appends InvoiceConfirmed to the ledger, after which it changes only through events
 * (payments, refunds, reversal) and its paid / due / status come from the ledger. The list,
 * deleted list, export, next code, save (and save-and-confirm), confirm, reverse, delete, restore
 * and permanent delete are the shared document routes (INVOICE_DOCUMENT).
 */
@Controller('api/invoices')
export class InvoicesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('show', 'invoices')
  @Get(':id')
  show(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string) {
    return this.queries.execute(new GetDocument(me, INVOICE_DOCUMENT, invoiceId));
  }

  /** A pending invoice's code may be changed, to another no invoice of the workspace has. */
  @Can('edit', 'invoices')
  @Post('code/update/:id')
  @HttpCode(200)
  @ApiBody({ type: CodeRequest })
  updateCode(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string, @Body() body: unknown) {
    return this.commands.execute(new ChangeInvoiceCode(me, invoiceId, body));
  }
}
