import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The stock movements a bill's confirmation or reversal made were stored as 'other' with no
 * reference before the projection named them: relabel them as the projection writes them now, so
 * a rebuild and the live table agree.
 */
export class BillStockSources1732248000000 implements MigrationInterface {
  name = 'BillStockSources1732248000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE stock_movement m
         SET source = CASE m.event_type WHEN 'BillConfirmed' THEN 'bill' ELSE 'bill_reversal' END,
             reference = e.payload->>'code'
        FROM ledger_event e
       WHERE e.tenant_id = m.tenant_id AND e.position = m.position
         AND m.event_type IN ('BillConfirmed', 'BillReversed')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE stock_movement SET source = 'other', reference = NULL WHERE event_type IN ('BillConfirmed', 'BillReversed')`);
  }
}
