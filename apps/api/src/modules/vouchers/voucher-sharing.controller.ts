import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, StreamableFile } from '@nestjs/common';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound, invalid } from '../../platform/http/app-errors';
import { MailOutbox } from '../../platform/mail/mail-outbox';
import { localeOf } from '../invoices/invoice-print';
import { findVoucher } from './voucher-rows';
import { voucherPdf } from './voucher-pdf';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A voucher leaving the app: printed to PDF or mailed to the supplier through the outbox. */
@Controller('api/vouchers')
export class VoucherSharingController {
  constructor(
    private readonly db: Database,
    private readonly mail: MailOutbox,
  ) {}

  @Can('print', 'vouchers')
  @Get('print/:id')
  async print(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string, @Query('locale') locale?: string) {
    const { code, pdf } = await voucherPdf(this.db.tx, me.tenantId, voucherId, localeOf(locale));
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `inline; filename="${code}.pdf"` });
  }

  @Can('email', 'vouchers')
  @Post('email/:id')
  @HttpCode(202)
  async email(@CurrentPrincipal() me: Principal, @Param('id', id) voucherId: string, @Body() body: { to?: unknown; subject?: unknown; message?: unknown; locale?: unknown }) {
    const voucher = await findVoucher(this.db.tx, me.tenantId, voucherId);
    if (voucher.deleted_at) throw new NotFound();
    let to = typeof body.to === 'string' && body.to.trim() ? body.to.trim() : null;
    if (!to) {
      const [supplier] = await this.db.tx.query<{ email: string | null }>(`SELECT email FROM suppliers WHERE tenant_id = $1 AND id = $2`, [me.tenantId, voucher.supplier_id]);
      to = supplier?.email ?? null;
    }
    if (!to) throw invalid('to', 'The supplier has no email address: enter one.');
    if (!EMAIL.test(to) || to.length > 255) throw invalid('to', 'The to must be a valid email address.');
    const { code, supplierName, pdf } = await voucherPdf(this.db.tx, me.tenantId, voucherId, localeOf(body.locale));
    const subject = typeof body.subject === 'string' && body.subject.trim() ? body.subject.trim().slice(0, 255) : `Payment voucher ${code} from ${me.workspace.name}`;
    const text =
      typeof body.message === 'string' && body.message.trim()
        ? body.message.slice(0, 20_000)
        : `Dear ${supplierName},\n\nPlease find payment voucher ${code} attached.\n\n${me.workspace.name}`;
    const mailId = await this.mail.queue(me, { to, subject, text, about: `voucher:${voucherId}`, attachments: [{ filename: `${code}.pdf`, contentType: 'application/pdf', content: pdf }] });
    return { message: 'Email queued', id: mailId };
  }
}
