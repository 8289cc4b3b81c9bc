import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The days (and days recorded) after its bill beyond which a settlement row counts as late; payables-aging.ts asks with the same. */
const LATE_DAYS = 45;

/**
 * Payables aging on a past date D reads the settlement rows that cross it: the bill dated on or
 * before D, the row after it. bill_settlement_after_idx ranges over every row dated after D and
 * filters on the bill's date, so a report a year back read half the workspace's rows (97,000 of
 * 100,000 bills' to keep 2,465, tests/bench/statements.bench.ts), and as known at T the same on
 * the recording axis. Almost every row follows its bill within weeks: these indexes hold each
 * axis's rows by whether they are late and then by their bill's date, so the report reads the
 * prompt rows whose bill is within LATE_DAYS before D and the late ones (few) whose bill is
 * before D. A row not after its bill (its confirmation) never crosses, so it is left out.
 *
 * Row-level security lets only leakproof conditions into an index condition and date or
 * timestamp subtraction is not marked leakproof: `settled_late()` is, and cannot fail on the
 * projection's finite dates. Not inlined (SET search_path), so the planner matches it to the
 * index expression, as with `money_cents()`.
 */
export class BillSettlementCrossing1732259500000 implements MigrationInterface {
  name = 'BillSettlementCrossing1732259500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION settled_late(bill date, settled date) RETURNS boolean
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SET search_path = pg_catalog
      AS $$ SELECT settled - bill > ${LATE_DAYS} $$`);
    await q.query(`
      CREATE FUNCTION settled_late(bill timestamptz, settled timestamptz) RETURNS boolean
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SET search_path = pg_catalog
      AS $$ SELECT settled - bill > interval '${LATE_DAYS * 24} hours' $$`);
    await q.query(`CREATE INDEX bill_settlement_crossing_idx ON bill_settlement (tenant_id, settled_late(bill_date, occurred_on), bill_date)
                     INCLUDE (occurred_on, bill_id, owed) WHERE occurred_on > bill_date`);
    await q.query(`CREATE INDEX bill_settlement_known_crossing_idx ON bill_settlement (tenant_id, settled_late(bill_recorded_at, recorded_at), bill_recorded_at)
                     INCLUDE (recorded_at, bill_date, occurred_on, bill_id, owed) WHERE recorded_at > bill_recorded_at`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX bill_settlement_known_crossing_idx`);
    await q.query(`DROP INDEX bill_settlement_crossing_idx`);
    await q.query(`DROP FUNCTION settled_late(timestamptz, timestamptz)`);
    await q.query(`DROP FUNCTION settled_late(date, date)`);
  }
}
