import { ApiProperty } from '@nestjs/swagger';
import { Money, parseMoney, receiptsRefusal } from '@ginuma/domain';
import type { DraftBody, DraftEdit, DraftEditing } from '../../platform/documents/draft-edit-controller.factory';
import { UpdateReceipt } from './commands/update-receipt.handler';
import { UpdateRefund } from './commands/update-refund.handler';
import { PAYMENTS_PATH, RECEIPT_DOCUMENT, REFUND_DOCUMENT } from './payment-document-kinds';
import { PaymentInvoiceRequest, receiptInput, refundInput } from './payment.requests';

/*
 * The public API's calls on one invoice line of a pending receipt or refund (add an invoice, change
 * its amount, take it off), as changes to the `invoices` list of the body their PUT takes.
 */

export class PaymentInvoiceRef {
  @ApiProperty({ description: 'The invoice’s id or code' }) invoice_id!: string;
}

export class ReceiptItemRequest extends PaymentInvoiceRequest {
  @ApiProperty({ format: 'uuid' }) receipt_id!: string;
}

export class RefundItemRequest extends PaymentInvoiceRequest {
  @ApiProperty({ format: 'uuid' }) refund_id!: string;
}

type Line = { invoice_id: string; amount: unknown; code?: string | null };

const linesOf = (draft: DraftBody): Line[] =>
  (Array.isArray(draft.invoices) ? (draft.invoices as Line[]) : []).map((line) => ({ invoice_id: line.invoice_id, amount: line.amount }));

/** The line a change names by the invoice's id or code (as the pickers send either). */
function lineOf(draft: DraftBody, change: DraftBody): number {
  const ref = typeof change.invoice_id === 'string' ? change.invoice_id.trim().toLowerCase() : '';
  const views = Array.isArray(draft.invoices) ? (draft.invoices as Line[]) : [];
  const index = ref ? views.findIndex((line) => line.invoice_id === ref || line.code?.toLowerCase() === ref) : -1;
  if (index < 0) throw receiptsRefusal.onField('invoice_id', 'invoice-not-on-document');
  return index;
}

/** A receipt pays at least what it applies: a line added or raised past it raises the paid amount. */
function covered(draft: DraftBody, lines: Line[]): DraftBody {
  if (!('paid_amount' in draft)) return { ...draft, invoices: lines };
  const amounts = lines.map((line) => parseMoney(line.amount, { sign: 'positive' }));
  const paid = parseMoney(draft.paid_amount, { sign: 'positive' });
  if (!paid.ok || amounts.some((a) => !a.ok)) return { ...draft, invoices: lines };
  const applied = Money.sum(amounts.map((a) => (a.ok ? a.value : Money.ZERO)));
  return { ...draft, invoices: lines, paid_amount: applied.greaterThan(paid.value) ? applied.toFixed() : draft.paid_amount };
}

function edits(paths: { add: string; remove: string; details: string; idField: string; detailsBody: DraftEdit['body'] }): DraftEdit[] {
  return [
    {
      name: 'addInvoice',
      method: 'POST',
      path: paths.add,
      summary: 'Names one more invoice, with the amount applied to it',
      body: PaymentInvoiceRequest,
      apply: (draft, change) => covered(draft, [...linesOf(draft), { invoice_id: change.invoice_id as string, amount: change.amount }]),
    },
    {
      name: 'removeInvoice',
      method: 'POST',
      path: paths.remove,
      summary: 'Takes one invoice off',
      body: PaymentInvoiceRef,
      apply: (draft, change) => {
        const index = lineOf(draft, change);
        return { ...draft, invoices: linesOf(draft).filter((_, i) => i !== index) };
      },
    },
    {
      name: 'updateInvoiceAmount',
      method: 'POST',
      path: paths.details,
      idField: paths.idField,
      summary: 'Changes the amount applied to one invoice',
      body: paths.detailsBody,
      apply: (draft, change) => {
        const index = lineOf(draft, change);
        return covered(draft, linesOf(draft).map((line, i) => (i === index ? { ...line, amount: change.amount ?? null } : line)));
      },
    },
  ];
}

export const RECEIPT_DRAFT_EDITING: DraftEditing = {
  path: PAYMENTS_PATH,
  kind: RECEIPT_DOCUMENT,
  resource: 'payments',
  update: async (me, id, body) => new UpdateReceipt(me, id, await receiptInput(body)),
  edits: edits({ add: 'add/:id', remove: 'delete/invoice/:id', details: 'update/payment/item/details', idField: 'receipt_id', detailsBody: ReceiptItemRequest }),
};

export const REFUND_DRAFT_EDITING: DraftEditing = {
  path: PAYMENTS_PATH,
  kind: REFUND_DOCUMENT,
  resource: 'refunds',
  update: async (me, id, body) => new UpdateRefund(me, id, await refundInput(body)),
  edits: edits({ add: 'refunds/add/:id', remove: 'delete/refund/invoice/:id', details: 'update/receipt/refund/details', idField: 'refund_id', detailsBody: RefundItemRequest }),
};
