import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { GetDocument } from '../../platform/documents/queries/get-document.handler';
import { REFUND_DOCUMENT, PAYMENTS_PATH } from './payment-document-kinds';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * Refunds (`payments/refunds`): money paid on invoices given back, as cash from an
 * account (Cash Refund) or as the customer's credit balance (Credit Refund). Never more than
 * an invoice was paid: the invoice's own rules refuse it. Its list, save, confirm, delete, restore
 * and permanent delete are the shared document routes (REFUND_DOCUMENT).
 */
@Controller(PAYMENTS_PATH)
export class RefundsController {
  constructor(private readonly queries: QueryBus) {}

  @Can('show', 'refunds')
  @Get('refunds/:id')
  show(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string) {
    return this.queries.execute(new GetDocument(me, REFUND_DOCUMENT, refundId));
  }
}
