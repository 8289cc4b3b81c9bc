import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  agingBucketOf,
  daysBetween,
  decideInvoice,
  foldInvoice,
  invoiceEventOf,
  isDomainError,
  invoiceStream,
  Money,
  toLedgerEvents,
  type InvoiceCommand,
} from '@ginuma/domain';
import { appendToStream, readStream, type JsonValue } from '@ginuma/ledger';
import { openLedgerTestDb, type LedgerTestDb } from '../../../../../libs/ledger/src/testing/ledger-test-db';
import { registerWorkspace, startTestApp, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;
let ledger: LedgerTestDb;

beforeAll(async () => {
  app = await startTestApp();
  ledger = await openLedgerTestDb({ url: app.database.url, drop: async () => undefined }, 2);
});
afterAll(async () => {
  await ledger?.close();
  await app?.close();
});

const BASE = Date.parse('2026-01-01T00:00:00Z');
const day = (n: number) => new Date(BASE + n * 86_400_000).toISOString().slice(0, 10);
const cents = (n: number) => Money.of(`${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`);

type Step =
  | { kind: 'pay'; invoice: number; amount: number; day: number }
  | { kind: 'reverse-payment'; invoice: number; day: number }
  | { kind: 'refund'; invoice: number; amount: number; day: number }
  | { kind: 'reverse'; invoice: number; day: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('pay' as const), invoice: fc.nat(3), amount: fc.integer({ min: 1, max: 60_000 }), day: fc.nat(150) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse-payment' as const), invoice: fc.nat(3), day: fc.nat(150) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), invoice: fc.nat(3), amount: fc.integer({ min: 1, max: 20_000 }), day: fc.nat(150) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), invoice: fc.nat(3), day: fc.nat(150) }) },
);

/** What each settlement did, with both of its times: the replay the report must equal. */
interface Happened {
  invoice: number;
  occurredOn: string;
  recordedAt: number;
  paid: Money;
  refunded: Money;
  reversal: boolean;
}

describe('the outstanding report as of D and as known at T equals a replay of the events up to then', () => {
  it('over random invoices, receipts, refunds and reversals, back-dated or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ day: fc.nat(120), cents: fc.integer({ min: 10_000, max: 90_000 }) }), { minLength: 1, maxLength: 4 }),
        fc.array(step, { maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(200), fc.nat(13)), { minLength: 1, maxLength: 3 }),
        async (invoiceSpecs, steps, questions) => {
          const owner = await registerWorkspace(app, 'Property Co');
          const tenantId = owner.user.workspace.id;
          await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [tenantId]);
          await owner.browser.post('/api/invoice-templates', { name: 'T', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
          const customer = (await owner.browser.post('/api/customers', { name: 'Perera' }).expect(201)).body.id as string;
          const invoices: { id: string; date: string; total: Money; code: string; applied: string[]; refunds: string[] }[] = [];
          for (const spec of invoiceSpecs) {
            const price = cents(spec.cents).toFixed();
            const created = await owner.browser
              .post('/api/invoices', { customer_id: customer, date: day(spec.day), due_date: day(spec.day), lines: [{ description: 'Work', unit_price: price, quantity: '1' }] })
              .expect(201);
            await owner.browser.post(`/api/invoices/confirm/${created.body.id}`, {}).expect(200);
            invoices.push({ id: created.body.id, date: day(spec.day), total: Money.of(price), code: created.body.code, applied: [], refunds: [] });
          }
          // Settlements are recorded one "minute" apart after every confirmation.
          const confirmedBy = Date.now() + 60_000;
          const happened: Happened[] = [];
          for (const [i, s] of steps.entries()) {
            const invoice = invoices[s.invoice % invoices.length];
            if (!invoice) continue;
            const recordedAt = new Date(confirmedBy + i * 60_000);
            const date = day(s.day);
            const id = randomUUID();
            const command: InvoiceCommand | null =
              s.kind === 'pay'
                ? { type: 'ApplyPayment', data: { receiptId: id, amount: cents(s.amount), account: 'cash', date } }
                : s.kind === 'refund'
                  ? { type: 'ApplyRefund', data: { refundId: id, amount: cents(s.amount), kind: 'Cash Refund', account: 'cash', date } }
                  : s.kind === 'reverse'
                    ? { type: 'ReverseInvoice', data: { date, reason: null } }
                    : invoice.applied.length > 0
                      ? { type: 'ReversePayment', data: { receiptId: invoice.applied[invoice.applied.length - 1] ?? '', date } }
                      : null;
            if (!command) continue;
            const appended = await ledger.asTenant(tenantId, async (tx) => {
              const stream = invoiceStream(invoice.id);
              const history = await readStream(tx, { tenantId, stream, withPostings: false });
              const state = foldInvoice(history.map(invoiceEventOf));
              try {
                const decided = decideInvoice(command, state, recordedAt);
                const events = toLedgerEvents(decided, state).map((e) => ({ ...e, payload: e.payload as unknown as JsonValue }));
                await appendToStream(tx, { tenantId, stream, expectedVersion: history.length, events, metadata: {}, recordedAt });
                return decided;
              } catch (error) {
                if (isDomainError(error, 'invoicing')) return [];
                throw error;
              }
            });
            for (const event of appended) {
              const base = { invoice: s.invoice % invoices.length, occurredOn: date, recordedAt: recordedAt.getTime(), paid: Money.ZERO, refunded: Money.ZERO, reversal: false };
              if (event.type === 'PaymentApplied') {
                invoice.applied.push(event.data.receiptId);
                happened.push({ ...base, paid: Money.of(event.data.amount) });
              } else if (event.type === 'PaymentReversed') {
                invoice.applied = invoice.applied.filter((r) => r !== event.data.receiptId);
                happened.push({ ...base, paid: Money.of(event.data.amount).negated() });
              } else if (event.type === 'RefundApplied') {
                happened.push({ ...base, refunded: Money.of(event.data.amount) });
              } else if (event.type === 'InvoiceReversed') {
                happened.push({ ...base, reversal: true });
              }
            }
          }

          for (const [d, t] of questions) {
            const asOf = day(d);
            const knownAt = t === 13 ? undefined : confirmedBy + (t - 0.5) * 60_000;
            const expected = invoices
              .map((invoice, n) => {
                const seen = happened.filter((h) => h.invoice === n && h.occurredOn <= asOf && (knownAt === undefined || h.recordedAt <= knownAt));
                const paid = Money.sum(seen.map((h) => h.paid));
                const refund = Money.sum(seen.map((h) => h.refunded));
                const due = invoice.total.minus(paid).plus(refund);
                const standing = invoice.date <= asOf && !seen.some((h) => h.reversal) && due.isPositive();
                if (!standing) return null;
                const age = daysBetween(invoice.date, asOf);
                return { code: invoice.code, paid: paid.toFixed(), refund: refund.toFixed(), total_due: due.toFixed(), age_days: age, [agingBucketOf(age)]: due.toFixed() };
              })
              .filter((row) => row !== null);
            const query: Record<string, string> = { as_of: asOf, sort: '["code","ASC"]' };
            if (knownAt !== undefined) query.known_at = new Date(knownAt).toISOString();
            const { body } = await owner.browser.get('/api/reports/payment_outstanding').query(query).expect(200);
            expect(body).toEqual(expected.map((row) => expect.objectContaining(row)));
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
