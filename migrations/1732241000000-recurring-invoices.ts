import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The recurring-invoice sweep may list every workspace's live schedules, nothing else. */
export class RecurringInvoices1732241000000 implements MigrationInterface {
  name = 'RecurringInvoices1732241000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`GRANT SELECT (tenant_id, id, recurring, recurring_next, deleted_at) ON invoices TO ginuma_worker`);
    await q.query(`CREATE POLICY due_recurring ON invoices FOR SELECT TO ginuma_worker USING (recurring AND deleted_at IS NULL)`);
    await q.query(`CREATE INDEX invoices_recurring_due_idx ON invoices (recurring_next) WHERE recurring AND deleted_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX invoices_recurring_due_idx`);
    await q.query(`DROP POLICY due_recurring ON invoices`);
  }
}
