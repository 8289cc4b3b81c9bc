import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A document's stage becomes the `document-stage` projection's (libs/ledger read-models): the
 * columns stay where they are, and the commands that wrote them wrote them in the same
 * transactions as the events, so every workspace's projection is already at its ledger head.
 */
export class DocumentStage1732243700000 implements MigrationInterface {
  name = 'DocumentStage1732243700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      INSERT INTO ledger_checkpoint (tenant_id, projection, position)
      SELECT tenant_id, 'document-stage', last_position FROM ledger_head
      ON CONFLICT (tenant_id, projection) DO UPDATE SET position = EXCLUDED.position`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM ledger_checkpoint WHERE projection = 'document-stage'`);
  }
}
