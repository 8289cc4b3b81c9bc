import type { Response } from 'supertest';
import { OPENING_BALANCE_SET, periodLockedMessage } from '@ginuma/domain';
import { registerWorkspace, startTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { daysBefore, documentsOf, ledgerEventCount, openBooks, today, trialBalanceFigures, type Books } from './books.fixtures';

let app: TestApp;
let books: Books;
let docs: ReturnType<typeof documentsOf>;
/** A paid invoice of 1,000 from before the lock, for refunds to give back. */
let paidInvoiceId: string;
/** Confirmed documents dated inside the period the lock then closes. */
let lockedVoucherId: string;
let lockedRefundId: string;
let lockedExpenseId: string;
/** A customer whose first invoice lies inside the locked period. */
let lateCustomerId: string;
let lockedPeriod: Awaited<ReturnType<typeof trialBalanceFigures>>;

const lockDate = daysBefore(10);
const dayAfterLock = daysBefore(9);
const message = periodLockedMessage(lockDate);

beforeAll(async () => {
  app = await startTestApp();
  books = await openBooks(app, await registerWorkspace(app, 'Locked Books Co'));
  docs = documentsOf(books);
  const b = books.browser;
  paidInvoiceId = await docs.confirmedInvoice(daysBefore(20));
  await docs.confirmedReceipt(paidInvoiceId, daysBefore(20), '1000.00');
  lockedVoucherId = await docs.confirmedVoucher(daysBefore(15), '120.00');
  lockedRefundId = await docs.confirmedRefund(paidInvoiceId, daysBefore(15), '80.00');
  lockedExpenseId = (await b.post('/api/transactions/expenses', { account: books.bankId, amount: '60.00', expense_category_id: books.categoryId, date: daysBefore(15) }).expect(201)).body.id;
  lateCustomerId = (await b.post('/api/customers', { name: 'Fernando Hardware' }).expect(201)).body.id;
  await docs.confirmedInvoice(daysBefore(20), [{ description: 'Work', price: '700.00', quantity: 1 }], lateCustomerId);
  // The books open before everything above, inside the period the lock closes.
  await b.put('/api/configurations', { business_name: 'Locked Books Co', time_zone: 'Asia/Colombo', base_currency: 'LKR', opening_balance_date: daysBefore(30) }).expect(200);

  await b.put('/api/ledger/lock', { lock_date: lockDate }).expect(200);
  lockedPeriod = await trialBalanceFigures(books, lockDate);
}, 120_000);
afterAll(() => app?.close());

/** Each posting command not covered elsewhere: run for a business date, answering with the response of its posting request. */
const commands: { name: string; post: (date: string) => Promise<Response> }[] = [
  { name: 'a refund', post: async (date) => books.browser.post(`/api/payments/confirm/refund/${await docs.refund(paidInvoiceId, date, '50.00')}`) },
  { name: 'a voucher', post: async (date) => books.browser.post(`/api/vouchers/confirm/voucher/${await docs.voucher(date, '40.00')}`) },
  { name: 'a bank transfer', post: (date) => books.browser.post('/api/transactions/transferFund', { from_account: books.bankId, to_account: 'cash', value: '30.00', date }) },
  { name: 'a stock update', post: (date) => books.browser.post(`/api/products/stock/${books.productId}`, { quantity: '2', transaction_type: 'in', date }) },
  { name: 'an expense', post: (date) => books.browser.post('/api/transactions/expenses', { account: books.bankId, amount: '20.00', expense_category_id: books.categoryId, date }) },
];

describe('the period lock refuses every posting command inside it', () => {
  it.each(commands)('$name dated on or before the lock date is refused naming the date and writes nothing; the day after, it posts', async ({ post }) => {
    for (const date of [lockDate, daysBefore(12)]) {
      const events = await ledgerEventCount(app, books);
      const refused = await post(date);
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        message,
        code: 'period-lock.period-locked',
        params: { lockDate },
        errors: { date: [message] },
        error_codes: { date: [{ code: 'period-lock.period-locked', params: { lockDate } }] },
      });
      expect(await ledgerEventCount(app, books)).toBe(events);
    }
    const accepted = await post(dayAfterLock);
    expect([200, 201]).toContain(accepted.status);
    expect(await trialBalanceFigures(books, lockDate)).toEqual(lockedPeriod);
  });
});

describe('what the lock moves rather than refuses', () => {
  /** Events the action appends, with their business dates and whether they post. */
  const appendedBy = async (action: () => Promise<unknown>) => {
    const [head] = await app.sql<{ last: string }>(`SELECT coalesce(max(position), 0)::text AS last FROM ledger_event WHERE tenant_id = $1`, [books.tenantId]);
    await action();
    return app.sql<{ type: string; occurred_on: string; posts: boolean }>(
      `SELECT e.type, e.occurred_on::text AS occurred_on, EXISTS (SELECT 1 FROM ledger_posting p WHERE p.tenant_id = e.tenant_id AND p.position = e.position) AS posts
         FROM ledger_event e WHERE e.tenant_id = $1 AND e.position > $2 ORDER BY e.position`,
      [books.tenantId, head?.last],
    );
  };

  it("dates a customer's opening outstanding the day after the lock, leaving the locked period's trial balance as it was", async () => {
    const events = await appendedBy(() => books.browser.put(`/api/customers/${lateCustomerId}`, { name: 'Fernando Hardware', open_outstanding: '300.00' }).expect(200));
    // Without the lock it would count on the opening date, inside the locked period.
    expect(events).toEqual([{ type: OPENING_BALANCE_SET, occurred_on: dayAfterLock, posts: true }]);
    expect(await trialBalanceFigures(books, lockDate)).toEqual(lockedPeriod);
    const outstanding = await books.browser.get('/api/ledger/balances').query({ account: 'receivable', party: `customer:${lateCustomerId}` }).expect(200);
    expect(outstanding.body[0]?.balance).toBe('1000.00');
  });

  const reversals: { name: string; reverse: () => Promise<unknown> }[] = [
    { name: 'a voucher', reverse: () => books.browser.post(`/api/vouchers/delete/voucher/${lockedVoucherId}`).expect(200) },
    { name: 'a refund', reverse: () => books.browser.delete(`/api/payments/refunds/${lockedRefundId}`).expect(200) },
    { name: 'a cash book expense', reverse: () => books.browser.post(`/api/transactions/delete/transaction/${lockedExpenseId}`).expect(200) },
  ];

  it.each(reversals)('reverses $name confirmed inside the locked period on today, after the lock; the locked period is unchanged', async ({ reverse }) => {
    const events = await appendedBy(reverse);
    expect(events.filter((e) => e.posts).map((e) => e.occurred_on)).toEqual([today()]);
    expect(await trialBalanceFigures(books, lockDate)).toEqual(lockedPeriod);
  });
});
