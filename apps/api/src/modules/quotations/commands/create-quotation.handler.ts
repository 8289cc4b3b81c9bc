import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_PAYMENT_TERMS_DAYS, quotationsRefusal, type QuotationView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { allocateCode } from '../../../platform/documents/document-sequence';
import { customerNameOf, loadDocumentReferences } from '../../invoices/document-references';
import { readDocument } from '../../invoices/document.requests';
import { checkedDocument, draftContent, headerColumns, withTermsDueDate } from '../../invoices/invoice-document';
import { findQuotation, quotationView } from '../quotation-rows';

export { NO_QUOTATION_TEMPLATE } from '@ginuma/domain';

/** A new pending quotation from a body: numbered and totalled on the server. */
export class CreateQuotation extends Command<QuotationView> {
  constructor(
    readonly me: Principal,
    /** As sent; a missing body reads as an empty one, which validation refuses field by field. */
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(CreateQuotation)
export class CreateQuotationHandler implements ICommandHandler<CreateQuotation> {
  constructor(private readonly db: Database) {}

  async execute({ me, body }: CreateQuotation): Promise<QuotationView> {
    const tx = this.db.tx;
    const [template] = await tx.query(`SELECT 1 FROM quotation_templates WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 1 LIMIT 1`, [me.tenantId]);
    if (!template) throw quotationsRefusal.onField('template_id', 'no-template');
    const input = await readDocument(body);
    const { history: _history, customerNames: _names, paymentTermsOf, ...references } = await loadDocumentReferences(tx, me.tenantId, input, undefined, {
      paymentTerms: true,
    });
    const document = withTermsDueDate(checkedDocument(input, references), input, paymentTermsOf?.(input) ?? DEFAULT_PAYMENT_TERMS_DAYS);
    const id = randomUUID();
    const code = await allocateCode(tx, me.tenantId, 'quotation');
    const content = draftContent(id, code, null, document);
    await tx.query(
      `INSERT INTO quotations (tenant_id, id, code, customer_id, customer_name, date, due_date, project_ref, content, sub_total, grand_total, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [me.tenantId, id, code, ...headerColumns(content, await customerNameOf(tx, me.tenantId, content.customer)), me.userId],
    );
    return quotationView(await findQuotation(tx, me.tenantId, id));
  }
}
