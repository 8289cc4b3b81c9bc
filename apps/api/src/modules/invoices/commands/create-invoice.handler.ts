import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DEFAULT_PAYMENT_TERMS_DAYS,
  invoicesRefusal,
  isDomainError,
  type DomainError,
  NO_INVOICE_TEMPLATE,
  type InvoiceView,
} from '@ginuma/domain';
import { Database, type Tx } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import type { CreatedDraft } from '../../../platform/documents/document-kind';
import { allocateCodes } from '../../../platform/documents/document-sequence';
import { loadDocumentReferences } from '../document-references';
import { checkedDocument, draftContent, recurringScheduleOf, withTermsDueDate, type DraftContent, type ValidDocument } from '../invoice-document';
import { insertDraftInvoices, type InvoiceRow } from '../invoice-rows';
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

/**
 * What a new draft's confirm in the same request takes from its create: the row written and the
 * document as its create checked it on the references it read (the row's content is that
 * document's snapshot), so the confirm does not check it a second time.
 */
export interface CheckedInvoiceDraft {
  row: InvoiceRow;
  document: ValidDocument;
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

/** A valid body's new invoice, numbered and checked, before its row is written. */
export interface NumberedInvoice {
  id: string;
  code: string;
  document: ValidDocument;
}

/**
 * Several new pending invoices at once (an import's batch): each body's draft, or its refusal.
 * `confirmedContent` may answer, for a new invoice, the content its confirmation will store (its
 * InvoiceConfirmed event's, decided by the caller before the append): the row is written with it
 * rather than written as a draft and then updated from the event by `STORE_CONFIRMED_CONTENT`.
 */
export class CreateInvoicesToConfirm extends Command<(CheckedInvoiceDraft | DomainError)[]> {
  constructor(
    readonly me: Principal,
    readonly bodies: readonly unknown[],
    readonly confirmedContent?: (invoice: NumberedInvoice) => DraftContent | null,
  ) {
    super();
  }
}

/** One body: its draft, or its refusal thrown. */
async function createInvoice(tx: Tx, me: Principal, body: unknown): Promise<CheckedInvoiceDraft> {
  const [created] = await createInvoices(tx, me, [body]);
  if (isDomainError(created)) throw created;
  return created;
}

/**
 * Three round trips for any number of bodies: the references they name with the default
 * template, their codes (numbered in the bodies' order, only for the bodies that are valid, so a
 * refusal leaves no gap), and one INSERT that answers the rows (nothing is read back). A body's
 * own refusal is answered in its place; one of the whole (no template) is thrown.
 */
async function createInvoices(
  tx: Tx,
  me: Principal,
  bodies: readonly unknown[],
  confirmedContent?: CreateInvoicesToConfirm['confirmedContent'],
): Promise<(CheckedInvoiceDraft | DomainError)[]> {
  const read = await Promise.all(bodies.map((body) => readInvoice(body).catch(refusalOf)));
  const inputs = read.flatMap((one) => (isDomainError(one) ? [] : [one.input]));
  const { history: _history, customerNames, defaultTemplateId, paymentTermsOf, ...references } = await loadDocumentReferences(
    tx,
    me.tenantId,
    inputs,
    undefined,
    { defaultTemplate: true, paymentTerms: true },
  );
  if (!defaultTemplateId) throw invoicesRefusal.onField('template_id', 'no-template');
  const checked = read.map((one) => {
    if (isDomainError(one)) return one;
    try {
      const { request, input } = one;
      const document = withTermsDueDate(checkedDocument(input, references), input, paymentTermsOf?.(input) ?? DEFAULT_PAYMENT_TERMS_DAYS);
      return { request, document, schedule: recurringScheduleOf(request, document.content.date) };
    } catch (error) {
      return refusalOf(error);
    }
  });
  const valid = checked.filter((one): one is Exclude<typeof one, DomainError> => !isDomainError(one));
  const codes = await allocateCodes(tx, me.tenantId, 'invoice', valid.length);
  const rows = await insertDraftInvoices(
    tx,
    me.tenantId,
    valid.map(({ request, document, schedule }, i) => {
      const customer = document.content.customer;
      const invoice = { id: randomUUID(), code: codes[i], document };
      return {
        content: confirmedContent?.(invoice) ?? draftContent(invoice.id, invoice.code, null, document),
        // The customer was read live with the references (a cash customer's name is its own).
        customerName: customer.kind === 'cash' ? customer.name : (customerNames.get(customer.customerId) ?? ''),
        templateId: request.template_id?.toLowerCase() ?? defaultTemplateId,
        schedule,
        createdBy: me.userId,
      };
    }),
  );
  const created = new Map(valid.map((one, i) => [one, rows[i]]));
  return checked.map((one) => (isDomainError(one) ? one : { row: created.get(one)!, document: one.document }));
}

/** A body's refusal, to answer in its place; anything else is no refusal and is thrown. */
function refusalOf(error: unknown): DomainError {
  if (isDomainError(error)) return error;
  throw error;
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

@CommandHandler(CreateInvoicesToConfirm)
export class CreateInvoicesToConfirmHandler implements ICommandHandler<CreateInvoicesToConfirm> {
  constructor(private readonly db: Database) {}

  async execute({ me, bodies, confirmedContent }: CreateInvoicesToConfirm): Promise<(CheckedInvoiceDraft | DomainError)[]> {
    return createInvoices(this.db.tx, me, bodies, confirmedContent);
  }
}
