import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the books reports (trial balance, general ledger, balance sheet) read fast at a
 * million postings:
 * - ledger_account_day, the account-day projection (libs/ledger read-models/account-day):
 *   debits, credits and line counts per account and business day, built here from the
 *   existing ledger and kept by every append from now on;
 * - an index on events by recorded_at: "as known at T" is the projection minus the few
 *   events recorded after T.
 */
export class BooksReports1732243400000 implements MigrationInterface {
  name = 'BooksReports1732243400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX ledger_event_recorded_idx ON ledger_event (tenant_id, recorded_at) INCLUDE (occurred_on)`);
    await q.query(`
      CREATE TABLE ledger_account_day (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        account text NOT NULL,
        occurred_on date NOT NULL,
        debit numeric(24,2) NOT NULL,
        credit numeric(24,2) NOT NULL,
        lines bigint NOT NULL,
        PRIMARY KEY (tenant_id, account, occurred_on)
      )`);
    await q.query(`ALTER TABLE ledger_account_day ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE ledger_account_day FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON ledger_account_day TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    await q.query(`
      INSERT INTO ledger_account_day (tenant_id, account, occurred_on, debit, credit, lines)
      SELECT p.tenant_id, p.account, e.occurred_on, sum(p.debit), sum(p.credit), count(*)
        FROM ledger_posting p JOIN ledger_event e ON e.tenant_id = p.tenant_id AND e.position = p.position
       GROUP BY 1, 2, 3`);
    await q.query(`
      INSERT INTO ledger_checkpoint (tenant_id, projection, position)
      SELECT tenant_id, 'account-day', last_position FROM ledger_head
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM ledger_checkpoint WHERE projection = 'account-day'`);
    await q.query(`DROP TABLE ledger_account_day`);
    await q.query(`DROP INDEX ledger_event_recorded_idx`);
  }
}
