import { Foundation1732240000000 } from './1732240000000-foundation';
import { Ledger1732240100000 } from './1732240100000-ledger';
import { UserRegistry1732240200000 } from './1732240200000-user-registry';
import { Records1732240300000 } from './1732240300000-records';
import { SettingsDocuments1732240400000 } from './1732240400000-settings-documents';
import { Products1732240500000 } from './1732240500000-products';
import { MailOutbox1732240600000 } from './1732240600000-mail-outbox';
import { DocumentTemplates1732240700000 } from './1732240700000-document-templates';
import { Invoices1732240800000 } from './1732240800000-invoices';
import { SharedLinks1732240900000 } from './1732240900000-shared-links';
import { RecurringInvoices1732241000000 } from './1732241000000-recurring-invoices';
import { ProductCosts1732241100000 } from './1732241100000-product-costs';
import { TemplateDefault1732241200000 } from './1732241200000-template-default';
import { Attachments1732241300000 } from './1732241300000-attachments';
import { Payments1732241500000 } from './1732241500000-payments';
import { VouchersCashbook1732241600000 } from './1732241600000-vouchers-cashbook';
import { OutstandingReport1732241700000 } from './1732241700000-outstanding-report';
import { LedgerAppend1732241800000 } from './1732241800000-ledger-append';
import { CustomerIndexes1732241900000 } from './1732241900000-customer-indexes';
import { AccountReset1732241900001 } from './1732241900001-account-reset';
import { Stock1732242000000 } from './1732242000000-stock';
import { OutstandingKnownAt1732242100000 } from './1732242100000-outstanding-known-at';
import { DropInvoiceShareToken1732242200000 } from './1732242200000-drop-invoice-share-token';
import { AccountMail1732243000000 } from './1732243000000-account-mail';
import { Plans1732243100000 } from './1732243100000-plans';
import { GoogleSignInSummaries1732243200000 } from './1732243200000-google-sign-in-summaries';
import { MonthlySummaries1732243250000 } from './1732243250000-monthly-summaries';
import { Books1732243300000 } from './1732243300000-books';
import { BooksReports1732243400000 } from './1732243400000-books-reports';
import { DocumentsSurface1732243500000 } from './1732243500000-documents-surface';
import { CashBookClient1732243550000 } from './1732243550000-cash-book-client';
import { SharedQuotationLinks1732243600000 } from './1732243600000-shared-quotation-links';
import { RefundNote1732243610000 } from './1732243610000-refund-note';
import { DocumentStage1732243700000 } from './1732243700000-document-stage';
import { LedgerAppendInline1732243800000 } from './1732243800000-ledger-append-inline';
import { QuotationStatus1732243900000 } from './1732243900000-quotation-status';
import { Bills1732244000000 } from './1732244000000-bills';
import { SignIns1732244300000 } from './1732244300000-sign-ins';
import { TwoStep1732245100000 } from './1732245100000-two-step';
import { BankStatements1732251000000 } from './1732251000000-bank-statements';
import { OpeningBalanceDate1732247000000 } from './1732247000000-opening-balance-date';
import { BillStockSources1732248000000 } from './1732248000000-bill-stock-sources';
import { CreditNotes1732248100000 } from './1732248100000-credit-notes';
import { PaymentTerms1732249000000 } from './1732249000000-payment-terms';
import { TaxIdentity1732252000000 } from './1732252000000-tax-identity';
import { TaxInvoicePrints1732252100000 } from './1732252100000-tax-invoice-prints';
import { VatFilingLock1732252200000 } from './1732252200000-vat-filing-lock';
import { VatLockSupplies1732260100000 } from './1732260100000-vat-lock-supplies';
import { VatDay1732260200000 } from './1732260200000-vat-day';
import { Imports1732253000000 } from './1732253000000-imports';
import { TaxSettings1732256000000 } from './1732256000000-tax-settings';
import { ImportUndo1732258000000 } from './1732258000000-import-undo';
import { BankLineMatchDocuments1732257000000 } from './1732257000000-bank-line-match-documents';
import { BankRules1732257100000 } from './1732257100000-bank-rules';
import { BankDocumentAmounts1732261000000 } from './1732261000000-bank-document-amounts';
import { DebitNotes1732255000000 } from './1732255000000-debit-notes';
import { BillSettlement1732255100000 } from './1732255100000-bill-settlement';
import { BillSettlementCrossing1732259500000 } from './1732259500000-bill-settlement-crossing';
import { SharedNoteLinks1732259000000 } from './1732259000000-shared-note-links';
import { CreditNoteReceipts1732259100000 } from './1732259100000-credit-note-receipts';
import { AccountDayMoneyLines1732250000000 } from './1732250000000-account-day-money-lines';
import { VoucherBills1732244500000 } from './1732244500000-voucher-bills';
import { PropagatedSettings1732264000000 } from './1732264000000-propagated-settings';
import { LedgerAppendReturning1732264100000 } from './1732264100000-ledger-append-returning';
import { LedgerAppendStreams1732262000000 } from './1732262000000-ledger-append-streams';
import { NaturalKeys1732262100000 } from './1732262100000-natural-keys';
import { ImportRows1732262500000 } from './1732262500000-import-rows';
import { ImportRuns1732265000000 } from './1732265000000-import-runs';
import { ImportChanges1732265100000 } from './1732265100000-import-changes';

