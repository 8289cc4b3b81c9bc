import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { InvoiceView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { bodyOf, validDocument } from '../invoice-document';
import { runInvoiceCommand } from '../invoice-ledger';
import { findInvoice } from '../invoice-rows';
import { invoiceView } from '../invoice-view';

/** Confirms a pending invoice into the ledger: receivable, sales, discounts, taxes, stock. */
export class ConfirmInvoice extends Command<InvoiceView> {
  constructor(
    readonly me: Principal,
    readonly invoiceId: string,
  ) {
    super();
  }
}

@CommandHandler(ConfirmInvoice)
export class ConfirmInvoiceHandler implements ICommandHandler<ConfirmInvoice> {
  constructor(private readonly db: Database) {}

  async execute({ me, invoiceId }: ConfirmInvoice): Promise<InvoiceView> {
    const tx = this.db.tx;
    const draft = await findInvoice(tx, me.tenantId, invoiceId, { lock: true });
    if (draft.deleted_at) throw notFound();
    // The draft's references are checked again: a customer or product may have gone since it was saved.
    const document = await validDocument(tx, me.tenantId, bodyOf(draft.content));
    const [confirmed] = await runInvoiceCommand(tx, me, invoiceId, {
      type: 'ConfirmInvoice',
      data: { invoiceId, code: draft.code, quotationId: draft.quotation_id, content: document.content },
    });
    await tx.query(
      `UPDATE invoices SET content = $3, sub_total = $4, grand_total = $5, updated_at = now() WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, invoiceId, JSON.stringify(confirmed.payload), document.totals.subTotal.toFixed(), document.totals.grandTotal.toFixed()],
    );
    return invoiceView(await findInvoice(tx, me.tenantId, invoiceId));
  }
}
