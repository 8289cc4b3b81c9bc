import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { ConfirmRefund } from './commands/confirm-refund.handler';
import { DeleteRefund } from './commands/delete-refund.handler';
import { GetDocument } from '../../platform/documents/queries/get-document.handler';
import { REFUND_DOCUMENT, PAYMENT_PATHS } from './payment-document-kinds';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * Refunds (`payments/refunds`): money paid on invoices given back, as cash from an
 * account (Cash Refund) or as the customer's credit balance (Credit Refund). Never more than
 * an invoice was paid: the invoice's own rules refuse it.
 */
@Controller(PAYMENT_PATHS)
export class RefundsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Can('show', 'refunds')
  @Get(['get/refund/:id', 'refunds/:id'])
  show(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string) {
    return this.queries.execute(new GetDocument(me, REFUND_DOCUMENT, refundId));
  }

  @Can('confirm', 'refunds')
  @Post(['confirm/refund/:id', 'refunds/confirm/:id'])
  @HttpCode(200)
  confirm(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string) {
    return this.commands.execute(new ConfirmRefund(me, refundId));
  }

  @Can('delete', 'refunds')
  @Delete('refunds/:id')
  remove(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string) {
    return this.commands.execute(new DeleteRefund(me, refundId));
  }

  /** The public API's POST form of the delete. */
  @Can('delete', 'refunds')
  @Post('delete/refund/:id')
  @HttpCode(200)
  removeByPost(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string) {
    return this.remove(me, refundId);
  }
}
