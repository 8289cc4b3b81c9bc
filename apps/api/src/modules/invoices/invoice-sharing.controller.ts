import { randomBytes } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, StreamableFile } from '@nestjs/common';
import type { Request } from 'express';
import { Database } from '../../platform/database/database';
import { Can, Public } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, invalid } from '../../platform/http/app-errors';
import { MailOutbox } from '../../platform/mail/mail-outbox';
import { findInvoice } from './invoice-rows';
import { invoicePdf, localeOf } from './invoice-print';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An invoice leaving the app: printed to PDF, mailed, or shared by a link. */
@Controller('api')
export class InvoiceSharingController {
  constructor(
    private readonly db: Database,
    private readonly mail: MailOutbox,
  ) {}

  @Can('print', 'invoices')
  @Get('invoices/print/:id')
  async print(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string, @Query('locale') locale?: string) {
    const { code, pdf } = await invoicePdf(this.db.tx, me.tenantId, invoiceId, localeOf(locale));
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `inline; filename="${code}.pdf"` });
  }

  /** Mails the invoice PDF, by default to the customer, from the workspace's email settings. */
  @Can('email', 'invoices')
  @Post('invoices/email/:id')
  @HttpCode(202)
  async email(
    @CurrentPrincipal() me: Principal,
    @Param('id', id) invoiceId: string,
    @Body() body: { to?: unknown; subject?: unknown; message?: unknown; locale?: unknown },
  ) {
    const invoice = await findInvoice(this.db.tx, me.tenantId, invoiceId);
    if (invoice.deleted_at) throw new NotFound();
    let to = typeof body.to === 'string' && body.to.trim() ? body.to.trim() : null;
    if (!to && invoice.customer_id) {
      const [customer] = await this.db.tx.query<{ email: string | null; other_email: string | null }>(
        `SELECT email, other_email FROM customers WHERE tenant_id = $1 AND id = $2`,
        [me.tenantId, invoice.customer_id],
      );
      to = customer?.email ?? customer?.other_email ?? null;
    }
    if (!to) throw invalid('to', 'The customer has no email address: enter one.');
    if (!EMAIL.test(to) || to.length > 255) throw invalid('to', 'The to must be a valid email address.');
    const { code, pdf } = await invoicePdf(this.db.tx, me.tenantId, invoiceId, localeOf(body.locale));
    const subject = typeof body.subject === 'string' && body.subject.trim() ? body.subject.trim().slice(0, 255) : `Invoice ${code} from ${me.workspace.name}`;
    const text =
      typeof body.message === 'string' && body.message.trim()
        ? body.message.slice(0, 20_000)
        : `Dear ${invoice.customer_name},\n\nPlease find invoice ${code} attached.\n\n${me.workspace.name}`;
    const mailId = await this.mail.queue(me, {
      to,
      subject,
      text,
      about: `invoice:${invoiceId}`,
      attachments: [{ filename: `${code}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
    return { message: 'Email queued', id: mailId };
  }

  /** A link the customer can open without signing in; the same link every time. */
  @Can('show', 'invoices')
  @Get('invoices/link/:id')
  async link(@CurrentPrincipal() me: Principal, @Param('id', id) invoiceId: string, @Req() req: Request) {
    await findInvoice(this.db.tx, me.tenantId, invoiceId);
    await this.db.tx.query(
      `INSERT INTO shared_links (tenant_id, token, kind, record_id) VALUES ($1, $2, 'invoice', $3) ON CONFLICT DO NOTHING`,
      [me.tenantId, randomBytes(24).toString('base64url'), invoiceId],
    );
    const [row] = await this.db.tx.query<{ token: string }>(
      `SELECT token FROM shared_links WHERE tenant_id = $1 AND kind = 'invoice' AND record_id = $2`,
      [me.tenantId, invoiceId],
    );
    return { url: `${req.protocol}://${req.get('host')}/api/public/invoices/${row.token}` };
  }

  @Public()
  @Get('public/invoices/:token')
  async shared(@Param('token') token: string, @Query('locale') locale?: string) {
    if (!/^[\w-]{32,64}$/.test(token)) throw new NotFound();
    const [link] = await this.db.transaction({ kind: 'auth' }, (tx) =>
      tx.query<{ tenant_id: string; record_id: string }>(`SELECT tenant_id, record_id FROM shared_links WHERE token = $1 AND kind = 'invoice'`, [token]),
    );
    if (!link) throw new NotFound();
    const { code, pdf } = await this.db.transaction({ kind: 'tenant', tenantId: link.tenant_id, userId: null }, async (tx) => {
      const invoice = await findInvoice(tx, link.tenant_id, link.record_id);
      if (invoice.deleted_at) throw new NotFound();
      return invoicePdf(tx, link.tenant_id, link.record_id, localeOf(locale));
    });
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `inline; filename="${code}.pdf"` });
  }
}
