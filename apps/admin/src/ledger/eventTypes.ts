import type { BillEvent, CashbookEvent, InvoiceEventType, JournalEvent, OPENING_BALANCE_SET, PeriodLocked, ReceiptEvent, STOCK_UPDATED, VoucherEvent } from '@ginuma/domain';

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
  | CashbookEvent['type']
  | typeof OPENING_BALANCE_SET
  | typeof STOCK_UPDATED
  | JournalEvent['type']
  | PeriodLocked['type'];
