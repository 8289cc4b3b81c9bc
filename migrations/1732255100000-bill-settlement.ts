import type { MigrationInterface, QueryRunner } from 'typeorm';

const COVERED = 'bill_date, bill_id, owed';

/**
 * The bill_settlement projection behind payables aging's two time axes, as invoice_settlement is
 * behind the outstanding report, filled from the events already in the ledger so existing
 * workspaces report at once. The report reads the bills that owe now (bill_balance, through its
 * open index) and the settlement rows that crossed D or T (two B-tree ranges: row-level security
 * keeps range operators out of index conditions, a B-tree's comparisons are leakproof).
 */
export class BillSettlement1732255100000 implements MigrationInterface {
  name = 'BillSettlement1732255100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bill_settlement (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        position bigint NOT NULL,
        bill_id uuid NOT NULL,
        bill_date date NOT NULL,
        bill_recorded_at timestamptz NOT NULL,
        occurred_on date NOT NULL,
        recorded_at timestamptz NOT NULL,
        owed numeric(18,2) NOT NULL,
        confirmation boolean NOT NULL,
        PRIMARY KEY (tenant_id, position)
      )`);
    // Rows after D: an index-only range over the rows dated after D.
    await q.query(`CREATE INDEX bill_settlement_after_idx ON bill_settlement (tenant_id, occurred_on) INCLUDE (${COVERED})`);
    // Rows recorded after T, with what decides whether they crossed T.
    await q.query(`CREATE INDEX bill_settlement_known_idx ON bill_settlement (tenant_id, recorded_at) INCLUDE (bill_recorded_at, occurred_on, ${COVERED})`);
    // Bills recorded after T are left out whole, found by their confirmations.
    await q.query(`CREATE INDEX bill_settlement_confirmed_idx ON bill_settlement (tenant_id, recorded_at) INCLUDE (bill_id) WHERE confirmation`);
    // What is owed now: the report on today's date reads only these and what changed since.
    await q.query(`CREATE INDEX bill_balance_open_idx ON bill_balance (tenant_id, occurred_on) INCLUDE (bill_id, supplier_party, due_date, grand_total, paid)
                     WHERE NOT reversed AND grand_total - paid > 0`);
    await q.query(`ALTER TABLE bill_settlement ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE bill_settlement FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON bill_settlement TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    await q.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON bill_settlement TO ginuma_app`);

    await q.query(`
      INSERT INTO bill_settlement (tenant_id, position, bill_id, bill_date, bill_recorded_at, occurred_on, recorded_at, owed, confirmation)
      SELECT e.tenant_id, e.position, substr(e.stream, 6)::uuid, c.occurred_on, c.recorded_at, e.occurred_on, e.recorded_at,
             coalesce((SELECT sum(p.credit - p.debit) FROM ledger_posting p
                        WHERE p.tenant_id = e.tenant_id AND p.position = e.position AND p.account = 'payable' AND p.commodity IS NULL), 0),
             e.type = 'BillConfirmed'
        FROM ledger_event e
        JOIN ledger_event c ON c.tenant_id = e.tenant_id AND c.stream = e.stream AND c.stream_version = 1
       WHERE e.stream LIKE 'bill-%'`);
    await q.query(`
      INSERT INTO ledger_checkpoint (tenant_id, projection, position)
      SELECT tenant_id, 'bill-settlement', last_position FROM ledger_head
      ON CONFLICT (tenant_id, projection) DO UPDATE SET position = EXCLUDED.position`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM ledger_checkpoint WHERE projection = 'bill-settlement'`);
    await q.query(`DROP INDEX bill_balance_open_idx`);
    await q.query(`DROP TABLE bill_settlement`);
  }
}
