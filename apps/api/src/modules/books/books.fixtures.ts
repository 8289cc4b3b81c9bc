import type { Test } from 'supertest';
import { calendarDateIn, DEFAULT_TIME_ZONE, type TrialBalanceReport } from '@ginuma/domain';

// Arranging books through the HTTP API, shared by the books' and the books reports' API specs.

/** What this needs of tests/support's Browser and TestApp, which no library exports. */
interface Client {
  get(path: string): Test;
  post(path: string, body?: object): Test;
  put(path: string, body?: object): Test;
  delete(path: string): Test;
}
interface Database {
  sql<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
}

export const today = () => calendarDateIn(DEFAULT_TIME_ZONE);

/** `n` days before the workspace's today (Colombo, as the API dates things). */
export const daysBefore = (n: number) => {
  const day = new Date(`${today()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - n);
  return day.toISOString().slice(0, 10);
};

/** A workspace with one of each party its documents need; the bank opens with 5,000 and the product with 50 in stock. */
export interface Books {
  /** Signed in as the workspace's admin. */
  browser: Client;
  tenantId: string;
  customerId: string;
  supplierId: string;
  categoryId: string;
  bankId: string;
  productId: string;
}

export async function openBooks(app: Database, owner: { browser: Client; user: { workspace: { id: string } } }): Promise<Books> {
  const tenantId = owner.user.workspace.id;
  await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [tenantId]);
  const b = owner.browser;
  await b.post('/api/invoice-templates', { name: 'T', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
  const created = async (path: string, body: object) => (await b.post(path, body).expect(201)).body.id as string;
  return {
    browser: b,
    tenantId,
    customerId: await created('/api/customers', { name: 'Silva Traders' }),
    supplierId: await created('/api/suppliers', { name: 'Perera Stationers', type: 'Local Vendor' }),
    categoryId: await created('/api/expenses-categories', { name: 'Stationery', type: 'Cost of Operations' }),
    bankId: await created('/api/bank-accounts', { identification_name: 'BOC Current', balance: '5000' }),
    productId: await created('/api/products', { name: 'Tea 100g', type: 'Stockable', selling_price: '450', unit_cost: '100', open_stock: '50' }),
  };
}

/** Documents of `books`, each created through the API: `confirmed…` ones posted, the others left as drafts. */
export function documentsOf(books: Books) {
  const b = books.browser;
  const draft = async (path: string, body: object) => (await b.post(path, body).expect(201)).body.id as string;
  const confirmed = async (id: string, confirmPath: string) => {
    await b.post(`${confirmPath}/${id}`).expect(200);
    return id;
  };
  const documents = {
    invoice: (date: string, lines: object[] = [{ description: 'Work', price: '1000.00', quantity: 1 }], customerId = books.customerId) =>
      draft('/api/invoices', { customer_id: customerId, date, due_date: date, lines }),
    receipt: (invoiceId: string, date: string, amount: string) =>
      draft('/api/payments', { customer_id: books.customerId, date, pay_type: 'Bank', account_id: books.bankId, paid_amount: amount, invoices: [{ invoice_id: invoiceId, amount }] }),
    refund: (invoiceId: string, date: string, amount: string) =>
      draft('/api/payments/refunds', { customer_id: books.customerId, date, refund_type: 'Cash Refund', account_id: books.bankId, invoices: [{ invoice_id: invoiceId, amount }] }),
    voucher: (date: string, amount: string) =>
      draft('/api/vouchers', { supplier_id: books.supplierId, date, pay_type: 'Bank', account_id: books.bankId, expense_category_id: books.categoryId, amount }),
    /** A cash sale found late: Dr cash, Cr sales. */
    journal: (date: string, amount: string) =>
      draft('/api/journals', { date, memo: 'Cash sale', lines: [{ account: 'cash', debit: amount }, { account: 'sales', credit: amount }] }),
  };
  return {
    ...documents,
    confirmedInvoice: async (...args: Parameters<typeof documents.invoice>) => confirmed(await documents.invoice(...args), '/api/invoices/confirm'),
    confirmedReceipt: async (...args: Parameters<typeof documents.receipt>) => confirmed(await documents.receipt(...args), '/api/payments/confirm/payment'),
    confirmedRefund: async (...args: Parameters<typeof documents.refund>) => confirmed(await documents.refund(...args), '/api/payments/confirm/refund'),
    confirmedVoucher: async (...args: Parameters<typeof documents.voucher>) => confirmed(await documents.voucher(...args), '/api/vouchers/confirm/voucher'),
    confirmedJournal: async (...args: Parameters<typeof documents.journal>) => confirmed(await documents.journal(...args), '/api/journals/confirm'),
  };
}

/** The trial balance's figures as of `asOf`, without the instant it was asked at (which every answer echoes). */
export async function trialBalanceFigures(books: Books, asOf: string) {
  const tb = (await books.browser.get('/api/reports/trial-balance').query({ as_of: asOf }).expect(200)).body as TrialBalanceReport;
  return { rows: tb.rows.map(({ account, debit, credit, posted_debit, posted_credit }) => ({ account, debit, credit, posted_debit, posted_credit })), totals: tb.totals };
}

/** The tenant's ledger events, to show that a refused command wrote nothing. */
export async function ledgerEventCount(app: Database, books: Books): Promise<number> {
  const [row] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_event WHERE tenant_id = $1`, [books.tenantId]);
  return row?.n ?? 0;
}
