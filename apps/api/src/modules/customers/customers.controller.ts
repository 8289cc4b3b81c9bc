import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { recordResource } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, invalid } from '../../platform/http/app-errors';
import { MailOutbox } from '../../platform/mail/mail-outbox';
import { findRecord } from '../../platform/records/record-store';
import { CustomerEmailRequest } from './customer-email.request';

const CUSTOMERS = recordResource('customers')!;
const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/** What a customer has beyond its record: mail written to them. */
@Controller('api/customers')
export class CustomersController {
  constructor(
    private readonly db: Database,
    private readonly mail: MailOutbox,
  ) {}

  @Can('email', 'customers')
  @Post('email/:id')
  @HttpCode(202)
  async email(@CurrentPrincipal() me: Principal, @Param('id', id) customerId: string, @Body() body: CustomerEmailRequest) {
    const customer = await findRecord(this.db.tx, CUSTOMERS, me.tenantId, customerId);
    if (customer.deleted_at) throw new NotFound();
    const to = (customer.email ?? customer.other_email) as string | null;
    if (!to) throw invalid('email', 'This customer has no email address.');
    const mailId = await this.mail.queue(me, { to, subject: body.subject, text: body.message, about: `customer:${customerId}` });
    return { message: 'Email queued', id: mailId };
  }
}
