import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { InvoiceView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { customerNameOf } from '../document-references';
import { draftContent, headerColumns, recurringScheduleOf, validDocument } from '../invoice-document';
import { findInvoice, findPendingInvoice } from '../invoice-rows';
import { invoiceView } from '../invoice-view';
import { readInvoice } from '../invoice.requests';

/** A pending invoice rewritten from a body; its code and quotation link stay. */
export class UpdateInvoice extends Command<InvoiceView> {
  constructor(
    readonly me: Principal,
    readonly invoiceId: string,
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(UpdateInvoice)
export class UpdateInvoiceHandler implements ICommandHandler<UpdateInvoice> {
  constructor(private readonly db: Database) {}

  async execute({ me, invoiceId, body }: UpdateInvoice): Promise<InvoiceView> {
    const tx = this.db.tx;
    const current = await findPendingInvoice(tx, me.tenantId, invoiceId);
    const { request, input } = await readInvoice(body);
    const document = await validDocument(tx, me.tenantId, input);
    const schedule = recurringScheduleOf(request, document.content.date);
    const content = draftContent(invoiceId, current.code, current.quotation_id, document);
    await tx.query(
      `UPDATE invoices SET customer_id = $3, customer_name = $4, date = $5, due_date = $6, project_ref = $7, content = $8,
              sub_total = $9, grand_total = $10, recurring = $11, recurring_every_months = $12, recurring_next = $13,
              recurring_till = $14, updated_at = now()
        WHERE tenant_id = $1 AND id = $2`,
      [
        me.tenantId,
        invoiceId,
        ...headerColumns(content, await customerNameOf(tx, me.tenantId, content.customer)),
        schedule.recurring,
        schedule.everyMonths,
        schedule.next,
        schedule.till,
      ],
    );
    return invoiceView(await findInvoice(tx, me.tenantId, invoiceId));
  }
}
