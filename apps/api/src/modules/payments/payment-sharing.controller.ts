import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, StreamableFile } from '@nestjs/common';
import type { Locale } from '@ginuma/domain';
import { Database, type Tx } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, invalid } from '../../platform/http/app-errors';
import { MailOutbox } from '../../platform/mail/mail-outbox';
import { localeOf } from '../invoices/invoice-print';
import { findReceipt, findRefund } from './payment-rows';
import { receiptPdf } from './receipt-pdf';
import { refundPdf } from './refund-pdf';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface EmailBody {
  to?: unknown;
  subject?: unknown;
  message?: unknown;
  locale?: unknown;
}

type Printed = { code: string; customerName: string; pdf: Buffer };

/** One kind of payment document leaving the app: how to find it, print it and word its mail. */
interface PaymentKind {
  about: 'receipt' | 'refund';
  find(tx: Tx, tenantId: string, id: string): Promise<{ customer_id: string; deleted_at: Date | null }>;
  print(tx: Tx, tenantId: string, id: string, locale: Locale): Promise<Printed>;
  subject(code: string, workspace: string): string;
  text(code: string, customerName: string, workspace: string): string;
}

const RECEIPT: PaymentKind = {
  about: 'receipt',
  find: findReceipt,
  print: receiptPdf,
  subject: (code, workspace) => `Receipt ${code} from ${workspace}`,
  text: (code, customer, workspace) => `Dear ${customer},\n\nThank you for your payment. Please find receipt ${code} attached.\n\n${workspace}`,
};

const REFUND: PaymentKind = {
  about: 'refund',
  find: findRefund,
  print: refundPdf,
  subject: (code, workspace) => `Refund ${code} from ${workspace}`,
  text: (code, customer, workspace) => `Dear ${customer},\n\nPlease find refund ${code} attached.\n\n${workspace}`,
};

/** Receipts and refunds leaving the app: printed to PDF or mailed to the customer through the outbox. */
@Controller('api/payments')
export class PaymentSharingController {
  constructor(
    private readonly db: Database,
    private readonly mail: MailOutbox,
  ) {}

  @Can('print', 'payments')
  @Get('print/:id')
  printReceipt(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string, @Query('locale') locale?: string) {
    return this.print(me, RECEIPT, receiptId, locale);
  }

  @Can('email', 'payments')
  @Post('email/:id')
  @HttpCode(202)
  emailReceipt(@CurrentPrincipal() me: Principal, @Param('id', id) receiptId: string, @Body() body: EmailBody) {
    return this.email(me, RECEIPT, receiptId, body);
  }

  @Can('print', 'refunds')
  @Get('refunds/print/:id')
  printRefund(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string, @Query('locale') locale?: string) {
    return this.print(me, REFUND, refundId, locale);
  }

  @Can('email', 'refunds')
  @Post('refunds/email/:id')
  @HttpCode(202)
  emailRefund(@CurrentPrincipal() me: Principal, @Param('id', id) refundId: string, @Body() body: EmailBody) {
    return this.email(me, REFUND, refundId, body);
  }

  private async print(me: Principal, kind: PaymentKind, documentId: string, locale: string | undefined) {
    const { code, pdf } = await kind.print(this.db.tx, me.tenantId, documentId, localeOf(locale));
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `inline; filename="${code}.pdf"` });
  }

  /** To the address given, else the customer's own; the PDF goes along in the customer's language. */
  private async email(me: Principal, kind: PaymentKind, documentId: string, body: EmailBody) {
    const document = await kind.find(this.db.tx, me.tenantId, documentId);
    if (document.deleted_at) throw new NotFound();
    let to = typeof body.to === 'string' && body.to.trim() ? body.to.trim() : null;
    if (!to) {
      const [customer] = await this.db.tx.query<{ email: string | null; other_email: string | null }>(
        `SELECT email, other_email FROM customers WHERE tenant_id = $1 AND id = $2`,
        [me.tenantId, document.customer_id],
      );
      to = customer?.email ?? customer?.other_email ?? null;
    }
    if (!to) throw invalid('to', 'The customer has no email address: enter one.');
    if (!EMAIL.test(to) || to.length > 255) throw invalid('to', 'The to must be a valid email address.');
    const { code, customerName, pdf } = await kind.print(this.db.tx, me.tenantId, documentId, localeOf(body.locale));
    const workspace = me.workspace.name;
    const subject = typeof body.subject === 'string' && body.subject.trim() ? body.subject.trim().slice(0, 255) : kind.subject(code, workspace);
    const text = typeof body.message === 'string' && body.message.trim() ? body.message.slice(0, 20_000) : kind.text(code, customerName, workspace);
    const mailId = await this.mail.queue(me, {
      to,
      subject,
      text,
      about: `${kind.about}:${documentId}`,
      attachments: [{ filename: `${code}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
    return { message: 'Email queued', id: mailId };
  }
}
