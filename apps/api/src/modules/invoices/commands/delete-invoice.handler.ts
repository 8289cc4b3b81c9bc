import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertInvoiceDeletable, type InvoiceView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { invoiceState } from '../invoice-ledger';
import { findInvoice } from '../invoice-rows';
import { invoiceView } from '../invoice-view';

/** Soft delete: drafts and reversed invoices only; a confirmed one moved money, so it is refused ('This invoice cannot be deleted'). */
export class DeleteInvoice extends Command<InvoiceView> {
  constructor(
    readonly me: Principal,
    readonly invoiceId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteInvoice)
export class DeleteInvoiceHandler implements ICommandHandler<DeleteInvoice> {
  constructor(private readonly db: Database) {}

  async execute({ me, invoiceId }: DeleteInvoice): Promise<InvoiceView> {
    const tx = this.db.tx;
    const current = await findInvoice(tx, me.tenantId, invoiceId, { lock: true });
    if (current.deleted_at) throw notFound();
    assertInvoiceDeletable((await invoiceState(tx, me.tenantId, invoiceId)).state);
    await tx.query(`UPDATE invoices SET deleted_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, invoiceId]);
    return invoiceView(await findInvoice(tx, me.tenantId, invoiceId));
  }
}
