import {
  creditNoteDecider,
  creditNotesRefusal,
  invoiceDecider,
  invoiceStream,
  Money,
  Quantity,
  returnedQuantities,
  validationRefusal,
  type AppliedTax,
  type CreditNoteConfirmedData,
  type CreditNoteLineView,
  type FieldRefusal,
  type PendingCreditNote,
} from '@ginuma/domain';
import { readState } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { validationFailed, type FieldErrors } from '../../platform/http/app-errors';
import { validBody } from '../../platform/http/validation.pipe';
import { CreditNoteRequest } from './credit-note.requests';
import { confirmedReturns, type CreditNoteDetailRow } from './credit-note-rows';

/** A credit note's body checked against the workspace: what the create and update statements store. */
export interface CreditNoteInput {
  customerId: string;
  invoiceId: string | null;
  date: string;
  note: string | null;
  /** A price reduction's taxes, at their rates now; a return takes its invoice's own. */
  taxes: AppliedTax[];
  lines: { invoiceLine: number | null; description: string | null; unitPrice: string | null; quantity: string }[];
}

const blank = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

/**
 * A credit note's body read by its DTO, then against the workspace: a live customer, a live
 * invoice when one is named, live taxes, and each line the shape its note needs (a return names
 * an invoice line; a price reduction says what it credits and its price).
 */
