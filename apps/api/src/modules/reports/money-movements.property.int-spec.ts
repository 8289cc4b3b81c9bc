import fc from 'fast-check';
import { agingBucketOf, calendarDateIn, daysBetween, DEFAULT_TIME_ZONE, Money } from '@ginuma/domain';
import { registerWorkspace, startTestApp, type Browser, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

// Day 0 is today: the bank's opening balance, entered today, counts from today, and money
// funds nothing before the day it arrives (balances hold on every date).
const BASE = Date.parse(`${calendarDateIn(DEFAULT_TIME_ZONE, new Date())}T00:00:00Z`);
const day = (n: number) => new Date(BASE + n * 86_400_000).toISOString().slice(0, 10);
/** The lowest balance an overdrawn refusal names (what the account holds on its lowest day from the date on). */
function overdrawnBy(body: { error_codes?: Record<string, { code: string; params?: { available?: string } }[]> }): Money {
  const refusal = Object.values(body.error_codes ?? {})
    .flat()
    .find((r) => r.code === 'cashbook.overdrawn');
  expect(refusal).toBeDefined();
  return Money.of(refusal?.params?.available ?? '0');
}
const cents = (n: number) => Money.of(`${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`);
const pause = () => new Promise((resolve) => setTimeout(resolve, 3));

/** Where money sits: the bank account made for the run, or cash in hand. */
type Place = 'bank' | 'cash';
const place = fc.constantFrom<Place>('bank', 'cash');
const amount = fc.integer({ min: 1, max: 400_000 });

type Step =
  | { kind: 'invoice'; customer: number; cents: number; day: number }
  | { kind: 'receipt'; invoice: number; cents: number; after: number; into: Place }
  | { kind: 'refund'; invoice: number; cents: number; after: number; cash: boolean; from: Place }
  | { kind: 'voucher'; from: Place; cents: number; day: number }
  | { kind: 'transfer'; from: Place; cents: number; day: number }
  | { kind: 'income' | 'expense'; at: Place; cents: number; day: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('invoice' as const), customer: fc.nat(1), cents: fc.integer({ min: 1_000, max: 500_000 }), day: fc.nat(40) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('receipt' as const), invoice: fc.nat(9), cents: amount, after: fc.nat(20), into: place }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), invoice: fc.nat(9), cents: amount, after: fc.nat(20), cash: fc.boolean(), from: place }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('voucher' as const), from: place, cents: amount, day: fc.nat(80) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('transfer' as const), from: place, cents: amount, day: fc.nat(80) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('income' as const, 'expense' as const), at: place, cents: amount, day: fc.nat(80) }) },
);

/** One settlement of an invoice in the model: its business day and the step after which it was known. */
interface Settlement {
  day: number;
  known: number;
  paid: Money;
  refunded: Money;
}

interface ModelInvoice {
  id: string;
  code: string;
  customer: number;
  day: number;
  known: number;
  total: Money;
  settlements: Settlement[];
}

const sum = (list: readonly Settlement[], pick: (s: Settlement) => Money) => Money.sum(list.map(pick));

/**
 * Random sequences of invoices, receipts, refunds, vouchers, transfers, incomes and expenses
 * through the HTTP API, against a model the test keeps itself: what the ledger, the invoices,
 * the cash book and the outstanding report answer must equal what the model computes.
 */
