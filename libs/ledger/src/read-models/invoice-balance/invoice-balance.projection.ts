import {
  CASH_CUSTOMER_PARTY, customerParty, INVOICE_EVENT_TYPES, partyOf, INVOICE_STATUS_RULES, invoiceEventOf, STANDING_AMOUNTS, type InvoiceEvent, type StandingAmount,
  type SignTest, type StandingFlag,
} from '@ginuma/domain';
import type { RecordedEvent } from '../../event-store/ledger-event.types';
import type { Projection, ProjectionTarget } from '../../projections/projection';
import type { SqlExecutor } from '../../sql-executor';
import { unindexed } from '../positions-first';

export const INVOICE_BALANCE_TABLE = 'invoice_balance';

/**
 * What each confirmed invoice has been paid and refunded, for lists, statuses and the
 * outstanding report: one row per invoice, moved by its stream's events. Due amounts and
 * statuses are derived from these columns (grand total − paid + refunded), never stored.
 */
export const invoiceBalanceProjection: Projection = {
  name: 'invoice-balance',
  handles: INVOICE_EVENT_TYPES,
  tables: [INVOICE_BALANCE_TABLE],

  async apply(tx, events, target) {
    for (const event of events) await applyOne(tx, event, target);
  },

  // What applyOne does, set-based: the confirmations' rows first, then each invoice's movements
  // summed; the range's events found by their positions alone (unindexed).
  rangeSql: (target) => {
    const table = target.table(INVOICE_BALANCE_TABLE);
    const range = `e.tenant_id = $1 AND e.position > $2 AND e.position <= $3`;
    const amount = `(e.payload->>'amount')::numeric`;
    return [
      `INSERT INTO ${table} (tenant_id, invoice_id, customer_party, occurred_on, due_date, grand_total)
       SELECT e.tenant_id, substr(e.stream, 9)::uuid,
              CASE WHEN e.payload->'customer'->>'kind' = 'company' THEN '${partyOf('customer', '')}' || (e.payload->'customer'->>'customerId')
                   ELSE '${CASH_CUSTOMER_PARTY}' END,
              (e.payload->>'date')::date, (e.payload->>'dueDate')::date, (e.payload->>'grandTotal')::numeric
         FROM ledger_event e WHERE ${range} AND ${unindexed(`e.type = 'InvoiceConfirmed'`)}`,
      `UPDATE ${table} b SET paid = b.paid + m.paid, refunded = b.refunded + m.refunded, reversed = b.reversed OR m.reversed
         FROM (SELECT substr(e.stream, 9)::uuid AS invoice_id,
                      sum(CASE WHEN e.type = 'PaymentApplied' THEN ${amount} WHEN e.type = 'PaymentReversed' THEN -${amount} ELSE 0 END) AS paid,
                      sum(CASE WHEN e.type = 'RefundApplied' THEN ${amount} WHEN e.type = 'RefundReversed' THEN -${amount} ELSE 0 END) AS refunded,
                      bool_or(e.type = 'InvoiceReversed') AS reversed
                 FROM ledger_event e
                WHERE ${range} AND ${unindexed(`e.type IN ('PaymentApplied', 'PaymentReversed', 'RefundApplied', 'RefundReversed', 'InvoiceReversed')`)}
                GROUP BY 1) m
        WHERE b.tenant_id = $1 AND b.invoice_id = m.invoice_id`,
    ];
  },
};

async function applyOne(tx: SqlExecutor, recorded: RecordedEvent, target: ProjectionTarget): Promise<void> {
  const table = target.table(INVOICE_BALANCE_TABLE);
  const invoiceId = recorded.stream.slice('invoice-'.length);
  const event: InvoiceEvent = invoiceEventOf(recorded);
  const change = (set: string, amount: string | null) =>
    tx.query(`UPDATE ${table} SET ${set} WHERE tenant_id = $1 AND invoice_id = $2`, amount === null ? [recorded.tenantId, invoiceId] : [recorded.tenantId, invoiceId, amount]);
  switch (event.type) {
    case 'InvoiceConfirmed':
      await tx.query(
        `INSERT INTO ${table} (tenant_id, invoice_id, customer_party, occurred_on, due_date, grand_total) VALUES ($1, $2, $3, $4, $5, $6)`,
        [recorded.tenantId, invoiceId, customerParty(event.data.customer), event.data.date, event.data.dueDate, event.data.grandTotal],
      );
      return;
    case 'PaymentApplied':
      await change('paid = paid + $3', event.data.amount);
      return;
    case 'PaymentReversed':
      await change('paid = paid - $3', event.data.amount);
      return;
    case 'RefundApplied':
      await change('refunded = refunded + $3', event.data.amount);
      return;
    case 'RefundReversed':
      await change('refunded = refunded - $3', event.data.amount);
      return;
    case 'InvoiceReversed':
      await change('reversed = true', null);
      return;
    default: {
      const never: never = event;
      throw new TypeError(`Unhandled invoice event ${(never as InvoiceEvent).type}`);
    }
  }
}

/** SQL for each fact the status rules read, over some row. */
export type InvoiceStandingSql = Record<StandingFlag | StandingAmount, string>;

const SIGN_TEST: Record<SignTest, string> = {
  positive: '> 0',
  zero: '= 0',
  'not positive': '<= 0',
};

/** INVOICE_STATUS_RULES as a CASE over the given columns: the rules the unit tests check, in SQL. */
export function invoiceStatusSql(columns: InvoiceStandingSql): string {
  const whens = INVOICE_STATUS_RULES.map(({ status, when }) => {
    if ('otherwise' in when) return `ELSE '${status}'`;
    if ('flag' in when) return `WHEN ${columns[when.flag]} THEN '${status}'`;
    const terms = STANDING_AMOUNTS.flatMap((amount) => {
      const sign = when.sum[amount];
      return sign === undefined ? [] : [`${sign > 0 ? '+' : '-'} ${columns[amount]}`];
    });
    const sum = terms.join(' ').replace(/^\+ /, '');
    return `WHEN ${sum} ${SIGN_TEST[when.is]} THEN '${status}'`;
  });
  return `CASE ${whens.join(' ')} END`;
}

/** An invoice's status (InvoiceStatus: pending, due, partial, paid, refund, reversed) for an invoice row joined with its balance (`b`; no row: a draft), as SQL. */
export const INVOICE_STATUS_SQL = invoiceStatusSql({
  draft: 'b.invoice_id IS NULL',
  reversed: 'b.reversed',
  grandTotal: 'b.grand_total',
  paid: 'b.paid',
  refunded: 'b.refunded',
});
