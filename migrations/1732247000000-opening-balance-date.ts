import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Business Configuration gains the day every opening balance is dated ("opening balances as
 * of"). A workspace that already has books keeps its openings where they are: the earliest day an
 * opening balance was dated, else the day before its first transaction, else today; a workspace
 * registered later opens on its registration day (no row until its first save).
 */
export class OpeningBalanceDate1732247000000 implements MigrationInterface {
  name = 'OpeningBalanceDate1732247000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE business_configuration ADD COLUMN opening_balance_date date`);
    await q.query(`
      INSERT INTO business_configuration (tenant_id, business_name)
      SELECT w.id, w.name FROM workspaces w
       WHERE NOT EXISTS (SELECT 1 FROM business_configuration c WHERE c.tenant_id = w.id)`);
    await q.query(`
      UPDATE business_configuration c SET opening_balance_date = coalesce(
        (SELECT min(e.occurred_on) FROM ledger_event e WHERE e.tenant_id = c.tenant_id AND e.type = 'OpeningBalanceSet'),
        (SELECT min(e.occurred_on) - 1 FROM ledger_event e
          JOIN ledger_posting p ON p.tenant_id = e.tenant_id AND p.position = e.position WHERE e.tenant_id = c.tenant_id),
        (now() AT TIME ZONE c.time_zone)::date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE business_configuration DROP COLUMN opening_balance_date`);
  }
}
