import { invoicingRefusal } from './invoicing.errors';
import { computeDocumentTotals, type DocumentContent, type DocumentTotals } from './invoice.totals';

/**
 * A quotation can be reversed, deleted, restored, permanently deleted and turned
 * into an invoice. Quotations move no money, so they are rows, not ledger events.
 * - pending: being written, can be sent; the only status that can be edited;
 * - converted: turned into an invoice (`invoiceId` links to it);
 * - reversed: withdrawn; kept for the record.
 * Soft deletion is apart from the status: a deleted quotation keeps its status for restore.
 */
export type QuotationStatus = 'pending' | 'converted' | 'reversed';
export const QUOTATION_STATUSES: readonly QuotationStatus[] = ['pending', 'converted', 'reversed'];

export interface Quotation {
  id: string;
  code: string;
  status: QuotationStatus;
  deleted: boolean;
  invoiceId: string | null;
  content: DocumentContent;
}

export type QuotationAction =
  | { type: 'EditQuotation'; content: DocumentContent }
  | { type: 'ConvertQuotation'; invoiceId: string }
  | { type: 'ReverseQuotation' }
  | { type: 'DeleteQuotation' }
  | { type: 'RestoreQuotation' }
  | { type: 'PermanentlyDeleteQuotation' };

export type QuotationActionType = QuotationAction['type'];

/** Which statuses allow each action, and whether it acts on a deleted or a live quotation. */
export const QUOTATION_TRANSITIONS: Readonly<Record<QuotationActionType, { from: readonly QuotationStatus[]; deleted: boolean }>> = {
  EditQuotation: { from: ['pending'], deleted: false },
  ConvertQuotation: { from: ['pending'], deleted: false },
  ReverseQuotation: { from: ['pending'], deleted: false },
  DeleteQuotation: { from: ['pending', 'converted', 'reversed'], deleted: false },
  RestoreQuotation: { from: ['pending', 'converted', 'reversed'], deleted: true },
  // An invoice links back to a converted quotation, so that one stays.
  PermanentlyDeleteQuotation: { from: ['pending', 'reversed'], deleted: true },
};

export type QuotationOutcome = { type: 'kept'; quotation: Quotation } | { type: 'removed' };

export function canApplyQuotationAction(quotation: Quotation, action: QuotationActionType): boolean {
  const rule = QUOTATION_TRANSITIONS[action];
  return rule.deleted === quotation.deleted && rule.from.includes(quotation.status);
}

export function decideQuotation(action: QuotationAction, quotation: Quotation): QuotationOutcome {
  if (!canApplyQuotationAction(quotation, action.type)) {
    const state = quotation.deleted ? `a deleted ${quotation.status}` : `a ${quotation.status}`;
    throw invoicingRefusal('quotation-not-allowed', { state });
  }
  switch (action.type) {
    case 'EditQuotation':
      return kept({ ...quotation, content: action.content });
    case 'ConvertQuotation':
      return kept({ ...quotation, status: 'converted', invoiceId: action.invoiceId });
    case 'ReverseQuotation':
      return kept({ ...quotation, status: 'reversed' });
    case 'DeleteQuotation':
      return kept({ ...quotation, deleted: true });
    case 'RestoreQuotation':
      return kept({ ...quotation, deleted: false });
    case 'PermanentlyDeleteQuotation':
      return { type: 'removed' };
    default: {
      const unknown: never = action;
      throw new TypeError(`Unknown quotation action ${JSON.stringify(unknown)}`);
    }
  }
}

/** A quotation's figures: the same computation and rounding as an invoice's. */
export function quotationTotals(quotation: Pick<Quotation, 'content'>): DocumentTotals {
  return computeDocumentTotals(quotation.content);
}

const kept = (quotation: Quotation): QuotationOutcome => ({ type: 'kept', quotation });
