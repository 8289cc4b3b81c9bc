import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceStream, Money, statusOfStanding, type InvoiceConfirmedData, type InvoiceView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { savedDocument, validDocument } from '../invoice-document';
import type { CheckedInvoiceDraft } from './create-invoice.handler';
import { runInvoiceCommand } from '../invoice-ledger';
import { lockInvoiceToConfirm } from '../invoice-rows';
import { invoiceView } from '../invoice-view';

/** Confirms a pending invoice into the ledger: receivable, sales, discounts, taxes, stock. */
export class ConfirmInvoice extends Command<InvoiceView> {
  constructor(
    readonly me: Principal,
    readonly invoiceId: string,
    /**
     * A draft created earlier in this request (save-and-confirm): its row and the document its
     * create checked, taken instead of locking, reading and checking them again. Nobody else can see the row
     * yet, and its stream is new.
     */
    readonly created?: CheckedInvoiceDraft,
  ) {
    super();
  }
}

/**
 * The row takes its confirmed content (what the decider computed: totals, stock costs) from
 * the InvoiceConfirmed event itself, in the append's round trip ($1 tenant, the appended
 * events between $2 and $3). The events' invoice ids are read first (MATERIALIZED): joined on
 * `(payload->>'invoiceId')::uuid` itself, row-level security (which runs no function that is
 * not leakproof before its policy) kept the join from the invoices' key, and every confirmation
 * read all of the tenant's invoices. The appended events are read by their positions alone first
 * (MATERIALIZED too): offered the type as well, a planner whose statistics predate the
 * transaction's appends (an import's batches) took the tenant's every InvoiceConfirmed by the type
 * index and filtered them by position, so each batch read all the batches before it.
 */
export const STORE_CONFIRMED_CONTENT = `WITH appended AS MATERIALIZED (
    SELECT e.type, e.payload FROM ledger_event e WHERE e.tenant_id = $1 AND e.position > $2 AND e.position <= $3),
  confirmed AS MATERIALIZED (
    SELECT (a.payload->>'invoiceId')::uuid AS id, a.payload FROM appended a WHERE a.type = 'InvoiceConfirmed')
  UPDATE invoices i
     SET content = c.payload, sub_total = (c.payload->>'subTotal')::numeric, grand_total = (c.payload->>'grandTotal')::numeric, updated_at = now()
    FROM confirmed c
   WHERE i.tenant_id = $1 AND i.id = c.id`;

@CommandHandler(ConfirmInvoice)
export class ConfirmInvoiceHandler implements ICommandHandler<ConfirmInvoice> {
  constructor(private readonly db: Database) {}

  /**
   * Three round trips: the draft locked and read; its references checked again (a customer or
   * product may have gone since it was saved) with its stream; the append, its projections and
   * the row's confirmed content. The view is the locked row with what the confirmation changed.
   */
  async execute({ me, invoiceId, created }: ConfirmInvoice): Promise<InvoiceView> {
    const tx = this.db.tx;
    const { row: draft, now } = created ? { row: created.row, now: created.row.updated_at } : await lockInvoiceToConfirm(tx, me.tenantId, invoiceId);
    if (draft.deleted_at) throw notFound();
    // A draft created in this request was checked by its create (one round trip: the append).
    const document = created
      ? { ...created.document, history: [] }
      : await validDocument(tx, me.tenantId, savedDocument(draft.content), { stream: invoiceStream(invoiceId) });
    const [confirmed] = await runInvoiceCommand(
      tx,
      me,
      invoiceId,
      { type: 'ConfirmInvoice', data: { invoiceId, code: draft.code, quotationId: draft.quotation_id, content: document.content } },
      { history: document.history, alongside: [STORE_CONFIRMED_CONTENT] },
    );
    if (!confirmed) throw new Error(`Confirming invoice ${invoiceId} appended no event`);
    const content = confirmed.payload as unknown as InvoiceConfirmedData;
    const grandTotal = Money.of(content.grandTotal);
    return invoiceView({
      ...draft,
      content,
      sub_total: content.subTotal,
      grand_total: content.grandTotal,
      stage: 'confirmed',
      status: statusOfStanding({ draft: false, reversed: false, grandTotal, paid: Money.ZERO, refunded: Money.ZERO }),
      paid: Money.ZERO.toFixed(),
      refunded: Money.ZERO.toFixed(),
      due: grandTotal.toFixed(),
      updated_at: now,
    });
  }
}
