import { ACCOUNTS, ID_PATTERN, partyOf } from '@ginuma/domain';
import type { RecordedEvent } from '../../event-store/ledger-event.types';
import type { Projection, ProjectionTarget } from '../../projections/projection';

export const STOCK_MOVEMENT_TABLE = 'stock_movement';
/** Each product's stock now: the sums of its movements, so the levels list reads one row per product. */
export const STOCK_LEVEL_TABLE = 'stock_level';

const PRODUCT = partyOf('product', '');
/** Products are records with uuid ids; any other `product:` key is not one of them. */
const PRODUCT_KEY_SQL = `^product:${ID_PATTERN}$`;
const PRODUCT_KEY = new RegExp(PRODUCT_KEY_SQL);

/**
 * One row per event and product whose inventory it moved: the net quantity (+ in, − out)
 * and value at cost, with both of the event's times and what the stock logs show (source,
 * reference, remark). Read from the postings, not from event types, so any event that moves
 * stock appears: quantity lines carry the product as commodity, value lines as party.
 * It answers "which movements" in one index range instead of a scan of every posting, and
 * stock_level keeps their running sums per product (the stock now); a level as of a past
 * date is that less the movements after it.
 */
export const stockMovementProjection: Projection = {
  name: 'stock-movement',
  handles: 'all',
  tables: [STOCK_MOVEMENT_TABLE, STOCK_LEVEL_TABLE],

  async apply(tx, events, target) {
    const moving = events.filter((e) => e.postings.some(movesStock));
    if (moving.length === 0) return;
    await tx.query(movementsSql(target, 'p.position = ANY($2::bigint[])'), [moving[0]?.tenantId ?? '', moving.map((e) => e.position)]);
  },

  rangeSql: (target) => [movementsSql(target, 'p.position > $2 AND p.position <= $3')],
};

function movesStock(p: RecordedEvent['postings'][number]): boolean {
  return p.account === ACCOUNTS.inventory && PRODUCT_KEY.test(p.commodity ?? p.party ?? '');
}

/**
 * One statement for apply and the range (appends and rebuilds), so a rebuild writes exactly what the appends wrote.
 * In the form Citus 13.2 routes to the tenant's worker: the reversed invoice's code is looked up by
 * `$1` (naming the event's tenant sent the statement to every shard, on every append), the moved
 * postings are a subquery rather than a CTE of their own (Citus left that CTE's table unsharded in
 * the shard's query) and the insert names its target by an alias (its RETURNING otherwise named the
 * table, not the shard).
 */
function movementsSql(target: ProjectionTarget, positions: string): string {
  return `WITH inserted AS (
     INSERT INTO ${target.table(STOCK_MOVEMENT_TABLE)} AS sm
            (tenant_id, position, product_id, stream, event_type, source, occurred_on, recorded_at, quantity, value, reference, remark)
     SELECT e.tenant_id, e.position, m.product_id, e.stream, e.type,
            CASE WHEN e.type = 'OpeningBalanceSet' THEN 'opening' WHEN e.type = 'OpeningBalanceRedated' THEN 'opening' WHEN e.type = 'StockUpdated' THEN 'stock_update'
                        WHEN e.type = 'InvoiceConfirmed' THEN 'invoice' WHEN e.type = 'InvoiceReversed' THEN 'invoice_reversal'
                        WHEN e.type = 'BillConfirmed' THEN 'bill' WHEN e.type = 'BillReversed' THEN 'bill_reversal'
                        WHEN e.type = 'CreditNoteConfirmed' THEN 'credit_note' WHEN e.type = 'CreditNoteReversed' THEN 'credit_note_reversal'
                        WHEN e.type = 'DebitNoteConfirmed' THEN 'debit_note' WHEN e.type = 'DebitNoteReversed' THEN 'debit_note_reversal' ELSE 'other' END,
            e.occurred_on, e.recorded_at, m.quantity, m.value,
            CASE WHEN e.type = 'StockUpdated' THEN e.payload->>'poNumber'
                        WHEN e.type = 'InvoiceConfirmed' THEN e.payload->>'code'
                        WHEN e.type = 'BillConfirmed' THEN e.payload->>'code' WHEN e.type = 'BillReversed' THEN e.payload->>'code'
                        WHEN e.type = 'CreditNoteConfirmed' THEN e.payload->>'code' WHEN e.type = 'CreditNoteReversed' THEN e.payload->>'code'
                        WHEN e.type = 'DebitNoteConfirmed' THEN e.payload->>'code' WHEN e.type = 'DebitNoteReversed' THEN e.payload->>'code'
                        WHEN e.type = 'InvoiceReversed' THEN (SELECT c.payload->>'code' FROM ledger_event c
                                                      WHERE c.tenant_id = $1 AND c.stream = e.stream AND c.type = 'InvoiceConfirmed' LIMIT 1)
                        END,
            CASE WHEN e.type = 'StockUpdated' THEN e.payload->>'remark' WHEN e.type = 'InvoiceReversed' THEN e.payload->>'reason' END
       FROM (SELECT p.position, substr(coalesce(p.commodity, p.party), ${PRODUCT.length + 1})::uuid AS product_id,
                    sum(p.quantity) AS quantity,
                    sum(CASE WHEN p.commodity IS NULL THEN p.debit - p.credit ELSE 0 END) AS value
               FROM ledger_posting p
              WHERE p.tenant_id = $1 AND p.account = '${ACCOUNTS.inventory}' AND ${positions}
                AND coalesce(p.commodity, p.party) ~ '${PRODUCT_KEY_SQL}'
              GROUP BY 1, 2) m
       JOIN ledger_event e ON e.tenant_id = $1 AND e.position = m.position
      WHERE m.quantity <> 0 OR m.value <> 0
     RETURNING sm.product_id, sm.quantity, sm.value)
     INSERT INTO ${target.table(STOCK_LEVEL_TABLE)} AS l (tenant_id, product_id, quantity, value)
     SELECT $1, product_id, sum(quantity), sum(value) FROM inserted GROUP BY product_id
     ON CONFLICT (tenant_id, product_id) DO UPDATE SET quantity = l.quantity + EXCLUDED.quantity, value = l.value + EXCLUDED.value`;
}
