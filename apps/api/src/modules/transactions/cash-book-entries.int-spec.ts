import type { CashBookPeriodView, GeneralLedgerReport } from '@ginuma/domain';
import { registerWorkspace, signInNewUser, startTestApp, type Registered, type TestApp } from '../../../../../tests/support/test-app';
import { ROLES } from '@ginuma/domain';
import { daysBefore, documentsOf, openBooks, today, type Books } from '../books/books.fixtures';

/*
 * The cash book lists whatever moved money, not only its own transfers, incomes and expenses:
 * receipts, vouchers and refunds too, each with its account's balance after it. The general
 * ledger shows money lines only, each with its document.
 */

let app: TestApp;
let owner: Registered;
let books: Books;
const codes: Record<string, string> = {};

const codeOf = async (path: string, id: string) => (await books.browser.get(`${path}/${id}`).expect(200)).body.code as string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerWorkspace(app, 'Cash Book Co');
  books = await openBooks(app, owner);
  const docs = documentsOf(books);
  const first = await docs.confirmedInvoice(daysBefore(5), [{ description: 'Work', price: '1000.00', quantity: 1 }]);
  const second = await docs.confirmedInvoice(daysBefore(5), [{ description: 'More work', price: '800.00', quantity: 1 }]);
  codes.receiptA = await codeOf('/api/payments', await docs.confirmedReceipt(first, daysBefore(4), '1000.00'));
  codes.receiptB = await codeOf('/api/payments', await docs.confirmedReceipt(second, daysBefore(3), '800.00'));
  codes.voucher = await codeOf('/api/vouchers', await docs.confirmedVoucher(daysBefore(2), '300.00'));
  const transfer = await books.browser
    .post('/api/transactions/transferFund', { from_account: books.bankId, to_account: 'cash', value: '200.00', date: daysBefore(1) })
    .expect(201);
  codes.transfer = transfer.body.code as string;
}, 120_000);
afterAll(() => app?.close());

describe('the cash book', () => {
  it('lists receipts, vouchers and transfers with each account running balance', async () => {
    const book = (await books.browser.get('/api/transactions/banks/balance/filter').query({ from: daysBefore(10), to: today() }).expect(200)).body as CashBookPeriodView;
    const bank = `bank:${books.bankId}`;
    const rows = book.entries.map((e) => [e.account, e.document_code, e.debit, e.credit, e.balance]);
    // The bank opened with 5,000 on the day it was made (today), after every entry below; its line names the account.
    expect(rows).toEqual([
      [bank, codes.receiptA, '1000.00', '0.00', '1000.00'],
      [bank, codes.receiptB, '800.00', '0.00', '1800.00'],
      [bank, codes.voucher, '0.00', '300.00', '1500.00'],
      ['cash', codes.transfer, '200.00', '0.00', '200.00'],
      [bank, codes.transfer, '0.00', '200.00', '1300.00'],
      [bank, 'BOC Current', '5000.00', '0.00', '6300.00'],
    ]);
    for (const account of book.accounts) {
      const last = book.entries.filter((e) => e.account === account.account).at(-1);
      expect({ account: account.account, close: last?.balance ?? account.open }).toEqual({ account: account.account, close: account.close });
    }
    expect(book.entries.every((e) => e.account_name)).toBe(true);
  });

  it('shows another workspace none of it, and lets Audit read it', async () => {
    const stranger = await registerWorkspace(app, 'Cash Book Stranger');
    const theirs = (await stranger.browser.get('/api/transactions/banks/balance/filter').expect(200)).body as CashBookPeriodView;
    expect(theirs.entries).toEqual([]);
    const audit = await signInNewUser(app, owner.user.workspace.id, ROLES.audit);
    const read = (await audit.get('/api/transactions/banks/balance/filter').query({ from: daysBefore(10), to: today() }).expect(200)).body as CashBookPeriodView;
    expect(read.entries.length).toBeGreaterThanOrEqual(5);
  });
});

describe('the general ledger', () => {
  it('has no line without an amount: a stock update shows its value, with the product as its document', async () => {
    await books.browser.post(`/api/products/stock/${books.productId}`, { quantity: '5', transaction_type: 'in', reason: 'count', unit_cost: '100', date: today() }).expect(201);
    const ledger = (await books.browser.get('/api/reports/general-ledger').query({ account: 'inventory' }).expect(200)).body as GeneralLedgerReport;
    expect(ledger.lines.length).toBeGreaterThan(0);
    for (const line of ledger.lines) {
      expect({ id: line.id, moved: line.debit !== '0.00' || line.credit !== '0.00', document: Boolean(line.document_code) }).toEqual({ id: line.id, moved: true, document: true });
    }
    expect(ledger.total).toBe(ledger.lines.length);
  });
});
