import { ApiBody } from '@nestjs/swagger';
import { DocumentEmailRequest } from '../../platform/mail/document-email.request';
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
const filled = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

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
  @ApiBody({ type: DocumentEmailRequest })
  async email(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string, @Body() body: { to?: unknown; subject?: unknown; message?: unknown; locale?: unknown }) {
    return this.commands.execute(
      new EmailVoucher(me, voucherId, {
        to: filled(body.to)?.trim() ?? null,
        subject: filled(body.subject)?.trim().slice(0, 255) ?? null,
        message: filled(body.message)?.slice(0, 20_000) ?? null,
        locale: localeOf(body.locale),
      }),
    );
  }
}
