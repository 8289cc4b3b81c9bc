import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * invoices.share_token was never read: shared links live in shared_links, keyed by tenant.
 * Its global unique key was the one key of a tenant table without tenant_id.
 */
export class DropInvoiceShareToken1732242200000 implements MigrationInterface {
  name = 'DropInvoiceShareToken1732242200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE invoices DROP COLUMN IF EXISTS share_token`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE invoices ADD COLUMN share_token text UNIQUE`);
  }
}
