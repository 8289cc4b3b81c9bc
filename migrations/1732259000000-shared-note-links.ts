import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Credit and debit notes are shared by link like invoices: the same table, two more kinds. */
export class SharedNoteLinks1732259000000 implements MigrationInterface {
  name = 'SharedNoteLinks1732259000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE shared_links DROP CONSTRAINT shared_links_kind_check`);
    await q.query(`ALTER TABLE shared_links ADD CONSTRAINT shared_links_kind_check CHECK (kind IN ('invoice', 'quotation', 'credit-note', 'debit-note'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM shared_links WHERE kind IN ('credit-note', 'debit-note')`);
    await q.query(`ALTER TABLE shared_links DROP CONSTRAINT shared_links_kind_check`);
    await q.query(`ALTER TABLE shared_links ADD CONSTRAINT shared_links_kind_check CHECK (kind IN ('invoice', 'quotation'))`);
  }
}
