import { ApiBody } from '@nestjs/swagger';
import { DocumentEmailRequest } from '../../platform/mail/document-email.request';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { Can, Public } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound } from '../../platform/http/app-errors';
import { EmailInvoice } from './commands/email-invoice.handler';
import { ShareInvoice } from './commands/share-invoice.handler';
import { localeOf } from './invoice-print';
import { OpenSharedInvoice } from './queries/open-shared-invoice.handler';
import { PrintInvoice } from './queries/print-invoice.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/** An invoice leaving the app: printed to PDF, mailed, or shared by a link. */
@Controller('api')
export class InvoiceSharingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('print', 'invoices')
  @Get('invoices/print/:id')
  async print(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string, @Query('locale') locale?: string) {
    return pdfFile(await this.queries.execute(new PrintInvoice(me, invoiceId, localeOf(locale))));
  }

  /** Mails the invoice PDF, by default to the customer, from the workspace's email settings. */
  @Can('email', 'invoices')
  @Post('invoices/email/:id')
  @HttpCode(202)
  @ApiBody({ type: DocumentEmailRequest })
  email(
    @CurrentPrincipal() me: Principal,
    @Param('id', id) invoiceId: string,
    @Body() body: { to?: unknown; subject?: unknown; message?: unknown; locale?: unknown },
  ) {
    return this.commands.execute(
      new EmailInvoice(me, invoiceId, {
        to: typeof body.to === 'string' && body.to.trim() ? body.to.trim() : null,
        subject: typeof body.subject === 'string' && body.subject.trim() ? body.subject.trim().slice(0, 255) : null,
        message: typeof body.message === 'string' && body.message.trim() ? body.message.slice(0, 20_000) : null,
        locale: localeOf(body.locale),
      }),
    );
  }

  /** A link the customer can open without signing in; the same link every time. */
  @Can('show', 'invoices')
  @Get('invoices/link/:id')
  async link(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string, @Req() req: Request) {
    const { token } = await this.commands.execute(new ShareInvoice(me, invoiceId));
    return { url: `${req.protocol}://${req.get('host')}/api/public/invoices/${token}` };
  }

  @Public()
  @Get('public/invoices/:token')
  async shared(@Param('token') token: string, @Query('locale') locale?: string) {
    if (!/^[\w-]{32,64}$/.test(token)) throw new NotFound();
    return pdfFile(await this.queries.execute(new OpenSharedInvoice(token, localeOf(locale))));
  }
}

function pdfFile({ code, pdf }: { code: string; pdf: Buffer }): StreamableFile {
  return new StreamableFile(pdf, { type: 'application/pdf', disposition: `inline; filename="${code}.pdf"` });
}
