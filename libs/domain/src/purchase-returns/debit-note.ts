import { ACCOUNTS, type PostingLine } from '../accounting/accounts';
import { negatePostings } from '../invoicing/invoice.posting';
import { billConfirmationPostings, billSnapshot, type BillConfirmedData, type BillLineSnapshot, type PendingBillLine } from '../purchases/bill';

/*
 * A supplier debit note: what the business claims back from a supplier for goods returned on one
 * of its bills, or for a price claim. Confirmed, it takes the purchase back out of the books for
 * what it covers and holds that as supplier credit, which is then spent on the supplier's open
 * bills. Its figures are a bill's, computed by the bill's own rules. Event data is JSON only.
 */

/** A line returning `quantity` of the bill's line at index `billLine`. */
export interface BillReturnLine {
  billLine: number;
  quantity: string;
}

/**
 * Goods returned on a confirmed bill: the bill as its stream holds it, whether it was reversed,
 * and what earlier confirmed debit notes already returned of each of its lines (by line index),
 * read by the caller under the bill's row lock so two returns of one bill queue.
 */
export interface BillReturn {
  kind: 'return';
  bill: BillConfirmedData;
  billReversed: boolean;
  returned: Readonly<Record<number, string>>;
  lines: readonly BillReturnLine[];
}

/** A price claim with no bill: expense lines, each with its tax at its rate now. */
export interface PriceClaim {
  kind: 'claim';
  lines: readonly PendingBillLine[];
}

export interface PendingDebitNote {
  debitNoteId: string;
  code: string;
  supplierId: string;
  date: string;
  note: string | null;
  source: BillReturn | PriceClaim;
}

/** A claimed line: a bill line's figures, and for a return the index of the bill line it returns. */
export type DebitNoteLineSnapshot = BillLineSnapshot & { billLine: number | null };

export type DebitNoteConfirmedData = {
  debitNoteId: string;
  code: string;
  supplierId: string;
  billId: string | null;
  date: string;
  note: string | null;
  lines: DebitNoteLineSnapshot[];
  subTotal: string;
  taxTotal: string;
  grandTotal: string;
  confirmedAt: string;
};

export type DebitNoteReversedData = { debitNoteId: string; code: string; reversedOn: string; reversedAt: string };

export type DebitNoteConfirmed = { type: 'DebitNoteConfirmed'; data: DebitNoteConfirmedData };
export type DebitNoteReversed = { type: 'DebitNoteReversed'; data: DebitNoteReversedData };
export type DebitNoteEvent = DebitNoteConfirmed | DebitNoteReversed;
export const DEBIT_NOTE_EVENT_TYPES: readonly DebitNoteEvent['type'][] = ['DebitNoteConfirmed', 'DebitNoteReversed'];
export const DEBIT_NOTE_EVENT_SCHEMA_VERSION = 1;

export function debitNoteStream(debitNoteId: string): string {
  return `debit-note-${debitNoteId}`;
}

/** A returned bill line as a bill line of its own: the bill's unit cost and tax, so the goods leave at the cost they came in at. */
function returnedLines(source: BillReturn): PendingBillLine[] {
  return source.lines.map(({ billLine, quantity }) => {
    const bought = source.bill.lines[billLine] as BillLineSnapshot;
    return {
      productId: bought.productId,
      expenseCategoryId: bought.expenseCategoryId,
      description: bought.description,
      quantity,
      unitCost: bought.unitCost,
      tax: bought.taxId && bought.taxRate !== null ? { taxId: bought.taxId, rate: bought.taxRate } : null,
    };
  });
}

/** What the ledger stores for a pending debit note's confirmation, priced by the bill's own totals (never the client's). */
export function debitNoteSnapshot(note: PendingDebitNote, confirmedAt: string): DebitNoteConfirmedData {
  const { source } = note;
  const lines = source.kind === 'return' ? returnedLines(source) : [...source.lines];
  const figures = billSnapshot({ billId: note.debitNoteId, code: note.code, supplierId: note.supplierId, billNumber: note.code, date: note.date, dueDate: note.date, lines }, confirmedAt);
  return {
    debitNoteId: note.debitNoteId,
    code: note.code,
    supplierId: note.supplierId,
    billId: source.kind === 'return' ? source.bill.billId : null,
    date: note.date,
    note: note.note,
    lines: figures.lines.map((line, i) => ({ ...line, billLine: source.kind === 'return' ? (source.lines[i] as BillReturnLine).billLine : null })),
    subTotal: figures.subTotal,
    taxTotal: figures.taxTotal,
    grandTotal: figures.grandTotal,
    confirmedAt,
  };
}

/**
 * A debit note's confirmation as a journal entry: the bill's own entry for what it covers,
 * negated (Cr inventory or expense, Cr input tax, goods' quantity back to the supplier), held as
 * supplier credit (Dr supplier-credit, supplier:<id>) rather than taken off one bill: applying it
 * to a bill later spends that credit as a payment.
 */
export function debitNoteConfirmationPostings(note: DebitNoteConfirmedData): PostingLine[] {
  const purchase = { ...note, billId: note.debitNoteId, billNumber: note.code, dueDate: note.date };
  return negatePostings(billConfirmationPostings(purchase)).map((line) =>
    line.account === ACCOUNTS.payable && line.commodity === undefined ? { ...line, account: ACCOUNTS.supplierCredit } : line,
  );
}
