import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reversing or deleting a receipt, refund, voucher or cash book entry first asks which statement
 * lines the document clears, by the document alone (it does not know the bank account a line is
 * on): this index answers that without reading the workspace's every match.
 */
export class BankLineMatchDocuments1732257000000 implements MigrationInterface {
  name = 'BankLineMatchDocuments1732257000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX bank_line_matches_document_idx ON bank_line_matches (tenant_id, document_kind, document_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX bank_line_matches_document_idx`);
  }
}
