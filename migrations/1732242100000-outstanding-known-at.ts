import type { MigrationInterface, QueryRunner } from 'typeorm';

const COVERED = 'invoice_date, invoice_id, paid, refunded, reversal';

/**
 * The outstanding report's "as of D, known at T" lookups on B-tree indexes. Its GiST span
 * index was never used: row-level security lets only leakproof operators into an index
 * condition, and the range operators are not, so every historical report scanned the whole
 * table. A B-tree on a date or time is (its comparisons are leakproof).
 *
 * A settlement row matters to a report known at T when its invoice was recorded by T and the
 * row after it; invoice_recorded_at carries the first half, so the rows that crossed T are
 * one index range, and invoices recorded after T are found by their confirmation rows alone.
 */
export class OutstandingKnownAt1732242100000 implements MigrationInterface {
  name = 'OutstandingKnownAt1732242100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE invoice_settlement ADD COLUMN invoice_recorded_at timestamptz`);
    await q.query(`
      UPDATE invoice_settlement s SET invoice_recorded_at = c.recorded_at
        FROM ledger_event c
       WHERE c.tenant_id = s.tenant_id AND c.stream = 'invoice-' || s.invoice_id AND c.stream_version = 1`);
    await q.query(`UPDATE invoice_settlement SET invoice_recorded_at = recorded_at WHERE invoice_recorded_at IS NULL`);
    await q.query(`ALTER TABLE invoice_settlement ALTER COLUMN invoice_recorded_at SET NOT NULL`);
    await q.query(`DROP INDEX invoice_settlement_span_idx`);
    await q.query(`DROP INDEX invoice_settlement_recorded_idx`);
    // Rows after D: an index-only range over the rows dated after D.
    await q.query(`CREATE INDEX invoice_settlement_after_idx ON invoice_settlement (tenant_id, occurred_on) INCLUDE (${COVERED})`);
    // Rows recorded after T, with what decides whether they crossed T.
    await q.query(`CREATE INDEX invoice_settlement_known_idx ON invoice_settlement (tenant_id, recorded_at)
                     INCLUDE (invoice_recorded_at, occurred_on, ${COVERED})`);
    await q.query(`CREATE INDEX invoice_settlement_confirmed_idx ON invoice_settlement (tenant_id, recorded_at) INCLUDE (invoice_id) WHERE confirmation`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX invoice_settlement_confirmed_idx`);
    await q.query(`DROP INDEX invoice_settlement_known_idx`);
    await q.query(`DROP INDEX invoice_settlement_after_idx`);
    const covering = 'INCLUDE (tenant_id, invoice_date, invoice_id, paid, refunded, confirmation, reversal)';
    await q.query(`CREATE INDEX invoice_settlement_span_idx ON invoice_settlement
                     USING gist (daterange(invoice_date, greatest(invoice_date, occurred_on), '[)')) ${covering}`);
    await q.query(`CREATE INDEX invoice_settlement_recorded_idx ON invoice_settlement (tenant_id, recorded_at) ${covering}`);
    await q.query(`ALTER TABLE invoice_settlement DROP COLUMN invoice_recorded_at`);
  }
}