describe('money movements across documents agree with an independent model', () => {
  it('receivable = report total due; invoice due = total − paid + refunded; balances = opening + in − out ± transfers; the report as of D (known at T) = a replay', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 14 }),
        fc.array(fc.tuple(fc.nat(110), fc.option(fc.nat(14), { nil: undefined })), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        async (steps, questions, openingCents) => {
          const owner = await registerWorkspace(app, 'Movements Co');
          const browser = owner.browser;
          await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [owner.user.workspace.id]);
          await browser.post('/api/invoice-templates', { name: 'T', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
          const customers: string[] = [];
          for (const name of ['Perera Stores', 'Silva Traders']) customers.push((await browser.post('/api/customers', { name }).expect(201)).body.id);
          const supplier = (await browser.post('/api/suppliers', { name: 'Lanka Paper', type: 'Local Vendor' }).expect(201)).body.id as string;
          const category = (await browser.post('/api/expenses-categories', { name: 'Stationery', type: 'Cost of Operations' }).expect(201)).body.id as string;
          const opening = cents(openingCents);
          const bank = (await browser.post('/api/bank-accounts', { identification_name: 'BOC Current', balance: opening.toFixed() }).expect(201)).body.id as string;
          const accountOf = (p: Place) => (p === 'bank' ? bank : 'cash');

          const balances: Record<Place, Money> = { bank: opening, cash: Money.ZERO };
          const invoices: ModelInvoice[] = [];
          // marks[i]: a moment after step i was recorded and before step i + 1 began.
          const marks: string[] = [];

          for (const [i, s] of steps.entries()) {
            await applyStep(browser, s, i);
            await pause();
            marks.push(new Date().toISOString());
            await pause();
          }

          async function applyStep(b: Browser, s: Step, i: number): Promise<void> {
            switch (s.kind) {
              case 'invoice': {
                const total = cents(s.cents);
                const created = await b
                  .post('/api/invoices', { customer_id: customers[s.customer], date: day(s.day), due_date: day(s.day), lines: [{ description: 'Work', price: total.toFixed(), quantity: 1 }] })
                  .expect(201);
                await b.post(`/api/invoices/confirm/${created.body.id}`).expect(200);
                invoices.push({ id: created.body.id, code: created.body.code, customer: s.customer, day: s.day, known: i, total, settlements: [] });
                return;
              }
              case 'receipt': {
                const invoice = invoices[s.invoice % Math.max(invoices.length, 1)];
                if (!invoice) return;
                const due = invoice.total.minus(sum(invoice.settlements, (x) => x.paid)).plus(sum(invoice.settlements, (x) => x.refunded));
                const paid = Money.min(cents(s.cents), due);
                if (!paid.isPositive()) return;
                // After the invoice and every earlier settlement, so each as-of date sees a sensible story.
                const on = Math.max(invoice.day, ...invoice.settlements.map((x) => x.day)) + s.after;
                const body = { customer_id: customers[invoice.customer], date: day(on), pay_type: s.into === 'bank' ? 'Bank' : 'Cash', account_id: s.into === 'bank' ? bank : null };
                const created = await b.post('/api/payments', { ...body, paid_amount: paid.toFixed(), invoices: [{ invoice_id: invoice.id, amount: paid.toFixed() }] }).expect(201);
                await b.post(`/api/payments/confirm/payment/${created.body.id}`).expect(200);
                invoice.settlements.push({ day: on, known: i, paid, refunded: Money.ZERO });
                balances[s.into] = balances[s.into].plus(paid);
                return;
              }
              case 'refund': {
                const invoice = invoices[s.invoice % Math.max(invoices.length, 1)];
                if (!invoice) return;
                const refundable = sum(invoice.settlements, (x) => x.paid).minus(sum(invoice.settlements, (x) => x.refunded));
                const refunded = Money.min(cents(s.cents), refundable);
                if (!refunded.isPositive()) return;
                const on = Math.max(invoice.day, ...invoice.settlements.map((x) => x.day)) + s.after;
                const created = await b
                  .post('/api/payments/refunds', {
                    customer_id: customers[invoice.customer],
                    date: day(on),
                    refund_type: s.cash ? 'Cash Refund' : 'Credit Refund',
                    account_id: s.cash && s.from === 'bank' ? bank : null,
                    invoices: [{ invoice_id: invoice.id, amount: refunded.toFixed() }],
                  })
                  .expect(201);
                const confirmed = await b.post(`/api/payments/confirm/refund/${created.body.id}`);
                // Cash paid back out of an account that holds less from that day on is refused, and moves nothing.
                if (s.cash && confirmed.status === 422) {
                  expect(overdrawnBy(confirmed.body).lessThan(refunded)).toBe(true);
                  return;
                }
                expect(confirmed.status).toBe(200);
                invoice.settlements.push({ day: on, known: i, paid: Money.ZERO, refunded });
                if (s.cash) balances[s.from] = balances[s.from].minus(refunded);
                return;
              }
              case 'voucher': {
                const value = cents(s.cents);
                const created = await b
                  .post('/api/vouchers', {
                    supplier_id: supplier,
                    date: day(s.day),
                    pay_type: s.from === 'bank' ? 'Bank' : 'Cash',
                    account_id: s.from === 'bank' ? bank : undefined,
                    expense_category_id: category,
                    amount: value.toFixed(),
                  })
                  .expect(201);
                const confirmed = await b.post(`/api/vouchers/confirm/voucher/${created.body.id}`);
                // A voucher may be refused (e.g. more than the account holds): then nothing moved.
                if (confirmed.status === 200) balances[s.from] = balances[s.from].minus(value);
                else expect([409, 422]).toContain(confirmed.status);
                return;
              }
              case 'transfer': {
                const to: Place = s.from === 'bank' ? 'cash' : 'bank';
                const value = cents(s.cents);
                const moved = await b.post('/api/transactions/transferFund', { from_account: accountOf(s.from), to_account: accountOf(to), value: value.toFixed(), date: day(s.day) });
                if (moved.status === 201) {
                  balances[s.from] = balances[s.from].minus(value);
                  balances[to] = balances[to].plus(value);
                } else {
                  // Never more than the source holds on any day from the transfer's date (no overdraft):
                  // refused with a field error naming that lowest balance, nothing written.
                  expect(moved.status).toBe(422);
                  expect(overdrawnBy(moved.body).lessThan(value)).toBe(true);
                  expect(overdrawnBy(moved.body).greaterThan(balances[s.from])).toBe(false);
                }
                return;
              }
              case 'income':
              case 'expense': {
                const value = cents(s.cents);
                const body = { account: accountOf(s.at), amount: value.toFixed(), date: day(s.day), expense_category_id: s.kind === 'expense' ? category : undefined };
                const booked = await b.post(`/api/transactions/${s.kind === 'income' ? 'incomes' : 'expenses'}`, body);
                if (booked.status === 201) balances[s.at] = s.kind === 'income' ? balances[s.at].plus(value) : balances[s.at].minus(value);
                else expect([409, 422]).toContain(booked.status);
                return;
              }
            }
          }

          // Each invoice: due = grand total − paid + refunded.
          for (const invoice of invoices) {
            const paid = sum(invoice.settlements, (x) => x.paid);
            const refunded = sum(invoice.settlements, (x) => x.refunded);
            const shown = (await browser.get(`/api/invoices/${invoice.id}`).expect(200)).body;
            expect({ paid: shown.paid_amount, refund: shown.refund_amount, due: shown.due_amount }).toEqual({
              paid: paid.toFixed(),
              refund: refunded.toFixed(),
              due: invoice.total.minus(paid).plus(refunded).toFixed(),
            });
          }

          // Each money account: opening + in − out ± transfers, from its balance endpoint and the cash book.
          const book = await browser.get('/api/transactions/banks/balance').query({ from: '2020-01-01', to: '2099-12-31' }).expect(200);
          for (const p of ['bank', 'cash'] as const) {
            const expected = balances[p].toFixed();
            expect((await browser.get(`/api/transactions/balance/${accountOf(p)}`).expect(200)).body.balance).toBe(expected);
            const row = (book.body.accounts as { account: string; close: string }[]).find((a) => a.account === (p === 'bank' ? `bank:${bank}` : 'cash'));
            expect(row?.close).toBe(expected);
          }

          // Each customer: receivable in the ledger = the report's total due = the model's.
          const end = day(120);
          for (const [n, customer] of customers.entries()) {
            const ledger = await browser.get('/api/ledger/balances').query({ account: 'receivable', party: `customer:${customer}` }).expect(200);
            const summary = await browser.get('/api/reports/payment_outstanding/summary').query({ as_of: end, customer_id: customer }).expect(200);
            const modelled = Money.sum(
              invoices
                .filter((invoice) => invoice.customer === n)
                .map((invoice) => invoice.total.minus(sum(invoice.settlements, (x) => x.paid)).plus(sum(invoice.settlements, (x) => x.refunded))),
            );
            expect(Money.of(ledger.body[0]?.balance ?? '0').toFixed()).toBe(modelled.toFixed());
            expect(summary.body.total_due).toBe(modelled.toFixed());
          }

          // The report as of D (and as known after step T) equals a replay of the model up to then.
          for (const [d, t] of questions) {
            const asOf = day(d);
            const knownStep = t === undefined ? undefined : Math.min(t, steps.length - 1);
            const seenBy = (known: number) => knownStep === undefined || known <= knownStep;
            const expected = invoices
              .filter((invoice) => invoice.day <= d && seenBy(invoice.known))
              .map((invoice) => {
                const seen = invoice.settlements.filter((x) => x.day <= d && seenBy(x.known));
                const paid = sum(seen, (x) => x.paid);
                const refund = sum(seen, (x) => x.refunded);
                const due = invoice.total.minus(paid).plus(refund);
                const age = daysBetween(day(invoice.day), asOf);
                return { code: invoice.code, paid: paid.toFixed(), refund: refund.toFixed(), total_due: due.toFixed(), age_days: age, [agingBucketOf(age)]: due.toFixed(), due };
              })
              .filter((row) => row.due.isPositive())
              .sort((a, b) => a.code.localeCompare(b.code))
              .map(({ due: _, ...row }) => row);
            const query: Record<string, string> = { as_of: asOf, sort: '["code","ASC"]' };
            if (knownStep !== undefined) query.known_at = marks[knownStep] ?? '';
            const { body } = await browser.get('/api/reports/payment_outstanding').query(query).expect(200);
            expect(body).toEqual(expected.map((row) => expect.objectContaining(row)));
          }
        },
      ),
      { numRuns: 12 },
    );
    // Twelve workspaces of up to fourteen documents each, over HTTP: a slow CI machine needs the room.
  }, 240_000);
});
