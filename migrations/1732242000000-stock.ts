import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock: the stock_movement projection behind the stock logs and stock_level
 * (each product's stock now) behind the levels, filled from the events already in the ledger (its SQL is the projection's replay: libs/ledger/src/
 * read-models/stock-movement), and the indexes the stock levels and logs read through.
 */
export class Stock1732242000000 implements MigrationInterface {
  name = 'Stock1732242000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stock_movement (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        position bigint NOT NULL,
        product_id uuid NOT NULL,
        stream text NOT NULL,
        event_type text NOT NULL,
        source text NOT NULL,
        occurred_on date NOT NULL,
        recorded_at timestamptz NOT NULL,
        quantity numeric(18,3) NOT NULL,
        value numeric(18,2) NOT NULL,
        reference text,
        remark text,
        PRIMARY KEY (tenant_id, position, product_id)
      )`);
    // The logs' default order (newest first), one product's movements (its opening and
    // closing quantities too), and "as known at T". The date and recorded-at indexes carry
    // what a level sums, so a level as of a past date or time reads the index alone.
    await q.query(`CREATE INDEX stock_movement_date_idx ON stock_movement (tenant_id, occurred_on DESC, position DESC) INCLUDE (product_id, quantity, value)`);
    await q.query(`CREATE INDEX stock_movement_product_idx ON stock_movement (tenant_id, product_id, occurred_on, position)`);
    await q.query(`CREATE INDEX stock_movement_recorded_idx ON stock_movement (tenant_id, recorded_at) INCLUDE (occurred_on, product_id, quantity, value)`);
    await q.query(`ALTER TABLE stock_movement ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE stock_movement FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON stock_movement TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    await q.query(`
      CREATE TABLE stock_level (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        product_id uuid NOT NULL,
        quantity numeric(24,3) NOT NULL,
        value numeric(24,2) NOT NULL,
        PRIMARY KEY (tenant_id, product_id)
      )`);
    await q.query(`ALTER TABLE stock_level ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE stock_level FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON stock_level TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    // The stock list filters stockable, live products of a workspace.
    await q.query(`CREATE INDEX products_stockable_idx ON products (tenant_id, code) WHERE type = 'Stockable' AND deleted_at IS NULL`);

    await q.query(`
      WITH moved AS (
        SELECT p.tenant_id, p.position, substr(coalesce(p.commodity, p.party), 9)::uuid AS product_id,
               sum(p.quantity) AS quantity,
               sum(CASE WHEN p.commodity IS NULL THEN p.debit - p.credit ELSE 0 END) AS value
          FROM ledger_posting p
         WHERE p.account = 'inventory'
           AND coalesce(p.commodity, p.party) ~ '^product:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
         GROUP BY 1, 2, 3)
      INSERT INTO stock_movement
             (tenant_id, position, product_id, stream, event_type, source, occurred_on, recorded_at, quantity, value, reference, remark)
      SELECT e.tenant_id, e.position, m.product_id, e.stream, e.type,
             CASE e.type WHEN 'OpeningBalanceSet' THEN 'opening' WHEN 'StockUpdated' THEN 'stock_update'
                         WHEN 'InvoiceConfirmed' THEN 'invoice' WHEN 'InvoiceReversed' THEN 'invoice_reversal' ELSE 'other' END,
             e.occurred_on, e.recorded_at, m.quantity, m.value,
             CASE e.type WHEN 'StockUpdated' THEN e.payload->>'poNumber'
                         WHEN 'InvoiceConfirmed' THEN e.payload->>'code'
                         WHEN 'InvoiceReversed' THEN (SELECT c.payload->>'code' FROM ledger_event c
                                                       WHERE c.tenant_id = e.tenant_id AND c.stream = e.stream AND c.type = 'InvoiceConfirmed' LIMIT 1)
                         END,
             CASE e.type WHEN 'StockUpdated' THEN e.payload->>'remark' WHEN 'InvoiceReversed' THEN e.payload->>'reason' END
        FROM moved m JOIN ledger_event e ON e.tenant_id = m.tenant_id AND e.position = m.position
       WHERE m.quantity <> 0 OR m.value <> 0`);
    await q.query(`
      INSERT INTO stock_level (tenant_id, product_id, quantity, value)
      SELECT tenant_id, product_id, sum(quantity), sum(value) FROM stock_movement GROUP BY 1, 2`);
    await q.query(`
      INSERT INTO ledger_checkpoint (tenant_id, projection, position)
      SELECT tenant_id, 'stock-movement', last_position FROM ledger_head
      ON CONFLICT (tenant_id, projection) DO UPDATE SET position = EXCLUDED.position`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM ledger_checkpoint WHERE projection = 'stock-movement'`);
    await q.query(`DROP INDEX products_stockable_idx`);
    await q.query(`DROP TABLE stock_level`);
    await q.query(`DROP TABLE stock_movement`);
  }
}
