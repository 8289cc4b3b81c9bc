import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A refund keeps an internal note, as a receipt does. */
export class RefundNote1732243610000 implements MigrationInterface {
  name = 'RefundNote1732243610000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE refunds ADD COLUMN note text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE refunds DROP COLUMN note`);
  }
}
