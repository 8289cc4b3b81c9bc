import fc from 'fast-check';
import { calendarDateIn, DEFAULT_TIME_ZONE, periodLockedMessage } from '@ginuma/domain';
import { registerWorkspace, startTestApp, type TestApp } from '../../../../../tests/support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** `back` days before the workspace's today (Colombo, as the API dates things). */
const daysBack = (back: number) => {
  const day = new Date(`${calendarDateIn(DEFAULT_TIME_ZONE)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - back);
  return day.toISOString().slice(0, 10);
};

type Step =
  | { kind: 'lock'; back: number }
  | { kind: 'invoice'; back: number; cents: number }
  | { kind: 'receipt'; invoice: number; back: number }
  | { kind: 'reverse-invoice'; invoice: number }
  | { kind: 'journal'; back: number; cents: number }
  | { kind: 'reverse-journal'; journal: number };

const back = fc.integer({ min: 1, max: 40 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('lock' as const), back }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('invoice' as const), back, cents: fc.integer({ min: 100, max: 900_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('receipt' as const), invoice: fc.nat(9), back }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse-invoice' as const), invoice: fc.nat(9) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('journal' as const), back, cents: fc.integer({ min: 1, max: 900_000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse-journal' as const), journal: fc.nat(9) }) },
);

const amount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * Random invoices, receipts, reversals, journals and lock moves through the HTTP API: each
 * posting command succeeds exactly when its date is after the lock date of that moment (else
 * 422 naming the date), reversals always land (on today, after any lock), and afterwards no
 * event recorded after a PeriodLocked posts on or before the date that lock set.
 */
describe('the period lock', () => {
  it('lets nothing post inside a locked period, whatever the order of business', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 14 }), async (steps) => {
        const owner = await registerWorkspace(app, 'Locked Co');
        const b = owner.browser;
        const tenant = owner.user.workspace.id;
        await app.sql(`UPDATE workspaces SET plan_id = 1 WHERE id = $1`, [tenant]);
        await b.post('/api/invoice-templates', { name: 'T', theme_colour: '#1e6fd9', page_size: 'A4' }).expect(201);
        const customer = (await b.post('/api/customers', { name: 'Perera Stores' }).expect(201)).body.id as string;

        let lock: string | null = null;
        const invoices: { id: string; date: string; total: string; paid: boolean; reversed: boolean }[] = [];
        const journals: { id: string; reversed: boolean }[] = [];
        const open = (date: string) => lock === null || date > lock;
        const expectRefusal = (res: { status: number; body: { message?: string } }) => {
          expect(res.status).toBe(422);
          expect(res.body.message).toBe(periodLockedMessage(lock!));
        };

        for (const s of steps) {
          switch (s.kind) {
            case 'lock':
              await b.put('/api/ledger/lock', { lock_date: daysBack(s.back) }).expect(200);
              lock = daysBack(s.back);
              break;
            case 'invoice': {
              const date = daysBack(s.back);
              const total = amount(s.cents);
              const created = await b.post('/api/invoices', { customer_id: customer, date, due_date: date, lines: [{ description: 'Work', price: total, quantity: 1 }] }).expect(201);
              const confirmed = await b.post(`/api/invoices/confirm/${created.body.id}`);
              if (open(date)) {
                expect(confirmed.status).toBe(200);
                invoices.push({ id: created.body.id, date, total, paid: false, reversed: false });
              } else expectRefusal(confirmed);
              break;
            }
            case 'receipt': {
              const invoice = invoices.filter((i) => !i.paid && !i.reversed)[s.invoice % Math.max(invoices.length, 1)];
              if (!invoice) break;
              const date = [invoice.date, daysBack(s.back)].sort().at(-1)!;
              const created = await b
                .post('/api/payments', { customer_id: customer, date, pay_type: 'Cash', paid_amount: invoice.total, invoices: [{ invoice_id: invoice.id, amount: invoice.total }] })
                .expect(201);
              const confirmed = await b.post(`/api/payments/confirm/payment/${created.body.id}`);
              if (open(date)) {
                expect(confirmed.status).toBe(200);
                invoice.paid = true;
              } else expectRefusal(confirmed);
              break;
            }
            case 'reverse-invoice': {
              const invoice = invoices.filter((i) => !i.paid && !i.reversed)[s.invoice % Math.max(invoices.length, 1)];
              if (!invoice) break;
              // Dated today, after any lock: an invoice from a locked period is still reversed, on an open day.
              await b.post(`/api/invoices/reverse/${invoice.id}`, { reason: 'Wrong customer' }).expect(200);
              invoice.reversed = true;
              break;
            }
            case 'journal': {
              const date = daysBack(s.back);
              const value = amount(s.cents);
              const created = await b.post('/api/journals', { date, memo: 'Accrual', lines: [{ account: 'cash', debit: value }, { account: 'sales', credit: value }] }).expect(201);
              const confirmed = await b.post(`/api/journals/confirm/${created.body.id}`);
              if (open(date)) {
                expect(confirmed.status).toBe(200);
                journals.push({ id: created.body.id, reversed: false });
              } else expectRefusal(confirmed);
              break;
            }
            case 'reverse-journal': {
              const journal = journals.filter((j) => !j.reversed)[s.journal % Math.max(journals.length, 1)];
              if (!journal) break;
              await b.post(`/api/journals/reverse/${journal.id}`).expect(200);
              journal.reversed = true;
              break;
            }
          }
        }

        // The ledger itself: after each PeriodLocked, until the next, every posting falls after its date.
        const inside = await app.sql<{ position: string }>(
          `SELECT e.position::text FROM ledger_event e
             JOIN LATERAL (SELECT l.payload->>'lockDate' AS lock_date FROM ledger_event l
                            WHERE l.tenant_id = e.tenant_id AND l.stream = 'period-lock' AND l.position < e.position
                            ORDER BY l.position DESC LIMIT 1) lock ON true
            WHERE e.tenant_id = $1 AND e.occurred_on <= lock.lock_date::date
              AND EXISTS (SELECT 1 FROM ledger_posting p WHERE p.tenant_id = e.tenant_id AND p.position = e.position)`,
          [tenant],
        );
        expect(inside).toEqual([]);
      }),
      // Seeded: the same sequences every run, so the suite cannot flake on an unlucky draw.
      { numRuns: 8, seed: 1_332_413, endOnFailure: true },
    );
  }, 240_000);
});
