import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideQuotation, type QuotationView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { customerNameOf } from '../../invoices/document-references';
import { readDocument } from '../../invoices/document.requests';
import { draftContent, headerColumns, validDocument } from '../../invoices/invoice-document';
import { asQuotation, findQuotation, quotationView } from '../quotation-rows';

/** A pending quotation rewritten from a body; its code stays. */
export class UpdateQuotation extends Command<QuotationView> {
  constructor(
    readonly me: Principal,
    readonly quotationId: string,
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(UpdateQuotation)
export class UpdateQuotationHandler implements ICommandHandler<UpdateQuotation> {
  constructor(private readonly db: Database) {}

  async execute({ me, quotationId, body }: UpdateQuotation): Promise<QuotationView> {
    const tx = this.db.tx;
    const current = await findQuotation(tx, me.tenantId, quotationId, { lock: true });
    const document = await validDocument(tx, me.tenantId, await readDocument(body));
    decideQuotation({ type: 'EditQuotation', content: document.content }, asQuotation(current, document.content));
    const content = draftContent(quotationId, current.code, null, document);
    await tx.query(
      `UPDATE quotations SET customer_id = $3, customer_name = $4, date = $5, due_date = $6, project_ref = $7, content = $8,
              sub_total = $9, grand_total = $10, updated_at = now() WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, quotationId, ...headerColumns(content, await customerNameOf(tx, me.tenantId, content.customer))],
    );
    return quotationView(await findQuotation(tx, me.tenantId, quotationId));
  }
}
