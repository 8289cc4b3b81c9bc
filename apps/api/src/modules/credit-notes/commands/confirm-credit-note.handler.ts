import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertCreditNotePending, creditNoteDecider, creditNoteStream, type CreditNoteView } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { commandTarget } from '../../../platform/http/request-context';
import { lockProducts } from '../../stock/stock-position';
import { creditNoteBody, creditNoteColumns, pendingCreditNote, validCreditNote } from '../credit-note-draft';
import { findCreditNote } from '../credit-note-rows';
import { creditNoteView } from '../credit-note-view';

/**
 * Books a pending credit note: the sale taken back for what it covers, the customer's credit, and
 * returned goods back into stock at the cost they left at. The draft is checked again as it
 * stands now (what the invoice's other notes returned since), and the row keeps what was booked.
 */
export class ConfirmCreditNote extends Command<CreditNoteView> {
  constructor(
    readonly me: Principal,
    readonly creditNoteId: string,
  ) {
    super();
  }
}

@CommandHandler(ConfirmCreditNote)
export class ConfirmCreditNoteHandler implements ICommandHandler<ConfirmCreditNote> {
  constructor(private readonly db: Database) {}

  async execute({ me, creditNoteId }: ConfirmCreditNote): Promise<CreditNoteView> {
    const tx = this.db.tx;
    const note = await findCreditNote(tx, me.tenantId, creditNoteId, { lock: true });
    if (note.deleted_at) throw notFound();
    assertCreditNotePending(note.stage);
    const input = await validCreditNote(tx, me, creditNoteBody(note));
    const pending = await pendingCreditNote(tx, me.tenantId, note, input);
    // Stock writers take the products' rows in id order: the goods come back while no sale of the
    // same products decides its cost on a position this return is about to change.
    if (pending.source.kind === 'return') {
      const { invoice } = pending.source;
      const products = pending.source.lines.flatMap((l) => {
        const sold = invoice.lines[l.invoiceLine];
        return sold?.stockable && sold.productId ? [sold.productId] : [];
      });
      await lockProducts(tx, me.tenantId, [...new Set(products)].sort());
    }
    const { events } = await handleCommand(tx, commandTarget(me, creditNoteStream(creditNoteId)), creditNoteDecider, { type: 'ConfirmCreditNote', data: { note: pending } });
    const [confirmed] = events;
    if (confirmed?.type === 'CreditNoteConfirmed') {
      await tx.query(
        `UPDATE credit_notes SET customer_id = $3, invoice_id = $4, date = $5, note = $6, tax_ids = $7, lines = $8, sub_total = $9, other_discount = $10,
                tax_total = $11, grand_total = $12, updated_at = now()
          WHERE tenant_id = $1 AND id = $2`,
        [me.tenantId, creditNoteId, ...creditNoteColumns(input, confirmed.data)],
      );
    }
    return creditNoteView(await findCreditNote(tx, me.tenantId, creditNoteId));
  }
}
