import {
  billDecider,
  billStream,
  debitNoteDecider,
  debitNotesRefusal,
  Money,
  Quantity,
  returnedQuantities,
  validationRefusal,
  type DebitNoteConfirmedData,
  type DebitNoteStoredLine,
  type FieldRefusal,
  type LowestBalance,
  type PendingDebitNote,
} from '@ginuma/domain';
import { readState } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import { validationFailed, type FieldErrors } from '../../platform/http/app-errors';
import { validBody } from '../../platform/http/validation.pipe';
import { stockPositions } from '../stock/stock-position';
import { DebitNoteRequest } from './debit-note.requests';
import { confirmedBillReturns, type DebitNoteDetailRow } from './debit-note-rows';

/** A debit note's body checked against the workspace: what the create and update statements store. */
export interface DebitNoteInput {
  supplierId: string;
  billId: string | null;
  date: string;
  note: string | null;
  lines: {
    billLine: number | null;
    expenseCategoryId: string | null;
    description: string | null;
    unitCost: string | null;
    /** A claim line's tax at its rate now; a return takes its bill line's own. */
    tax: { taxId: string; rate: string } | null;
    quantity: string;
  }[];
}

const blank = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);
const given = (value: unknown) => value !== undefined && value !== null;

/**
 * A debit note's body read by its DTO, then against the workspace: a live supplier, a live bill
 * when one is named, live expense categories and taxes, and each line the shape its note needs
 * (a return names a bill line; a price claim names its expense and unit cost).
 */
