import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The invoice_settlement projection behind the payment outstanding report's two time axes,
 * filled from the events already in the ledger so existing workspaces report at once.
 */
export class OutstandingReport1732241700000 implements MigrationInterface {
  name = 'OutstandingReport1732241700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE invoice_settlement (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        position bigint NOT NULL,
        invoice_id uuid NOT NULL,
        invoice_date date NOT NULL,
        occurred_on date NOT NULL,
        recorded_at timestamptz NOT NULL,
        paid numeric(18,2) NOT NULL,
        refunded numeric(18,2) NOT NULL,
        confirmation boolean NOT NULL,
        reversal boolean NOT NULL,
        PRIMARY KEY (tenant_id, position)
      )`);
    // The rows that change an invoice dated on or before D after D are those whose span from
    // the invoice date to their own date contains D: a GiST lookup however far back D is.
    // "Recorded after T" is a range scan of the rows since T. Both cover the columns read.
    const covering = 'INCLUDE (tenant_id, invoice_date, invoice_id, paid, refunded, confirmation, reversal)';
    await q.query(`CREATE INDEX invoice_settlement_span_idx ON invoice_settlement
                     USING gist (daterange(invoice_date, greatest(invoice_date, occurred_on), '[)')) ${covering}`);
    await q.query(`CREATE INDEX invoice_settlement_recorded_idx ON invoice_settlement (tenant_id, recorded_at) ${covering}`);
    // What is due now: the report on today's date reads only these and what changed since.
    await q.query(`CREATE INDEX invoice_balance_open_idx ON invoice_balance (tenant_id, occurred_on)
                     WHERE NOT reversed AND grand_total - paid + refunded > 0`);
    await q.query(`CREATE INDEX invoice_balance_customer_idx ON invoice_balance (tenant_id, customer_party)`);
    await q.query(`ALTER TABLE invoice_settlement ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE invoice_settlement FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON invoice_settlement TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);

    await q.query(`
      INSERT INTO invoice_settlement (tenant_id, position, invoice_id, invoice_date, occurred_on, recorded_at, paid, refunded, confirmation, reversal)
      SELECT e.tenant_id, e.position, substr(e.stream, 9)::uuid, c.occurred_on, e.occurred_on, e.recorded_at,
             CASE e.type WHEN 'PaymentApplied' THEN (e.payload->>'amount')::numeric
                         WHEN 'PaymentReversed' THEN -(e.payload->>'amount')::numeric ELSE 0 END,
             CASE e.type WHEN 'RefundApplied' THEN (e.payload->>'amount')::numeric
                         WHEN 'RefundReversed' THEN -(e.payload->>'amount')::numeric ELSE 0 END,
             e.type = 'InvoiceConfirmed', e.type = 'InvoiceReversed'
        FROM ledger_event e
        JOIN ledger_event c ON c.tenant_id = e.tenant_id AND c.stream = e.stream AND c.stream_version = 1
       WHERE e.stream LIKE 'invoice-%'
         AND e.type IN ('InvoiceConfirmed', 'PaymentApplied', 'PaymentReversed', 'RefundApplied', 'RefundReversed', 'InvoiceReversed')`);
    await q.query(`
      INSERT INTO ledger_checkpoint (tenant_id, projection, position)
      SELECT tenant_id, 'invoice-settlement', last_position FROM ledger_head
      ON CONFLICT (tenant_id, projection) DO UPDATE SET position = EXCLUDED.position`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM ledger_checkpoint WHERE projection = 'invoice-settlement'`);
    await q.query(`DROP INDEX invoice_balance_customer_idx`);
    await q.query(`DROP INDEX invoice_balance_open_idx`);
    await q.query(`DROP TABLE invoice_settlement`);
  }
}
