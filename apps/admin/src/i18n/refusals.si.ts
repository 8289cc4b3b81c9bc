import type { RefusalCode } from '@ginuma/domain';
import type { RefusalTranslation } from './refusals/translations';
import { invoicingSi } from './refusals/invoicing.si';
import { invoicesSi } from './refusals/invoices.si';
import { quotationsSi } from './refusals/quotations.si';
import { receiptsSi } from './refusals/receipts.si';
import { productsSi } from './refusals/products.si';
import { booksSi } from './refusals/books.si';
import { ledgerQuerySi } from './refusals/ledger-query.si';
import { reportsSi } from './refusals/reports.si';
import { customersSi } from './refusals/customers.si';
import { suppliersSi } from './refusals/suppliers.si';
import { requestSi } from './refusals/request.si';
import { validationSi } from './refusals/validation.si';
import { usersSi } from './refusals/users.si';
import { authSi } from './refusals/auth.si';
import { accountMailSi } from './refusals/account-mail.si';
import { accountResetSi } from './refusals/account-reset.si';
import { googleSignInSi } from './refusals/google-sign-in.si';
import { plansSi } from './refusals/plans.si';
import { recordsSi } from './refusals/records.si';
import { listingSi } from './refusals/listing.si';
import { exportsSi } from './refusals/exports.si';
import { documentsSi } from './refusals/documents.si';
import { mailSi } from './refusals/mail.si';
import { uploadsSi } from './refusals/uploads.si';
import { attachmentsSi } from './refusals/attachments.si';
import { templatesSi } from './refusals/templates.si';
import { idempotencySi } from './refusals/idempotency.si';
import { paymentsSi } from './refusals/payments.si';
import { vouchersSi } from './refusals/vouchers.si';
import { cashbookSi } from './refusals/cashbook.si';
import { stockSi } from './refusals/stock.si';
import { journalsSi } from './refusals/journals.si';
import { periodLockSi } from './refusals/period-lock.si';
import { openingBalancesSi } from './refusals/opening-balances.si';
import { productPricesSi } from './refusals/product-prices.si';
import { billsSi } from './refusals/bills.si';
import { creditNotesSi } from './refusals/credit-notes.si';
import { debitNotesSi } from './refusals/debit-notes.si';
import { importsSi } from './refusals/imports.si';
import { bankStatementsSi } from './refusals/bank-statements.si';
import { taxSi } from './refusals/tax.si';

export { LABELS_SI } from './refusals/labels.si';

/** Every refusal of the API in Sinhala, by code: a code missing here fails the type check. */
export const REFUSALS_SI: Readonly<Record<RefusalCode, RefusalTranslation>> = {
  ...validationSi,
  ...requestSi,
  ...invoicingSi,
  ...invoicesSi,
  ...quotationsSi,
  ...receiptsSi,
  ...productsSi,
  ...booksSi,
  ...ledgerQuerySi,
  ...reportsSi,
  ...customersSi,
  ...suppliersSi,
  ...usersSi,
  ...authSi,
  ...accountMailSi,
  ...accountResetSi,
  ...googleSignInSi,
  ...plansSi,
  ...recordsSi,
  ...listingSi,
  ...exportsSi,
  ...documentsSi,
  ...mailSi,
  ...uploadsSi,
  ...attachmentsSi,
  ...templatesSi,
  ...idempotencySi,
  ...paymentsSi,
  ...vouchersSi,
  ...cashbookSi,
  ...stockSi,
  ...journalsSi,
  ...periodLockSi,
  ...openingBalancesSi,
  ...productPricesSi,
  ...billsSi,
  ...creditNotesSi,
  ...debitNotesSi,
  ...importsSi,
  ...bankStatementsSi,
  ...taxSi,
};
