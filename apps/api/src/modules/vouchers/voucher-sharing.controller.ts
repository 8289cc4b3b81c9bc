import { DocumentEmailRequest, documentMail } from '../../platform/mail/document-email.request';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { localeOf } from '../invoices/invoice-print';
import { EmailVoucher } from './commands/email-voucher.handler';
import { PrintVoucher } from './queries/print-voucher.handler';
import { download } from '../../platform/http/download';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/** A voucher leaving the app: printed to PDF or mailed to the supplier through the outbox. */
@Controller('api/vouchers')
export class VoucherSharingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('print', 'vouchers')
  @Get('print/:id')
  async print(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string, @Query('locale') locale?: string) {
    const { code, pdf } = await this.queries.execute(new PrintVoucher(me, voucherId, localeOf(locale)));
    return download(pdf, 'application/pdf', `${code}.pdf`, 'inline');
  }

  @Can('email', 'vouchers')
  @Post('email/:id')
  @HttpCode(202)
  async email(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string, @Body() body: DocumentEmailRequest) {
    return this.commands.execute(new EmailVoucher(me, voucherId, documentMail(body)));
  }
}
