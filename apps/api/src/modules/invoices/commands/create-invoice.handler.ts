import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DEFAULT_PAYMENT_TERMS_DAYS,
  invoicesRefusal,
  NO_INVOICE_TEMPLATE,
  type DocumentReferences,
  type InvoiceView,
} from '@ginuma/domain';
import { Database, type Tx } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import type { CreatedDraft } from '../../../platform/documents/document-kind';
import { allocateCode } from '../../../platform/documents/document-sequence';
import { loadDocumentReferences } from '../document-references';
import { checkedDocument, draftContent, recurringScheduleOf, withTermsDueDate } from '../invoice-document';
import { insertDraftInvoice, type InvoiceRow } from '../invoice-rows';
import { readInvoice } from '../invoice.requests';
import { invoiceView } from '../invoice-view';

export const NO_TEMPLATE = NO_INVOICE_TEMPLATE;

/** A new pending invoice from a body: numbered, totalled on the server, optionally recurring. */
export class CreateInvoice extends Command<InvoiceView> {
  constructor(
    readonly me: Principal,
    readonly body: unknown,
  ) {
    super();
  }
}

/** What a new draft's confirm in the same request takes from its create: the row written and the references checked. */
export interface CheckedInvoiceDraft {
  row: InvoiceRow;
  references: DocumentReferences;
}

/** The same create, for a save-and-confirm: it also answers what it wrote and checked, for `ConfirmInvoice`. */
export class CreateInvoiceToConfirm extends Command<CreatedDraft<CheckedInvoiceDraft>> {
  constructor(
    readonly me: Principal,
    readonly body: unknown,
  ) {
    super();
  }
}

/**
 * Three round trips: the references with the default template, the code, and the INSERT that
 * answers the row (nothing is read back).
 */
async function createInvoice(tx: Tx, me: Principal, body: unknown): Promise<CheckedInvoiceDraft> {
  const { request, input } = await readInvoice(body);
  const { history: _history, customerNames, defaultTemplateId, paymentTermsDays, ...references } = await loadDocumentReferences(
    tx,
    me.tenantId,
    input,
    undefined,
    { defaultTemplate: true, paymentTerms: true },
  );
  if (!defaultTemplateId) throw invoicesRefusal.onField('template_id', 'no-template');
  const document = withTermsDueDate(checkedDocument(input, references), input, paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS);
  const schedule = recurringScheduleOf(request, document.content.date);
  const id = randomUUID();
  const code = await allocateCode(tx, me.tenantId, 'invoice');
  const customer = document.content.customer;
  const row = await insertDraftInvoice(tx, me.tenantId, {
    content: draftContent(id, code, null, document),
    // The customer was read live with the references (a cash customer's name is its own).
    customerName: customer.kind === 'cash' ? customer.name : (customerNames.get(customer.customerId) ?? ''),
    templateId: request.template_id?.toLowerCase() ?? defaultTemplateId,
    schedule,
    createdBy: me.userId,
  });
  return { row, references };
}

@CommandHandler(CreateInvoice)
export class CreateInvoiceHandler implements ICommandHandler<CreateInvoice> {
  constructor(private readonly db: Database) {}

  async execute({ me, body }: CreateInvoice): Promise<InvoiceView> {
    return invoiceView((await createInvoice(this.db.tx, me, body)).row);
  }
}

@CommandHandler(CreateInvoiceToConfirm)
export class CreateInvoiceToConfirmHandler implements ICommandHandler<CreateInvoiceToConfirm> {
  constructor(private readonly db: Database) {}

  async execute({ me, body }: CreateInvoiceToConfirm): Promise<CreatedDraft<CheckedInvoiceDraft>> {
    const checked = await createInvoice(this.db.tx, me, body);
    return { view: { id: checked.row.id }, checked };
  }
}
