import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { computeDocumentTotals, quotationToInvoiceDraft, type QuotationView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { allocateCode } from '../../../platform/documents/document-sequence';
import { businessDate } from '../../../platform/records/record-ledger';
import { draftContent, savedDocument, validDocument } from '../../invoices/invoice-document';
import { insertDraftInvoice } from '../../invoices/invoice-rows';
import { actOnQuotation, asQuotation, findQuotation } from '../quotation-rows';

export interface ConvertedQuotation {
  invoice_id: string;
  code: string;
  quotation: QuotationView;
}

/** Turns a pending quotation into a draft invoice dated today that links back to it. */
export class ConvertQuotation extends Command<ConvertedQuotation> {
  constructor(
    readonly me: Principal,
    readonly quotationId: string,
  ) {
    super();
  }
}

@CommandHandler(ConvertQuotation)
export class ConvertQuotationHandler implements ICommandHandler<ConvertQuotation> {
  constructor(private readonly db: Database) {}

  async execute({ me, quotationId }: ConvertQuotation): Promise<ConvertedQuotation> {
    const tx = this.db.tx;
    const current = await findQuotation(tx, me.tenantId, quotationId, { lock: true });
    // Rates and records as they are today: a product or tax may have gone since it was quoted.
    const quoted = await validDocument(tx, me.tenantId, savedDocument(current.content));
    const draft = quotationToInvoiceDraft(asQuotation(current, quoted.content), { date: await businessDate(tx, me) });
    const invoiceId = randomUUID();
    const code = await allocateCode(tx, me.tenantId, 'invoice');
    await insertDraftInvoice(tx, me.tenantId, {
      content: draftContent(invoiceId, code, quotationId, {
        content: { ...draft.content, customer: quoted.content.customer },
        totals: computeDocumentTotals(draft.content),
      }),
      customerName: current.customer_name,
      templateId: null,
      createdBy: me.userId,
    });
    const quotation = await actOnQuotation(tx, me.tenantId, quotationId, { type: 'ConvertQuotation', invoiceId });
    return { invoice_id: invoiceId, code, quotation };
  }
}
