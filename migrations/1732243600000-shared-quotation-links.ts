import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Quotations are shared by link like invoices: the same table, another kind. */
export class SharedQuotationLinks1732243600000 implements MigrationInterface {
  name = 'SharedQuotationLinks1732243600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE shared_links DROP CONSTRAINT shared_links_kind_check`);
    await q.query(`ALTER TABLE shared_links ADD CONSTRAINT shared_links_kind_check CHECK (kind IN ('invoice', 'quotation'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM shared_links WHERE kind = 'quotation'`);
    await q.query(`ALTER TABLE shared_links DROP CONSTRAINT shared_links_kind_check`);
    await q.query(`ALTER TABLE shared_links ADD CONSTRAINT shared_links_kind_check CHECK (kind IN ('invoice'))`);
  }
}
