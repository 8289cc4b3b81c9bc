import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Credit receipt that spent a credit note's credit on an invoice names the note, so what the
 * note has applied to an invoice is what its live receipts there allocate, and taking it back
 * reverses those receipts. A receipt deleted from the receipts list stops counting by itself.
 */
export class CreditNoteReceipts1732259100000 implements MigrationInterface {
  name = 'CreditNoteReceipts1732259100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE receipts ADD COLUMN credit_note_id uuid`);
    await q.query(`ALTER TABLE receipts ADD CONSTRAINT receipts_credit_note_fkey FOREIGN KEY (tenant_id, credit_note_id) REFERENCES credit_notes (tenant_id, id)`);
    await q.query(`CREATE INDEX receipts_credit_note_idx ON receipts (tenant_id, credit_note_id) WHERE credit_note_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE receipts DROP COLUMN credit_note_id`);
  }
}
