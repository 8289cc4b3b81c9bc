import { ApiBody } from '@nestjs/swagger';
import { RefundRequest } from './payment.requests';
import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { readRefund, type RefundInput } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, ValidationFailed } from '../../platform/http/app-errors';
import { ConfirmRefund } from './commands/confirm-refund.handler';
import { CreateRefund } from './commands/create-refund.handler';
import { DeleteRefund } from './commands/delete-refund.handler';
import { UpdateRefund } from './commands/update-refund.handler';
import { GetDocument } from '../../platform/documents/queries/get-document.handler';
import { REFUND_DOCUMENT, PAYMENT_PATHS } from './payment-document-kinds';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/**
 * Refunds (spec §7 payments/refunds): money paid on invoices given back, as cash from an
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

  @Can('create', 'refunds')
  @Post(['refunds', 'refund/create/new'])
  @ApiBody({ type: RefundRequest })
  create(@CurrentPrincipal() me: Principal, @Body() body: Record<string, unknown>) {
    return this.commands.execute(new CreateRefund(me, refundInput(body)));
  }

  @Can('edit', 'refunds')
  @Put('refunds/:id')
  @ApiBody({ type: RefundRequest })
  update(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string, @Body() body: Record<string, unknown>) {
    return this.commands.execute(new UpdateRefund(me, refundId, refundInput(body)));
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

  /** The spec's POST form of the delete. */
  @Can('delete', 'refunds')
  @Post('delete/refund/:id')
  @HttpCode(200)
  removeByPost(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string) {
    return this.remove(me, refundId);
  }
}

function refundInput(body: Record<string, unknown>): RefundInput {
  const read = readRefund(body);
  if (!read.ok) throw new ValidationFailed(read.errors);
  return read.value;
}
