import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The documents a statement line's suggestions search, and the column of each one's amount. */
const AMOUNTS = [
  ['receipts', 'paid_amount'],
  ['refunds', 'amount'],
  ['vouchers', 'amount'],
] as const;

/**
 * A statement line's suggestions are the account's open documents nearest its amount. Without
 * an index on the amount each request read and sorted every document of the account (100,000 of
 * them: p95 960 ms, tests/bench/bank.bench.ts); with one, each kind is read from the line's
 * amount outwards, a few hundred rows. Partial: the search asks only for live confirmed documents.
 *
 * Row-level security lets only leakproof conditions into an index condition, and PostgreSQL's
 * numeric comparisons are not marked leakproof: a plain index on the amount is read from its end
 * with the amount as a filter (p95 155 ms). `money_cents(amount)` is the amount in cents as a
 * bigint, whose comparisons are leakproof; the function is marked LEAKPROOF too: amounts are
 * numeric(18,2)-sized, so the cents fit a bigint and it cannot fail. Not inlined (SET
 * search_path), so the planner matches it to the index expression.
 */
export class BankDocumentAmounts1732261000000 implements MigrationInterface {
  name = 'BankDocumentAmounts1732261000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION money_cents(amount numeric) RETURNS bigint
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SET search_path = pg_catalog
      AS $$ SELECT round(amount * 100)::bigint $$`);
    for (const [table, amount] of AMOUNTS) {
      await q.query(`CREATE INDEX ${table}_bank_amount_idx ON ${table} (tenant_id, account_id, money_cents(${amount})) WHERE stage = 'confirmed' AND deleted_at IS NULL`);
    }
    await q.query(`CREATE INDEX cash_transactions_from_amount_idx ON cash_transactions (tenant_id, from_account, kind, money_cents(amount)) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX cash_transactions_to_amount_idx ON cash_transactions (tenant_id, to_account, kind, money_cents(amount)) WHERE deleted_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table] of AMOUNTS) await q.query(`DROP INDEX ${table}_bank_amount_idx`);
    await q.query(`DROP INDEX cash_transactions_from_amount_idx`);
    await q.query(`DROP INDEX cash_transactions_to_amount_idx`);
    await q.query(`DROP FUNCTION money_cents(numeric)`);
  }
}