export async function validCreditNote(tx: Tx, me: Principal, body: Record<string, unknown>): Promise<CreditNoteInput> {
  const request = await validBody(CreditNoteRequest, body);
  const errors: FieldErrors = {};
  const add = (field: string, refusal: FieldRefusal) => (errors[field] ??= []).push(refusal);
  const returning = Boolean(request.invoice_id);
  request.lines.forEach((line, i) => {
    const shaped = returning
      ? line.invoice_line !== undefined && line.invoice_line !== null && (line.unit_price === undefined || line.unit_price === null)
      : (line.invoice_line === undefined || line.invoice_line === null) && Boolean(blank(line.description)) && line.unit_price !== undefined && line.unit_price !== null;
    if (!shaped) add(`lines.${i}`, creditNotesRefusal.field('line-shape'));
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const customerId = request.customer_id.toLowerCase();
  const invoiceId = request.invoice_id ? request.invoice_id.toLowerCase() : null;
  const taxIds = returning ? [] : [...new Set((request.tax_ids ?? []).map((id) => id.toLowerCase()))];
  const [found] = await tx.query<{ customer: boolean; invoice: boolean; taxes: { id: string; name: string; abbreviation: string; rate: string }[] }>(
    `SELECT EXISTS (SELECT 1 FROM customers WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL) AS customer,
            EXISTS (SELECT 1 FROM invoices WHERE tenant_id = $1 AND id = $3 AND deleted_at IS NULL) AS invoice,
            (SELECT coalesce(json_agg(json_build_object('id', x.id, 'name', x.name, 'abbreviation', x.abbreviation, 'rate', x.rate::text) ORDER BY x.name), '[]')
               FROM taxes x WHERE x.tenant_id = $1 AND x.id = ANY ($4::uuid[]) AND x.deleted_at IS NULL) AS taxes`,
    [me.tenantId, customerId, invoiceId, taxIds],
  );
  if (!found.customer) add('customer_id', validationRefusal.field('choice', { label: 'customer' }));
  if (invoiceId && !found.invoice) add('invoice_id', validationRefusal.field('choice', { label: 'invoice' }));
  if (found.taxes.length < taxIds.length) add('tax_ids', validationRefusal.field('choice', { label: 'tax' }));
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  return {
    customerId,
    invoiceId,
    date: request.date,
    note: blank(request.note),
    taxes: found.taxes.map((t) => ({ taxId: t.id, name: t.name, abbreviation: t.abbreviation, rate: Money.of(t.rate).toFixed() })),
    lines: request.lines.map((l) => ({
      invoiceLine: returning ? (l.invoice_line as number) : null,
      description: returning ? null : blank(l.description),
      unitPrice: returning ? null : Money.of(String(l.unit_price)).toFixed(),
      quantity: Quantity.of(String(l.quantity)).toFixed(),
    })),
  };
}

/**
 * The note as its decider confirms it: a return with its invoice as the invoice's stream holds it
 * and what the invoice's other confirmed notes returned (read under the invoice's row lock, so two
 * returns of one invoice queue), or a price reduction with its taxes.
 */
export async function pendingCreditNote(tx: Tx, tenantId: string, note: { id: string; code: string }, input: CreditNoteInput): Promise<PendingCreditNote> {
  const base = { creditNoteId: note.id, code: note.code, customerId: input.customerId, date: input.date, note: input.note };
  if (!input.invoiceId) {
    const lines = input.lines.map((l) => ({ description: l.description ?? '', unitPrice: l.unitPrice ?? '0.00', quantity: l.quantity }));
    return { ...base, source: { kind: 'reduction', lines, taxes: input.taxes } };
  }
  await tx.query(`SELECT 1 FROM invoices WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, input.invoiceId]);
  const { state } = await readState(tx, { tenantId, stream: invoiceStream(input.invoiceId) }, invoiceDecider);
  if (state.stage === 'draft') throw creditNotesRefusal.onField('invoice_id', 'invoice-not-returnable');
  const returned = returnedQuantities((await confirmedReturns(tx, tenantId, input.invoiceId, note.id)).map((row) => ({ lines: row.lines.map((l) => ({ invoiceLine: l.invoice_line, quantity: l.quantity })) })), 'invoiceLine');
  const lines = input.lines.map((l) => ({ invoiceLine: l.invoiceLine as number, quantity: l.quantity }));
  return { ...base, source: { kind: 'return', invoice: state.invoice, invoiceReversed: state.stage === 'reversed', returned, lines } };
}

/**
 * The note's figures as its confirmation would book them: the decider's own decision on the
 * draft, so a draft is priced and refused by the one rule that confirms it.
 */
export function decidedFigures(pending: PendingCreditNote, now: Date): CreditNoteConfirmedData {
  const [event] = creditNoteDecider.decide({ type: 'ConfirmCreditNote', data: { note: pending } }, creditNoteDecider.initialState(), now);
  if (!event || event.type !== 'CreditNoteConfirmed') throw new TypeError('A credit note’s confirmation decides its confirmation');
  return event.data;
}

/** The row's columns, customer_id through grand_total, in the order the create and update statements name them. */
export function creditNoteColumns(input: CreditNoteInput, figures: CreditNoteConfirmedData): unknown[] {
  const lines: CreditNoteLineView[] = figures.lines.map((l) => ({
    invoice_line: l.invoiceLine,
    product_id: l.productId,
    description: l.description,
    unit_price: l.unitPrice,
    quantity: l.quantity,
    discount: l.discount,
    total: l.total,
  }));
  const taxTotal = Money.sum(figures.taxes.map((t) => t.amount));
  return [
    input.customerId,
    input.invoiceId,
    input.date,
    input.note,
    JSON.stringify(input.taxes.map((t) => t.taxId)),
    JSON.stringify(lines),
    figures.subTotal,
    figures.otherDiscount.amount,
    taxTotal.toFixed(),
    figures.grandTotal,
  ];
}

/** A saved draft as the body that saved it: confirming checks it again, as it stands now. */
export function creditNoteBody(row: CreditNoteDetailRow): Record<string, unknown> {
  return {
    customer_id: row.customer_id,
    invoice_id: row.invoice_id,
    date: row.date,
    note: row.note,
    tax_ids: row.tax_ids,
    lines: row.lines.map((l) => ({
      invoice_line: l.invoice_line,
      description: l.invoice_line === null ? l.description : null,
      unit_price: l.invoice_line === null ? l.unit_price : null,
      quantity: l.quantity,
    })),
  };
}
