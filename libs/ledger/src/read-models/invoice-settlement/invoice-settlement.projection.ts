import { INVOICE_EVENT_TYPES, invoiceEventOf, type InvoiceEvent } from '@ginuma/domain';
import type { RecordedEvent } from '../../event-store/ledger-event.types';
import type { Projection } from '../../projections/projection';

export const INVOICE_SETTLEMENT_TABLE = 'invoice_settlement';

/**
 * One row per invoice event with what it changed (paid, refunded, confirmed, reversed), both
 * of its times and both of its invoice's. invoice_balance holds where each invoice stands
 * now; an "as of D, known at T" question subtracts the rows that came after D or T while
 * their invoice already stood, so a historical outstanding report costs what crossed D or T.
 */
export const invoiceSettlementProjection: Projection = {
  name: 'invoice-settlement',
  handles: INVOICE_EVENT_TYPES,
  tables: [INVOICE_SETTLEMENT_TABLE],

  // An invoice's date and recording are its stream's first event's (InvoiceConfirmed).
  async apply(tx, events, target) {
    const rows = events.map(settlementOf);
    await tx.query(
      `INSERT INTO ${target.table(INVOICE_SETTLEMENT_TABLE)}
              (tenant_id, position, invoice_id, invoice_date, invoice_recorded_at, occurred_on, recorded_at, paid, refunded, confirmation, reversal)
       SELECT $1, x.position, x.invoice_id, coalesce(c.occurred_on, x.occurred_on), coalesce(c.recorded_at, x.recorded_at),
              x.occurred_on, x.recorded_at, x.paid, x.refunded, x.confirmation, x.reversal
         FROM unnest($2::bigint[], $3::uuid[], $4::date[], $5::timestamptz[], $6::numeric[], $7::numeric[], $8::boolean[], $9::boolean[])
              AS x(position, invoice_id, occurred_on, recorded_at, paid, refunded, confirmation, reversal)
         LEFT JOIN ledger_event c ON c.tenant_id = $1 AND c.stream = 'invoice-' || x.invoice_id AND c.stream_version = 1`,
      [
        events[0]?.tenantId,
        events.map((e) => e.position),
        events.map((e) => e.stream.slice('invoice-'.length)),
        events.map((e) => e.occurredOn),
        events.map((e) => e.recordedAt),
        rows.map((r) => r.paid),
        rows.map((r) => r.refunded),
        rows.map((r) => r.confirmation),
        rows.map((r) => r.reversal),
      ],
    );
  },

  rangeSql: (target) => [
    `INSERT INTO ${target.table(INVOICE_SETTLEMENT_TABLE)}
              (tenant_id, position, invoice_id, invoice_date, invoice_recorded_at, occurred_on, recorded_at, paid, refunded, confirmation, reversal)
       SELECT e.tenant_id, e.position, substr(e.stream, 9)::uuid, c.occurred_on, c.recorded_at, e.occurred_on, e.recorded_at,
              CASE WHEN e.type = 'PaymentApplied' THEN (e.payload->>'amount')::numeric
                          WHEN e.type = 'PaymentReversed' THEN -(e.payload->>'amount')::numeric ELSE 0 END,
              CASE WHEN e.type = 'RefundApplied' THEN (e.payload->>'amount')::numeric
                          WHEN e.type = 'RefundReversed' THEN -(e.payload->>'amount')::numeric ELSE 0 END,
              e.type = 'InvoiceConfirmed', e.type = 'InvoiceReversed'
         FROM ledger_event e
         JOIN ledger_event c ON c.tenant_id = e.tenant_id AND c.stream = e.stream AND c.stream_version = 1
        WHERE e.tenant_id = $1 AND e.position > $2 AND e.position <= $3 AND e.type IN (${INVOICE_EVENT_TYPES.map((t) => `'${t}'`).join(', ')})`,
  ],
};

interface Settlement {
  paid: string;
  refunded: string;
  confirmation: boolean;
  reversal: boolean;
}

function settlementOf(recorded: RecordedEvent): Settlement {
  const event: InvoiceEvent = invoiceEventOf(recorded);
  const none: Settlement = { paid: '0', refunded: '0', confirmation: false, reversal: false };
  switch (event.type) {
    case 'InvoiceConfirmed':
      return { ...none, confirmation: true };
    case 'PaymentApplied':
      return { ...none, paid: event.data.amount };
    case 'PaymentReversed':
      return { ...none, paid: `-${event.data.amount}` };
    case 'RefundApplied':
      return { ...none, refunded: event.data.amount };
    case 'RefundReversed':
      return { ...none, refunded: `-${event.data.amount}` };
    case 'InvoiceReversed':
      return { ...none, reversal: true };
    default: {
      const never: never = event;
      throw new TypeError(`Unhandled invoice event ${(never as InvoiceEvent).type}`);
    }
  }
}
