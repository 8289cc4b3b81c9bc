import type { RefusalText } from './shared/domain-error';
import { validationRefusal } from './shared/validation.refusals';
import { requestRefusal } from './shared/request.refusals';
import { invoicingRefusal } from './invoicing/invoicing.errors';
import { invoicesRefusal } from './invoicing/invoices.refusals';
import { quotationsRefusal } from './invoicing/quotations.refusals';
import { receiptsRefusal } from './payments/receipts.refusals';
import { productsRefusal } from './stock/products.refusals';
import { booksRefusal } from './accounting/books.refusals';
import { ledgerQueryRefusal } from './reporting/ledger-query.refusals';
import { reportsRefusal } from './reporting/reports.refusals';
import { customersRefusal } from './records/customers.refusals';
import { suppliersRefusal } from './records/suppliers.refusals';
import { usersRefusal } from './access/users.refusals';
import { accountMailRefusal, accountResetRefusal, authRefusal, googleSignInRefusal } from './access/auth.refusals';
import { plansRefusal } from './workspace/plans.refusals';
import { exportsRefusal, listingRefusal, recordsRefusal } from './records/records.refusals';
import { attachmentsRefusal, documentsRefusal, mailRefusal, templatesRefusal, uploadsRefusal } from './records/documents.refusals';
import { idempotencyRefusal } from './shared/idempotency.refusals';
import { paymentsRefusal } from './payments/payments.errors';
import { vouchersRefusal } from './vouchers/vouchers.refusals';
import { cashbookRefusal } from './cashbook/cashbook.refusals';
import { stockRefusal } from './stock/stock';
import { journalsRefusal } from './accounting/journal';
import { periodLockRefusal } from './accounting/period-lock';
import { openingBalancesRefusal } from './accounting/opening-balance.decide';
import { productPricesRefusal } from './records/product-prices.refusals';
import { billsRefusal } from './purchases/bills.refusals';
import { creditNotesRefusal } from './sales-returns/credit-notes.refusals';
import { debitNotesRefusal } from './purchase-returns/debit-notes.refusals';
import { importsRefusal } from './imports/imports.refusals';
import { bankStatementsRefusal } from './banking/bank-statements.refusals';
import { taxRefusal } from './tax/vat-return';

/**
 * Every refusal the API can answer with, by `<area>.<code>`: the English text and status. The
 * admin says each in Sinhala from its own catalogue, which must have every key of this one.
 */
export const REFUSAL_TEXTS = {
  ...validationRefusal.texts,
  ...requestRefusal.texts,
  ...invoicingRefusal.texts,
  ...invoicesRefusal.texts,
  ...quotationsRefusal.texts,
  ...receiptsRefusal.texts,
  ...productsRefusal.texts,
  ...booksRefusal.texts,
  ...ledgerQueryRefusal.texts,
  ...reportsRefusal.texts,
  ...customersRefusal.texts,
  ...suppliersRefusal.texts,
  ...usersRefusal.texts,
  ...authRefusal.texts,
  ...accountMailRefusal.texts,
  ...accountResetRefusal.texts,
  ...googleSignInRefusal.texts,
  ...plansRefusal.texts,
  ...recordsRefusal.texts,
  ...listingRefusal.texts,
  ...exportsRefusal.texts,
  ...documentsRefusal.texts,
  ...mailRefusal.texts,
  ...uploadsRefusal.texts,
  ...attachmentsRefusal.texts,
  ...templatesRefusal.texts,
  ...idempotencyRefusal.texts,
  ...paymentsRefusal.texts,
  ...vouchersRefusal.texts,
  ...cashbookRefusal.texts,
  ...stockRefusal.texts,
  ...journalsRefusal.texts,
  ...periodLockRefusal.texts,
  ...openingBalancesRefusal.texts,
  ...productPricesRefusal.texts,
  ...billsRefusal.texts,
  ...creditNotesRefusal.texts,
  ...debitNotesRefusal.texts,
  ...importsRefusal.texts,
  ...bankStatementsRefusal.texts,
  ...taxRefusal.texts,
} satisfies Record<string, RefusalText>;

export type RefusalCode = keyof typeof REFUSAL_TEXTS;
