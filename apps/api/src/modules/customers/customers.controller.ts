import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { recordResource } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, invalid } from '../../platform/http/app-errors';
import { MailOutbox } from '../../platform/mail/mail-outbox';
import { findRecord } from '../../platform/records/record-store';
import { INVOICE_LIST } from '../invoices/invoice-rows';
import { CustomerEmailRequest } from './customer-email.request';

const CUSTOMERS = recordResource('customers')!;
const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/** What a customer has beyond its record: their documents, and mail written to them. */
@Controller('api/customers')
export class CustomersController {
  constructor(
    private readonly db: Database,
    private readonly mail: MailOutbox,
  ) {}

  /** The customer's invoices, newest first, with what the ledger says they paid and owe. */
  @Can('show', 'customers')
  @Get('get/invoice/:id')
  async invoices(@CurrentPrincipal() me: Principal, @Param('id', id) customerId: string) {
    await findRecord(this.db.tx, CUSTOMERS, me.tenantId, customerId);
    return this.db.tx.query(
      `SELECT ${INVOICE_LIST.select} FROM ${INVOICE_LIST.from}
        WHERE t.tenant_id = $1 AND t.customer_id = $2 AND t.deleted_at IS NULL ORDER BY t.date DESC, t.code DESC LIMIT 500`,
      [me.tenantId, customerId],
    );
  }

  @Can('show', 'customers')
  @Get('get/quotation/:id')
  async quotations(@CurrentPrincipal() me: Principal, @Param('id', id) customerId: string) {
    await findRecord(this.db.tx, CUSTOMERS, me.tenantId, customerId);
    return this.db.tx.query(
      `SELECT id, code, customer_name, date, due_date, project_ref, grand_total::text, stage AS status, invoice_id
         FROM quotations WHERE tenant_id = $1 AND customer_id = $2 AND deleted_at IS NULL ORDER BY date DESC, code DESC LIMIT 500`,
      [me.tenantId, customerId],
    );
  }

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
