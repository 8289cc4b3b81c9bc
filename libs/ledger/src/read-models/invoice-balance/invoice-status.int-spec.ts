import { randomUUID } from 'node:crypto';
import {
  foldInvoice, INVOICE_EVENT_SCHEMA_VERSION, invoiceStatus, type InvoiceConfirmedData, type InvoiceEvent, type InvoiceStatus,
} from '@ginuma/domain';
import { createScratchDatabase } from '../../../../../tests/support/scratch-database';
import type { RecordedEvent } from '../../event-store/ledger-event.types';
import { LIVE_TABLES } from '../../projections/projection';
import { openLedgerTestDb, type LedgerTestDb } from '../../testing/ledger-test-db';
import { INVOICE_BALANCE_TABLE, INVOICE_STATUS_SQL, invoiceBalanceProjection } from './invoice-balance.projection';

// The embedded database (no DATABASE_URL) is several times slower than a server.
jest.setTimeout(60_000);

let db: LedgerTestDb;
let tenantId: string;
beforeAll(async () => {
  db = await openLedgerTestDb(await createScratchDatabase(), 2);
  tenantId = await db.createTenant();
}, 60_000);
afterAll(() => db?.close(), 60_000);

const DATE = '2026-11-01';
const AT = '2026-11-01T09:00:00.000Z';

function confirmed(invoiceId: string, grandTotal: string): InvoiceEvent {
  const data: InvoiceConfirmedData = {
    invoiceId, code: 'INV-1', quotationId: null, customer: { kind: 'cash', name: 'Walk-in' }, date: DATE, dueDate: DATE,
    projectRef: null, note: null, lines: [], grossSales: grandTotal, lineDiscounts: '0.00', subTotal: grandTotal,
    otherDiscount: { type: 'value', value: '0.00', amount: '0.00' }, taxableAmount: grandTotal, taxes: [], parameters: [], grandTotal, confirmedAt: AT,
  };
  return { type: 'InvoiceConfirmed', data };
}

/** One invoice's history: what was confirmed, paid, refunded, and taken back. */
interface Scenario {
  confirmed: boolean;
  grandTotal: string;
  paid: string | null;
  paymentTakenBack: boolean;
  refunded: string | null;
  refundTakenBack: boolean;
  reversed: boolean;
}

function eventsOf(invoiceId: string, s: Scenario): InvoiceEvent[] {
  if (!s.confirmed) return [];
  const events: InvoiceEvent[] = [confirmed(invoiceId, s.grandTotal)];
  const pay = (receiptId: string, amount: string): InvoiceEvent => ({ type: 'PaymentApplied', data: { receiptId, amount, account: 'cash', date: DATE, appliedAt: AT } });
  const refund = (refundId: string, amount: string): InvoiceEvent => ({
    type: 'RefundApplied', data: { refundId, amount, kind: 'Cash Refund', account: 'cash', date: DATE, appliedAt: AT },
  });
  if (s.paymentTakenBack) {
    events.push(pay('receipt-gone', '25.00'), { type: 'PaymentReversed', data: { receiptId: 'receipt-gone', amount: '25.00', account: 'cash', date: DATE, reversedAt: AT } });
  }
  if (s.paid !== null) events.push(pay('receipt-1', s.paid));
  if (s.refundTakenBack) {
    events.push(refund('refund-gone', '5.00'), {
      type: 'RefundReversed', data: { refundId: 'refund-gone', amount: '5.00', kind: 'Cash Refund', account: 'cash', date: DATE, reversedAt: AT },
    });
  }
  if (s.refunded !== null) events.push(refund('refund-1', s.refunded));
  if (s.reversed) events.push({ type: 'InvoiceReversed', data: { invoiceId, date: DATE, reason: null, reversedAt: AT } });
  return events;
}

function recorded(invoiceId: string, events: readonly InvoiceEvent[]): RecordedEvent[] {
  return events.map((event, i) => ({
    position: i + 1, tenantId, stream: `invoice-${invoiceId}`, streamVersion: i + 1, type: event.type, schemaVersion: INVOICE_EVENT_SCHEMA_VERSION,
    payload: event.data, metadata: { actor_id: null, role: null, correlation_id: null, causation_id: null, idempotency_key: null },
    occurredOn: DATE, recordedAt: AT, prevHash: '', hash: '', postings: [],
  }));
}

/** Every combination of the figures the rules look at, with amounts one cent either side of each bound. */
function grid(): Scenario[] {
  const scenarios: Scenario[] = [
    { confirmed: false, grandTotal: '0.00', paid: null, paymentTakenBack: false, refunded: null, refundTakenBack: false, reversed: false },
  ];
  for (const grandTotal of ['0.00', '100.00'])
    for (const paid of [null, '0.01', '99.99', '100.00', '100.01'])
      for (const paymentTakenBack of [false, true])
        for (const refunded of [null, '0.01', '30.00'])
          for (const refundTakenBack of [false, true])
            for (const reversed of [false, true]) scenarios.push({ confirmed: true, grandTotal, paid, paymentTakenBack, refunded, refundTakenBack, reversed });
  return scenarios;
}

describe('the invoice status users get', () => {
  it('is invoiceStatus(): the projection’s row read through INVOICE_STATUS_SQL agrees with the folded state on every case', async () => {
    const cases = grid().map((scenario) => {
      const invoiceId = randomUUID();
      const events = eventsOf(invoiceId, scenario);
      return { invoiceId, scenario, events, expected: invoiceStatus(foldInvoice(events)) };
    });
    const shipped = await db.asTenant(tenantId, async (tx) => {
      await invoiceBalanceProjection.apply(tx, cases.flatMap((c) => recorded(c.invoiceId, c.events)), LIVE_TABLES);
      // Joined as the invoice lists join it: a draft has no balance row.
      return tx.query<{ id: string; status: InvoiceStatus }>(
        `SELECT v.id::text AS id, ${INVOICE_STATUS_SQL} AS status
           FROM unnest($1::uuid[]) AS v(id) LEFT JOIN ${INVOICE_BALANCE_TABLE} b ON b.tenant_id = $2 AND b.invoice_id = v.id`,
        [cases.map((c) => c.invoiceId), tenantId],
      );
    });
    const byId = new Map(shipped.map((row) => [row.id, row.status]));
    const disagreements = cases.filter((c) => byId.get(c.invoiceId) !== c.expected).map((c) => ({ ...c.scenario, tested: c.expected, shipped: byId.get(c.invoiceId) }));
    expect(disagreements).toEqual([]);
    // The grid reaches every status, so no rule goes unchecked.
    expect(new Set(cases.map((c) => c.expected))).toEqual(new Set(['pending', 'due', 'partial', 'paid', 'refund', 'reversed']));
  });
});
