import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordsRefusal, type InvoiceView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { invalid } from '../../../platform/http/app-errors';
import { validBody } from '../../../platform/http/validation.pipe';
import { CodeRequest } from '../invoice.requests';
import { findInvoice, findPendingInvoice } from '../invoice-rows';
import { invoiceView } from '../invoice-view';

/** A pending invoice's code changed to another that no invoice of the workspace has. */
export class ChangeInvoiceCode extends Command<InvoiceView> {
  constructor(
    readonly me: Principal,
    readonly invoiceId: string,
    /** The body as sent (`CodeRequest`). */
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(ChangeInvoiceCode)
export class ChangeInvoiceCodeHandler implements ICommandHandler<ChangeInvoiceCode> {
  constructor(private readonly db: Database) {}

  async execute({ me, invoiceId, body }: ChangeInvoiceCode): Promise<InvoiceView> {
    const tx = this.db.tx;
    // The invoice first: an unknown or confirmed one is refused as such, whatever the code.
    await findPendingInvoice(tx, me.tenantId, invoiceId);
    const { code } = await validBody(CodeRequest, body);
    const [taken] = await tx.query(`SELECT 1 FROM invoices WHERE tenant_id = $1 AND code = $2 AND id <> $3`, [me.tenantId, code, invoiceId]);
    if (taken) throw invalid('code', recordsRefusal.field('taken', { label: 'code' }));
    await tx.query(
      `UPDATE invoices SET code = $3, content = jsonb_set(content, '{code}', to_jsonb($3::text)), updated_at = now() WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, invoiceId, code],
    );
    return invoiceView(await findInvoice(tx, me.tenantId, invoiceId));
  }
}
