import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, StreamableFile } from '@nestjs/common';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, invalid } from '../../platform/http/app-errors';
import { MailOutbox } from '../../platform/mail/mail-outbox';
import { localeOf } from '../invoices/invoice-print';
import { findReceipt } from './payment-rows';
import { receiptPdf } from './receipt-pdf';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A receipt leaving the app: printed to PDF or mailed to the customer through the outbox. */
@Controller('api/payments')
export class ReceiptSharingController {
  constructor(
    private readonly db: Database,
    private readonly mail: MailOutbox,
  ) {}

  @Can('print', 'payments')
  @Get('print/:id')
  async print(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string, @Query('locale') locale?: string) {
    const { code, pdf } = await receiptPdf(this.db.tx, me.tenantId, receiptId, localeOf(locale));
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `inline; filename="${code}.pdf"` });
  }

  @Can('email', 'payments')
  @Post('email/:id')
  @HttpCode(202)
  async email(
    @CurrentPrincipal() me: Principal,
    @Param('id', id) receiptId: string,
    @Body() body: { to?: unknown; subject?: unknown; message?: unknown; locale?: unknown },
  ) {
    const receipt = await findReceipt(this.db.tx, me.tenantId, receiptId);
    if (receipt.deleted_at) throw new NotFound();
    let to = typeof body.to === 'string' && body.to.trim() ? body.to.trim() : null;
    if (!to) {
      const [customer] = await this.db.tx.query<{ email: string | null; other_email: string | null }>(
        `SELECT email, other_email FROM customers WHERE tenant_id = $1 AND id = $2`,
        [me.tenantId, receipt.customer_id],
      );
      to = customer?.email ?? customer?.other_email ?? null;
    }
    if (!to) throw invalid('to', 'The customer has no email address: enter one.');
    if (!EMAIL.test(to) || to.length > 255) throw invalid('to', 'The to must be a valid email address.');
    const { code, customerName, pdf } = await receiptPdf(this.db.tx, me.tenantId, receiptId, localeOf(body.locale));
    const subject = typeof body.subject === 'string' && body.subject.trim() ? body.subject.trim().slice(0, 255) : `Receipt ${code} from ${me.workspace.name}`;
    const text =
      typeof body.message === 'string' && body.message.trim()
        ? body.message.slice(0, 20_000)
        : `Dear ${customerName},\n\nThank you for your payment. Please find receipt ${code} attached.\n\n${me.workspace.name}`;
    const mailId = await this.mail.queue(me, {
      to,
      subject,
      text,
      about: `receipt:${receiptId}`,
      attachments: [{ filename: `${code}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
    return { message: 'Email queued', id: mailId };
  }
}
