import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A quotation posts nothing to the ledger: where it stands (pending, converted, withdrawn) is the
 * row's own status, decided by its transition table, not a ledger stage that events move.
 */
export class QuotationStatus1732243900000 implements MigrationInterface {
  name = 'QuotationStatus1732243900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quotations RENAME COLUMN stage TO status`);
    await q.query(`ALTER TABLE quotations RENAME CONSTRAINT quotations_stage TO quotations_status`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quotations RENAME CONSTRAINT quotations_status TO quotations_stage`);
    await q.query(`ALTER TABLE quotations RENAME COLUMN status TO stage`);
  }
}
