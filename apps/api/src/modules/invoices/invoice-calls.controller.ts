import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody } from '@nestjs/swagger';
import { Money, type InvoiceView } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { GetDocument } from '../../platform/documents/queries/get-document.handler';
import { notFound } from '../../platform/http/app-errors';
import { ListRows } from '../../platform/listing/queries/list-rows.handler';
import { ConvertQuotation } from '../quotations/commands/convert-quotation.handler';
import { ChangeInvoiceTemplate } from './commands/change-invoice-template.handler';
import { ConfirmInvoice } from './commands/confirm-invoice.handler';
import { ReverseInvoice } from './commands/reverse-invoice.handler';
import { INVOICE_DOCUMENT } from './invoice-document-kind';
import { InvoiceStatusRequest, InvoiceTemplateRequest, reasonOf } from './invoice.requests';
import { INVOICE_LIST } from './invoice-rows';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });
const SEARCH_ROWS = 50;

/**
 * Invoice calls of the public API beside the editor's: reads of one invoice's parts, searches for the
 * receipt and refund pickers, and thin routes onto the invoice's own commands (confirm, reverse,
 * quotation conversion); the public `create/new` is the shared save route.
 */
@Controller('api/invoices')
export class InvoiceCallsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Can('show', 'invoices')
  @Get('code/:id')
  async code(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string) {
    const invoice = await this.invoice(me, invoiceId);
    return { id: invoice.id, code: invoice.code };
  }

  @Can('show', 'invoices')
  @Get('get/taxes/:id')
  async taxes(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string) {
    return (await this.invoice(me, invoiceId)).taxes;
  }

  @Can('show', 'invoices')
  @Get('get/parameters/:id')
  async parameters(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string) {
    return (await this.invoice(me, invoiceId)).parameters;
  }

  /** Invoices whose code, customer or reference contain the text, newest first. */
  @Can('list', 'invoices')
  @Post('search/invoice/:text')
  @HttpCode(200)
  search(@CurrentPrincipal() me: Principal, @Param('text') text: string) {
    return this.matching(me, text);
  }

  /** Invoices a refund can name: matching ones with money paid that is not yet refunded. */
  @Can('list', 'invoices')
  @Post('search/refund/invoice/:text')
  @HttpCode(200)
  async searchRefundable(@CurrentPrincipal() me: Principal, @Param('text') text: string) {
    const rows = await this.matching(me, text);
    return rows.filter((row) => Money.of(String(row.paid)).greaterThan(Money.of(String(row.refunded))));
  }

  /** A pending quotation's draft invoice (the quotation's id): its conversion. */
  @Can('create', 'invoices')
  @Post('generate/invoice/:id')
  @HttpCode(201)
  generate(@CurrentPrincipal() me: Principal, @Param('id', id) quotationId: string) {
    return this.commands.execute(new ConvertQuotation(me, quotationId));
  }

  /** The status the invoice moves to: confirmed (into the books) or reversed (back out of them). */
  @Can('confirm', 'invoices')
  @Post('status/update/:id')
  @HttpCode(200)
  status(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string, @Body() body: InvoiceStatusRequest) {
    if (body.status === 'confirmed') return this.commands.execute(new ConfirmInvoice(me, invoiceId));
    return this.commands.execute(new ReverseInvoice(me, invoiceId, reasonOf(body)));
  }

  @Can('edit', 'invoices')
  @Post('temp/update/:id')
  @HttpCode(200)
  @ApiBody({ type: InvoiceTemplateRequest })
  template(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string, @Body() body: unknown) {
    return this.commands.execute(new ChangeInvoiceTemplate(me, invoiceId, body));
  }

  private async invoice(me: Principal, invoiceId: string): Promise<InvoiceView> {
    return (await this.queries.execute(new GetDocument(me, INVOICE_DOCUMENT, invoiceId))) as InvoiceView;
  }

  private async matching(me: Principal, text: string): Promise<Record<string, unknown>[]> {
    const q = text.trim().slice(0, 200) || undefined;
    const list = { sort: INVOICE_LIST.defaultSort, range: { start: 0, end: SEARCH_ROWS - 1 }, filter: { q, extra: {} } };
    return (await this.queries.execute(new ListRows(me, INVOICE_LIST, list, false))).rows;
  }
}
