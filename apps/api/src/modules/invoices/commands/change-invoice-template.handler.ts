import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { validationRefusal, type InvoiceView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { invalid } from '../../../platform/http/app-errors';
import { validBody } from '../../../platform/http/validation.pipe';
import { InvoiceTemplateRequest } from '../invoice.requests';
import { findInvoice, findPendingInvoice } from '../invoice-rows';
import { invoiceView } from '../invoice-view';

/** A pending invoice printed with another of the workspace's live invoice templates. */
export class ChangeInvoiceTemplate extends Command<InvoiceView> {
  constructor(
    readonly me: Principal,
    readonly invoiceId: string,
    /** The body as sent (`InvoiceTemplateRequest`): checked once the invoice is known to be this workspace's and pending. */
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(ChangeInvoiceTemplate)
export class ChangeInvoiceTemplateHandler implements ICommandHandler<ChangeInvoiceTemplate> {
  constructor(private readonly db: Database) {}

  async execute({ me, invoiceId, body }: ChangeInvoiceTemplate): Promise<InvoiceView> {
    const tx = this.db.tx;
    await findPendingInvoice(tx, me.tenantId, invoiceId);
    const { template_id: templateId } = await validBody(InvoiceTemplateRequest, body);
    const [template] = await tx.query(`SELECT 1 FROM invoice_templates WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`, [me.tenantId, templateId]);
    if (!template) throw invalid('template_id', validationRefusal.field('choice', { label: 'template' }));
    await tx.query(`UPDATE invoices SET template_id = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, invoiceId, templateId]);
    return invoiceView(await findInvoice(tx, me.tenantId, invoiceId));
  }
}
