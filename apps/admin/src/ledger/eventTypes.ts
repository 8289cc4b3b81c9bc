import type { BankReconciliationEvent, BillEvent, CashbookEvent, CreditNoteEvent, DebitNoteEvent, InvoiceEventType, JournalEvent, OPENING_BALANCE_REDATED, OPENING_BALANCE_SET, PeriodLocked, ReceiptEvent, STOCK_UPDATED, VatReturnFiled, VoucherEvent } from '@ginuma/domain';

/**
 * Every event type the API appends. The ledger catalogues name each one (`ledger.types`), so
 * a new type without a label in English and Sinhala fails the typecheck instead of showing
 * its raw name in the audit trail.
 */
export type AppendableEventType =
  | InvoiceEventType
  | ReceiptEvent['type']
  | VoucherEvent['type']
  | BillEvent['type']
  | CreditNoteEvent['type']
  | DebitNoteEvent['type']
  | CashbookEvent['type']
  | typeof OPENING_BALANCE_SET
  | typeof OPENING_BALANCE_REDATED
  | typeof STOCK_UPDATED
  | JournalEvent['type']
  | PeriodLocked['type']
  | VatReturnFiled['type']
  | BankReconciliationEvent['type'];
