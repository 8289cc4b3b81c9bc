import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoicesRefusal, NO_INVOICE_TEMPLATE, type InvoiceView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { allocateCode } from '../../../platform/documents/document-sequence';
import { customerNameOf } from '../document-references';
import { draftContent, recurringScheduleOf, validDocument } from '../invoice-document';
import { findInvoice, insertDraftInvoice } from '../invoice-rows';
import { invoiceView } from '../invoice-view';

export const NO_TEMPLATE = NO_INVOICE_TEMPLATE;

/** A new pending invoice from a body: numbered, totalled on the server, optionally recurring. */
export class CreateInvoice extends Command<InvoiceView> {
  constructor(
    readonly me: Principal,
    readonly body: Record<string, unknown>,
  ) {
    super();
  }
}

@CommandHandler(CreateInvoice)
export class CreateInvoiceHandler implements ICommandHandler<CreateInvoice> {
  constructor(private readonly db: Database) {}

  async execute({ me, body }: CreateInvoice): Promise<InvoiceView> {
    const tx = this.db.tx;
    const [template] = await tx.query<{ id: string }>(
      `SELECT id FROM invoice_templates WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 1 ORDER BY is_default DESC, created_at LIMIT 1`,
      [me.tenantId],
    );
    if (!template) throw invoicesRefusal.onField('template_id', 'no-template');
    const document = await validDocument(tx, me.tenantId, body);
    const schedule = recurringScheduleOf(body, document.content.date);
    const id = randomUUID();
    const code = await allocateCode(tx, me.tenantId, 'invoice');
    await insertDraftInvoice(tx, me.tenantId, {
      content: draftContent(id, code, null, document),
      customerName: await customerNameOf(tx, me.tenantId, document.content.customer),
      templateId: typeof body.template_id === 'string' ? body.template_id : template.id,
      schedule,
      createdBy: me.userId,
    });
    return invoiceView(await findInvoice(tx, me.tenantId, id));
  }
}
