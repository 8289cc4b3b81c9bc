import type { HttpMethod } from './route-table';

/**
 * The public API's calls as data: each as the product publishes it, and how we serve it. `{x}` is a
 * path parameter. A call published as GET that changes state is served as POST (a state change
 * is never a GET): `servedAs` records that.
 */
export interface SpecCall {
  method: HttpMethod;
  path: string;
  /** The method we serve it with, where it differs from the published one. */
  servedAs?: HttpMethod;
  /** The path we serve it at, where the published one has no /api prefix or names another alias. */
  servedAt?: string;
}

const call = (method: HttpMethod, path: string, more: Partial<SpecCall> = {}): SpecCall => ({ method, path, ...more });
/** A state change published as GET. */
const post = (path: string, more: Partial<SpecCall> = {}) => call('GET', path, { servedAs: 'POST', ...more });

/** The public API's common resource pattern: list, show, create, update, delete (and a record's status toggle). */
function standard(resource: string, options: { status?: boolean } = {}): SpecCall[] {
  const base = `/api/${resource}`;
  return [
    call('GET', base),
    call('GET', `${base}/{id}`),
    call('POST', base),
    call('PUT', `${base}/{id}`),
    call('DELETE', `${base}/{id}`),
    ...(options.status === false ? [] : [post(`${base}/status/{id}`)]),
  ];
}

