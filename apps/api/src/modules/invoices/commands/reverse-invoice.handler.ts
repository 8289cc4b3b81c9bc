import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { InvoiceView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { businessDate } from '../../../platform/records/record-ledger';
import { runInvoiceCommand } from '../invoice-ledger';
import { findInvoice } from '../invoice-rows';
import { invoiceView } from '../invoice-view';

/** Takes a confirmed invoice back out of the books with a reversal event, dated the workspace's today. */
export class ReverseInvoice extends Command<InvoiceView> {
  constructor(
    readonly me: Principal,
    readonly invoiceId: string,
    readonly reason: string | null,
  ) {
    super();
  }
}

@CommandHandler(ReverseInvoice)
export class ReverseInvoiceHandler implements ICommandHandler<ReverseInvoice> {
  constructor(private readonly db: Database) {}

  async execute({ me, invoiceId, reason }: ReverseInvoice): Promise<InvoiceView> {
    const tx = this.db.tx;
    const invoice = await findInvoice(tx, me.tenantId, invoiceId, { lock: true });
    if (invoice.deleted_at) throw notFound();
    await runInvoiceCommand(tx, me, invoiceId, { type: 'ReverseInvoice', data: { date: await businessDate(tx, me), reason } });
    await tx.query(`UPDATE invoices SET updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, invoiceId]);
    return invoiceView(await findInvoice(tx, me.tenantId, invoiceId));
  }
}
