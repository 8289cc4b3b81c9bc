import { ApiBody } from '@nestjs/swagger';
import { DocumentEmailRequest } from '../../platform/mail/document-email.request';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { PaymentDocumentType } from '@ginuma/domain';
import { PAYMENTS_PATH } from './payment-document-kinds';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { EmailPaymentDocument, type PaymentEmailRequest } from './commands/email-payment-document.handler';
import { PrintPaymentDocument } from './queries/print-payment-document.handler';
import { download } from '../../platform/http/download';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/** Receipts and refunds leaving the app: printed to PDF or mailed to the customer through the outbox. */
@Controller(PAYMENTS_PATH)
export class PaymentSharingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('print', 'payments')
  @Get('print/:id')
  printReceipt(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string, @Query('locale') locale?: string) {
    return this.print(me, 'receipt', receiptId, locale);
  }

  @Can('email', 'payments')
  @Post('email/:id')
  @HttpCode(202)
  @ApiBody({ type: DocumentEmailRequest })
  emailReceipt(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string, @Body() body: PaymentEmailRequest) {
    return this.commands.execute(new EmailPaymentDocument(me, 'receipt', receiptId, body));
  }

  @Can('print', 'refunds')
  @Get('refunds/print/:id')
  printRefund(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string, @Query('locale') locale?: string) {
    return this.print(me, 'refund', refundId, locale);
  }

  @Can('email', 'refunds')
  @Post('refunds/email/:id')
  @HttpCode(202)
  @ApiBody({ type: DocumentEmailRequest })
  emailRefund(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string, @Body() body: PaymentEmailRequest) {
    return this.commands.execute(new EmailPaymentDocument(me, 'refund', refundId, body));
  }

  private async print(me: Principal, document: PaymentDocumentType, documentId: string, locale: string | undefined) {
    const { code, pdf } = await this.queries.execute(new PrintPaymentDocument(me, document, documentId, locale));
    return download(pdf, 'application/pdf', `${code}.pdf`, 'inline');
  }
}