export const SPEC_CALLS: SpecCall[] = [
  // Sign-in
  call('GET', '/api/csrf-cookie'),
  call('POST', '/api/login'),
  call('POST', '/logout'),
  call('GET', '/api/user'),
  call('POST', '/register', { servedAt: '/api/register' }),
  call('POST', '/api/auth/google/callback'),
  // Email verification
  post('/api/email-verify/{token}'),
  post('/api/email-verify/config/verified/{x}'),
  call('POST', '/api/email-verify/resend/{x}'),
  post('/api/email-verify/config/{x}'),

  // products
  ...standard('products'),
  call('GET', '/api/products/deleted-list'),
  call('GET', '/api/products/report'),
  call('GET', '/api/products/units'),
  call('GET', '/api/products/transactionTypes'),
  call('GET', '/api/products/{id}/withTrashed'),
  call('GET', '/api/products/get/latest'),
  call('GET', '/api/products/get/new/code'),
  call('GET', '/api/products/{code}/get/Barcode'),
  post('/api/products/deleted-list/{id}'),
  call('GET', '/api/products/get/cost/{id}'),
  call('GET', '/api/products/delete/cost/{id}', { servedAs: 'DELETE' }),
  call('POST', '/api/products/barcode'),
  call('POST', '/api/products/stock/{id}'),
  call('POST', '/api/products/add/cost/{id}'),
  call('POST', '/api/products/update/cost/{id}'),
  call('POST', '/api/products/search/product'),
  call('POST', '/api/products/search/product/withTrashed'),
  call('DELETE', '/api/products/permanent/delete/product/{id}'),

  // suppliers
  ...standard('suppliers'),
  call('GET', '/api/suppliers/get/expense/{id}'),
  call('GET', '/api/suppliers/getall'),
  call('GET', '/api/suppliers/types'),
  call('GET', '/api/suppliers/deleted-list'),
  post('/api/suppliers/deleted-list/{id}'),
  call('GET', '/api/suppliers/get/latest'),
  call('POST', '/api/suppliers/search/supplier'),
  call('DELETE', '/api/suppliers/permanent/delete/supplier/{id}'),

  // customers
  ...standard('customers'),
  call('GET', '/api/customers/get/invoice/{id}'),
  call('GET', '/api/customers/get/payment/{id}'),
  call('GET', '/api/customers/get/quotation/{id}'),
  call('GET', '/api/customers/deleted-list'),
  post('/api/customers/deleted-list/{id}'),
  call('POST', '/api/customers/email/{id}'),
  call('POST', '/api/customers/search/customer'),
  call('DELETE', '/api/customers/permanent/delete/customer/{id}'),

  // invoices
  ...standard('invoices', { status: false }),
  call('GET', '/api/invoices/restore'),
  post('/api/invoices/restore/{id}'),
  call('GET', '/api/invoices/code/{id}'),
  post('/api/invoices/confirm/{id}'),
  post('/api/invoices/email/{id}'),
  call('GET', '/api/invoices/print/{id}'),
  call('GET', '/api/invoices/get/code'),
  post('/api/invoices/create/new'),
  call('GET', '/api/invoices/get/payment/{id}'),
  call('GET', '/api/invoices/get/taxes/{id}'),
  call('GET', '/api/invoices/get/parameters/{id}'),
  call('GET', '/api/invoices/link/{id}'),
  call('GET', '/api/invoices/last/receipt'),
  call('GET', '/api/invoices/exports/list'),
  call('POST', '/api/invoices/email/{id}'),
  // Printing changes nothing: the PDF is a read.
  call('POST', '/api/invoices/print/{id}', { servedAs: 'GET' }),
  call('POST', '/api/invoices/temp/update/{id}'),
  call('POST', '/api/invoices/code/update/{id}'),
  call('POST', '/api/invoices/status/update/{id}'),
  call('POST', '/api/invoices/search/invoice/{x}'),
  call('POST', '/api/invoices/search/refund/invoice/{x}'),
  call('POST', '/api/invoices/add/items/{id}'),
  call('POST', '/api/invoices/add/payment/{id}'),
  call('POST', '/api/invoices/store/taxes/{id}'),
  call('POST', '/api/invoices/store/parameters/{id}'),
  call('POST', '/api/invoices/update/parameters/{id}'),
  call('POST', '/api/invoices/update/discount/{id}'),
  call('POST', '/api/invoices/update/item/product-detail/{id}'),
  call('POST', '/api/invoices/add/item/quantity/{id}'),
  call('POST', '/api/invoices/add/item/discount/{id}'),
  call('POST', '/api/invoices/add/item/price/{id}'),
  call('POST', '/api/invoices/generate/invoice/{id}'),
  call('POST', '/api/invoices/add/credit'),
  call('DELETE', '/api/invoices/delete/items/{id}'),
  call('DELETE', '/api/invoices/delete/taxes/{id}'),
  call('DELETE', '/api/invoices/permanent/delete/invoice/{id}'),

  // quotations (published without methods: reads are GET, changes POST, removals DELETE)
  ...standard('quotations', { status: false }),
  call('GET', '/api/quotations/deleted-list'),
  call('POST', '/api/quotations/reverse/{id}'),
  call('POST', '/api/quotations/update/quotation/data/{id}'),
  call('POST', '/api/quotations/update/quotation/code/{id}'),
  call('POST', '/api/quotations/status/update/{id}'),
  post('/api/quotations/create/new'),
  call('POST', '/api/quotations/delete/quotation/{id}'),
  call('POST', '/api/quotations/add/items/{id}'),
  call('DELETE', '/api/quotations/delete/items/{id}'),
  call('GET', '/api/quotations/get/quotation/taxes/{id}'),
  call('POST', '/api/quotations/store/quotation/taxes/{id}'),
  call('DELETE', '/api/quotations/delete/quotation/taxes/{id}'),
  call('POST', '/api/quotations/update/discount/{id}'),
  call('POST', '/api/quotations/email/{id}'),
  call('GET', '/api/quotations/print/{id}'),
  call('GET', '/api/quotations/link/{id}'),
  call('DELETE', '/api/quotations/permanent/delete/quotation/{id}'),

  // payments (receipts and refunds)
  ...standard('payments', { status: false }),
  call('GET', '/api/payments/refunds/{id}'),
  call('GET', '/api/payments/get/letest/{id}'),
  call('POST', '/api/payments/update/payment/item/details'),
  post('/api/payments/create/new'),
  post('/api/payments/refund/create/new'),
  call('POST', '/api/payments/add/{id}'),
  call('POST', '/api/payments/refunds/add/{id}'),
  call('GET', '/api/payments/get/payment/{id}'),
  call('GET', '/api/payments/get/refund/{id}'),
  post('/api/payments/delete/receipt/{id}'),
  post('/api/payments/delete/refund/{id}'),
  post('/api/payments/delete/invoice/{id}'),
  post('/api/payments/delete/refund/invoice/{id}'),
  post('/api/payments/confirm/payment/{id}'),
  post('/api/payments/confirm/refund/{id}'),
  call('POST', '/api/payments/add/receipt/{id}'),

  // receipts: the public API's other name of the payments resource
  ...standard('receipts', { status: false }),
  call('GET', '/api/receipts/deleted-list'),
  call('POST', '/api/receipts/email/{id}'),
  call('GET', '/api/receipts/refunds/{id}'),
  call('POST', '/api/receipts/update/receipt/refund/details'),
  call('POST', '/api/receipts/restore/{id}'),
  call('DELETE', '/api/receipts/permanent/delete/payment/{id}'),

  // vouchers
  ...standard('vouchers', { status: false }),
  call('GET', '/api/vouchers/deleted-list'),
  post('/api/vouchers/create/new'),
  call('DELETE', '/api/vouchers/attachment/{id}'),
  call('POST', '/api/vouchers/email/{id}'),
  post('/api/vouchers/delete/voucher/{id}'),
  post('/api/vouchers/confirm/voucher/{id}'),
  post('/api/vouchers/permanent/delete/voucher/{id}'),
  call('GET', '/api/vouchers/expenses'),
  call('GET', '/api/voucher-expenses/report'),
  call('GET', '/api/voucher-expenses/types'),
  call('POST', '/api/voucher-expenses/add/{id}'),
  call('POST', '/api/voucher-expenses/add/supplier/{id}'),
  call('GET', '/api/voucher-expenses/get/expense/{id}'),
  call('DELETE', '/api/voucher-expenses/delete/expense/{id}'),
  call('POST', '/api/voucher-expenses/update/voucher/expense/details'),

  // transactions (the cash book)
  ...standard('transactions', { status: false }).filter((c) => c.method !== 'POST' && c.method !== 'PUT'),
  call('GET', '/api/transactions/banks/balance/filter'),
  call('GET', '/api/transactions/banks/balance'),
  call('GET', '/api/transactions/new-code/get'),
  call('POST', '/api/transactions/transferFund'),
  call('GET', '/api/transactions/banks'),
  call('GET', '/api/transactions/bankWithoutCredits'),
  call('GET', '/api/transactions/balance/{id}'),
  call('GET', '/api/transactions/close-balance/{id}'),
  post('/api/transactions/delete/transaction/{id}'),

  // taxes, bank accounts, email settings, configurations
  ...standard('taxes'),
  call('GET', '/api/taxes/check-taxes'),
  call('GET', '/api/taxes/types'),
  ...standard('bank-accounts'),
  call('GET', '/api/bank-accounts/accounts'),
  call('GET', '/api/bank-accounts/accounts/without-credit'),
  call('GET', '/api/email-settings'),
  call('PUT', '/api/email-settings'),
  call('GET', '/api/configurations'),
  call('PUT', '/api/configurations'),
  call('GET', '/api/configurations/currency'),
  call('GET', '/api/configurations/time-zone'),
  // The key's role comes in the body (Audit when left out); the workspace is the signed-in one's.
  post('/api/configurations/key/create/{id}', { servedAt: '/api/configurations/key/create' }),
  call('POST', '/api/configurations/send-token'),
  call('POST', '/api/configurations/reset/account/{token}'),
  call('POST', '/api/configurations/update/dates/{id}'),

  // templates
  ...standard('invoice-templates'),
  call('GET', '/api/invoice-templates/template'),
  call('GET', '/api/invoice-templates/active/template'),
  call('GET', '/api/invoice-templates/types'),
  post('/api/invoice-templates/default/{id}'),
  call('POST', '/api/invoice-templates/temp/update/{id}'),
  call('POST', '/api/invoice-templates/save/image/{id}'),
  call('POST', '/api/invoice-templates/temp/update/logo/{id}'),
  call('DELETE', '/api/invoice-templates/delete/logo/{id}'),
  ...standard('quotation-templates'),
  post('/api/quotation-templates/default/{id}'),

  // settings records and the cash book's entries
  ...standard('units'),
  ...standard('product-category'),
  ...standard('expenses-categories'),
  call('GET', '/api/expenses-categories/expenses'),
  call('GET', '/api/expenses-categories/types'),
  ...standard('expenses-sub-categories'),
  call('GET', '/api/expenses-sub-categories/get-by-category/{id}'),
  call('GET', '/api/expenses'),
  call('GET', '/api/expenses/{id}'),
  call('POST', '/api/expenses'),
  call('PUT', '/api/expenses/{id}'),
  call('DELETE', '/api/expenses/{id}'),
  call('GET', '/api/incomes'),
  call('GET', '/api/incomes/{id}'),
  call('POST', '/api/incomes'),
  call('PUT', '/api/incomes/{id}'),
  call('DELETE', '/api/incomes/{id}'),
  ...standard('invoice-parameters'),
  call('GET', '/api/invoice-parameters/types'),

  // dashboard and reports
  call('GET', '/api/dashboard'),
  call('GET', '/api/dashboard/chartdata/sep/{x}'),
  call('GET', '/api/dashboard/chartdata/expenses'),
  call('GET', '/api/dashboard/chartdata/invoices'),
  call('GET', '/api/reports/payment_outstanding'),
  call('GET', '/api/reports/profitLost'),

  // users
  ...standard('users', { status: false }),
  call('GET', '/api/users/my/data'),
  call('POST', '/api/users/update/user'),
  call('POST', '/api/users/update/password'),
  post('/api/users/{id}/restore'),
  call('POST', '/api/users/search/user'),

  // stock
  call('GET', '/api/stock-logs'),
  call('GET', '/api/stock-logs/stocks/qty/filter'),
  call('GET', '/api/stock-logs/stocks/balance'),
  call('GET', '/api/stocks'),

  // password reset, plans
  call('POST', '/api/forgot-password/change'),
  call('POST', '/api/reset-password/{token}'),
  call('GET', '/api/business-plan'),
  call('GET', '/api/business-plan/{x}'),
  call('GET', '/api/business-plan/{x}/{y}'),
  call('POST', '/api/payment/plan'),

  // The books, our own calls beside the published ones: chart of accounts, manual journals
  // (/api/journals), the period lock (PUT /api/ledger/lock) and the accountant's reports.
  call('GET', '/api/ledger/accounts'),
  call('POST', '/api/ledger/accounts'),
  call('PUT', '/api/ledger/accounts/{id}'),
  call('GET', '/api/journals'),
  call('POST', '/api/journals'),
  call('POST', '/api/journals/confirm/{id}'),
  call('POST', '/api/journals/reverse/{id}'),
  call('GET', '/api/ledger/lock'),
  call('PUT', '/api/ledger/lock'),
  call('GET', '/api/reports/trial-balance'),
  call('GET', '/api/reports/general-ledger'),
  call('GET', '/api/reports/balance-sheet'),
];