/** Every migration in order; TypeORM runs the ones not yet recorded. */
export const MIGRATIONS = [
  Foundation1732240000000,
  Ledger1732240100000,
  UserRegistry1732240200000,
  Records1732240300000,
  SettingsDocuments1732240400000,
  Products1732240500000,
  MailOutbox1732240600000,
  DocumentTemplates1732240700000,
  Invoices1732240800000,
  SharedLinks1732240900000,
  RecurringInvoices1732241000000,
  ProductCosts1732241100000,
  TemplateDefault1732241200000,
  Attachments1732241300000,
  Payments1732241500000,
  VouchersCashbook1732241600000,
  OutstandingReport1732241700000,
  LedgerAppend1732241800000,
  CustomerIndexes1732241900000,
  AccountReset1732241900001,
  Stock1732242000000,
  OutstandingKnownAt1732242100000,
  DropInvoiceShareToken1732242200000,
  AccountMail1732243000000,
  Plans1732243100000,
  GoogleSignInSummaries1732243200000,
  MonthlySummaries1732243250000,
  Books1732243300000,
  BooksReports1732243400000,
  DocumentsSurface1732243500000,
  CashBookClient1732243550000,
  SharedQuotationLinks1732243600000,
  RefundNote1732243610000,
  DocumentStage1732243700000,
  LedgerAppendInline1732243800000,
  QuotationStatus1732243900000,
  Bills1732244000000,
  SignIns1732244300000,
  VoucherBills1732244500000,
  TwoStep1732245100000,
  BankStatements1732251000000,
  OpeningBalanceDate1732247000000,
  BillStockSources1732248000000,
  CreditNotes1732248100000,
  PaymentTerms1732249000000,
  TaxIdentity1732252000000,
  TaxInvoicePrints1732252100000,
  VatFilingLock1732252200000,
  Imports1732253000000,
  ImportUndo1732258000000,
  LedgerAppendStreams1732262000000,
  NaturalKeys1732262100000,
  ImportRows1732262500000,
  AccountDayMoneyLines1732250000000,
  BankLineMatchDocuments1732257000000,
  BankRules1732257100000,
  BankDocumentAmounts1732261000000,
  DebitNotes1732255000000,
  BillSettlement1732255100000,
  BillSettlementCrossing1732259500000,
  SharedNoteLinks1732259000000,
  CreditNoteReceipts1732259100000,
  TaxSettings1732256000000,
  VatLockSupplies1732260100000,
  VatDay1732260200000,
  PropagatedSettings1732264000000,
  LedgerAppendReturning1732264100000,
  ImportRuns1732265000000,
  ImportChanges1732265100000,
];