export async function validDebitNote(tx: Tx, me: Principal, body: Record<string, unknown>): Promise<DebitNoteInput> {
  const request = await validBody(DebitNoteRequest, body);
  const errors: FieldErrors = {};
  const add = (field: string, refusal: FieldRefusal) => (errors[field] ??= []).push(refusal);
  const returning = Boolean(request.bill_id);
  request.lines.forEach((line, i) => {
    const shaped = returning
      ? given(line.bill_line) && !given(line.unit_cost) && !given(line.expense_category_id) && !given(line.tax_id)
      : !given(line.bill_line) && given(line.expense_category_id) && given(line.unit_cost);
    if (!shaped) add(`lines.${i}`, debitNotesRefusal.field('line-shape'));
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const lower = (id: string | null | undefined) => (id ? id.toLowerCase() : null);
  const supplierId = request.supplier_id.toLowerCase();
  const billId = lower(request.bill_id);
  const categories = request.lines.map((l) => lower(l.expense_category_id));
  const taxes = request.lines.map((l) => lower(l.tax_id));
  const [found] = await tx.query<{ supplier: boolean; bill: boolean; missing_categories: number[]; missing_taxes: number[]; rates: Record<string, string> }>(
    `WITH l AS (SELECT * FROM unnest($4::uuid[], $5::uuid[]) WITH ORDINALITY AS l (category_id, tax_id, i))
     SELECT EXISTS (SELECT 1 FROM suppliers WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL) AS supplier,
            EXISTS (SELECT 1 FROM bills WHERE tenant_id = $1 AND id = $3 AND deleted_at IS NULL) AS bill,
            coalesce((SELECT array_agg((i - 1)::int ORDER BY i) FROM l WHERE category_id IS NOT NULL
                        AND NOT EXISTS (SELECT 1 FROM expense_categories c WHERE c.tenant_id = $1 AND c.id = l.category_id AND c.deleted_at IS NULL)), '{}') AS missing_categories,
            coalesce((SELECT array_agg((i - 1)::int ORDER BY i) FROM l WHERE tax_id IS NOT NULL
                        AND NOT EXISTS (SELECT 1 FROM taxes x WHERE x.tenant_id = $1 AND x.id = l.tax_id AND x.deleted_at IS NULL)), '{}') AS missing_taxes,
            (SELECT coalesce(jsonb_object_agg(x.id, x.rate::text), '{}') FROM taxes x WHERE x.tenant_id = $1 AND x.id IN (SELECT tax_id FROM l)) AS rates`,
    [me.tenantId, supplierId, billId, categories, taxes],
  );
  if (!found.supplier) add('supplier_id', validationRefusal.field('choice', { label: 'supplier' }));
  if (billId && !found.bill) add('bill_id', validationRefusal.field('choice', { label: 'bill' }));
  for (const i of found.missing_categories) add(`lines.${i}.expense_category_id`, validationRefusal.field('choice', { label: 'expense category' }));
  for (const i of found.missing_taxes) add(`lines.${i}.tax_id`, validationRefusal.field('choice', { label: 'tax' }));
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  return {
    supplierId,
    billId,
    date: request.date,
    note: blank(request.note),
    lines: request.lines.map((l, i) => {
      const taxId = taxes[i] ?? null;
      return {
        billLine: returning ? (l.bill_line as number) : null,
        expenseCategoryId: returning ? null : (categories[i] ?? null),
        description: returning ? null : blank(l.description),
        unitCost: returning ? null : Money.of(String(l.unit_cost)).toFixed(),
        tax: !returning && taxId ? { taxId, rate: found.rates[taxId] ?? '0' } : null,
        quantity: Quantity.of(String(l.quantity)).toFixed(),
      };
    }),
  };
}

/**
 * The note as its decider confirms it: a return with its bill as the bill's stream holds it and
 * what the bill's other confirmed notes returned (read under the bill's row lock, so two returns
 * of one bill queue), or a price claim with its lines.
 */
export async function pendingDebitNote(tx: Tx, tenantId: string, note: { id: string; code: string }, input: DebitNoteInput): Promise<PendingDebitNote> {
  const base = { debitNoteId: note.id, code: note.code, supplierId: input.supplierId, date: input.date, note: input.note };
  if (!input.billId) {
    const lines = input.lines.map((l) => ({ productId: null, expenseCategoryId: l.expenseCategoryId, description: l.description, quantity: l.quantity, unitCost: l.unitCost ?? '0.00', tax: l.tax }));
    return { ...base, source: { kind: 'claim', lines } };
  }
  await tx.query(`SELECT 1 FROM bills WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, input.billId]);
  const { state } = await readState(tx, { tenantId, stream: billStream(input.billId) }, billDecider);
  if (state.stage === 'pending') throw debitNotesRefusal.onField('bill_id', 'bill-not-returnable');
  const earlier = await confirmedBillReturns(tx, tenantId, input.billId, note.id);
  const returned = returnedQuantities(earlier.map((row) => ({ lines: row.lines.map((l) => ({ billLine: l.bill_line, quantity: l.quantity })) })), 'billLine');
  const lines = input.lines.map((l) => ({ billLine: l.billLine as number, quantity: l.quantity }));
  return { ...base, source: { kind: 'return', bill: state.bill, billReversed: state.stage === 'reversed', returned, lines } };
}

/** The stocked products a pending return sends goods out of, in id order: the order their rows are locked in. */
export function returnedProductIds(pending: PendingDebitNote): string[] {
  const { source } = pending;
  if (source.kind === 'claim') return [];
  return [...new Set(source.lines.flatMap((l) => source.bill.lines[l.billLine]?.productId ?? []))].sort();
}

/**
 * Each returned product's lowest quantity from the note's date on, as the decider checks the
 * goods going out: read under the products' row locks when confirming, plainly for a draft.
 */
export async function returnedStock(tx: Tx, tenantId: string, pending: PendingDebitNote): Promise<ReadonlyMap<string, LowestBalance<Quantity>>> {
  const shelves = await stockPositions(tx, tenantId, returnedProductIds(pending), pending.date);
  return new Map([...shelves].map(([id, shelf]) => [id, shelf.lowest]));
}

/**
 * The note's figures as its confirmation would book them: the decider's own decision on the
 * draft, so a draft is priced and refused by the one rule that confirms it.
 */
export function decidedFigures(pending: PendingDebitNote, stock: ReadonlyMap<string, LowestBalance<Quantity>>, now: Date): DebitNoteConfirmedData {
  const [event] = debitNoteDecider.decide({ type: 'ConfirmDebitNote', data: { note: pending, stock } }, debitNoteDecider.initialState(), now);
  if (!event || event.type !== 'DebitNoteConfirmed') throw new TypeError('A debit note’s confirmation decides its confirmation');
  return event.data;
}

/** The row's columns, supplier_id through grand_total, in the order the create and update statements name them. */
export function debitNoteColumns(input: DebitNoteInput, figures: DebitNoteConfirmedData): unknown[] {
  const lines: DebitNoteStoredLine[] = figures.lines.map((l) => ({
    bill_line: l.billLine,
    product_id: l.productId,
    expense_category_id: l.expenseCategoryId,
    description: l.description,
    quantity: l.quantity,
    unit_cost: l.unitCost,
    tax_id: l.taxId,
    tax_rate: l.taxRate,
    amount: l.amount,
    tax_amount: l.taxAmount,
    total: l.total,
  }));
  return [input.supplierId, input.billId, input.date, input.note, JSON.stringify(lines), figures.subTotal, figures.taxTotal, figures.grandTotal];
}

/** A saved draft as the body that saved it: confirming checks it again, as it stands now. */
export function debitNoteBody(row: DebitNoteDetailRow): Record<string, unknown> {
  const returning = row.bill_id !== null;
  return {
    supplier_id: row.supplier_id,
    bill_id: row.bill_id,
    date: row.date,
    note: row.note,
    lines: row.lines.map((l) => ({
      bill_line: l.bill_line,
      expense_category_id: returning ? null : l.expense_category_id,
      description: returning ? null : l.description,
      unit_cost: returning ? null : l.unit_cost,
      tax_id: returning ? null : l.tax_id,
      quantity: l.quantity,
    })),
  };
}
