import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoicesRefusal, recordsRefusal, type InvoiceView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { invalid } from '../../../platform/http/app-errors';
import { findInvoice, findPendingInvoice } from '../invoice-rows';
import { invoiceView } from '../invoice-view';

/** A pending invoice's code changed to another that no invoice of the workspace has. */
export class ChangeInvoiceCode extends Command<InvoiceView> {
  constructor(
    readonly me: Principal,
    readonly invoiceId: string,
    /** As typed, trimmed; empty when none was given. */
    readonly code: string,
  ) {
    super();
  }
}

@CommandHandler(ChangeInvoiceCode)
export class ChangeInvoiceCodeHandler implements ICommandHandler<ChangeInvoiceCode> {
  constructor(private readonly db: Database) {}

  async execute({ me, invoiceId, code }: ChangeInvoiceCode): Promise<InvoiceView> {
    const tx = this.db.tx;
    // The invoice first: an unknown or confirmed one is refused as such, whatever the code.
    await findPendingInvoice(tx, me.tenantId, invoiceId);
    if (!code || code.length > 50) throw invoicesRefusal.onField('code', 'code-required');
    const [taken] = await tx.query(`SELECT 1 FROM invoices WHERE tenant_id = $1 AND code = $2 AND id <> $3`, [me.tenantId, code, invoiceId]);
    if (taken) throw invalid('code', recordsRefusal.field('taken', { label: 'code' }));
    await tx.query(
      `UPDATE invoices SET code = $3, content = jsonb_set(content, '{code}', to_jsonb($3::text)), updated_at = now() WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, invoiceId, code],
    );
    return invoiceView(await findInvoice(tx, me.tenantId, invoiceId));
  }
}
