import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Text columns the customer list searches with ILIKE '%…%'. */
const SEARCHED = ['name', 'contact_person', 'email', 'phone'];

/**
 * A list of 100,000 customers pages, sorts and searches fast (tests/bench/customers.bench.ts).
 *
 * `record_key(prefix, id)` is `prefix || id` marked LEAKPROOF: row-level security lets only
 * leakproof conditions run before its policy, so a ledger look-up keyed by a concatenation
 * (`party = 'customer:' || t.id`) could not use an index and scanned the tenant's ledger once
 * per listed row. Concatenating text and printing a uuid reveal nothing and cannot fail.
 * Not inlined (SET search_path), so the planner sees the leakproof function, not its body.
 */
export class CustomerIndexes1732241900000 implements MigrationInterface {
  name = 'CustomerIndexes1732241900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION record_key(prefix text, id uuid) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SET search_path = pg_catalog
      AS $$ SELECT prefix || id::text $$`);

    // Row-level security also keeps ILIKE (not leakproof) from using an index: the list's
    // search asks this function, which runs as the owner (no policy), for the ids of the
    // current tenant's matching rows. The columns are quoted identifiers of the table.
    await q.query(`
      CREATE FUNCTION record_search(tbl regclass, columns text[], pattern text) RETURNS SETOF uuid
      LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
      BEGIN
        IF current_tenant() IS NULL THEN RETURN; END IF;
        RETURN QUERY EXECUTE format('SELECT id FROM %s WHERE tenant_id = $1 AND (%s)', tbl,
          (SELECT string_agg(format('%I::text ILIKE $2', c), ' OR ') FROM unnest(columns) AS c))
          USING current_tenant(), pattern;
      END $$`);
    await q.query(`REVOKE ALL ON FUNCTION record_search(regclass, text[], text) FROM PUBLIC`);
    await q.query(`GRANT EXECUTE ON FUNCTION record_search(regclass, text[], text) TO ginuma_app`);

    // Sorts end with `t.id` as the tie-break; created_at and name are NOT NULL, so one index
    // serves both directions.
    await q.query(`DROP INDEX customers_list_idx`);
    await q.query(`CREATE INDEX customers_created_idx ON customers (tenant_id, created_at, id)`);
    await q.query(`CREATE INDEX customers_name_idx ON customers (tenant_id, name, id)`);

    // Trigram indexes answer '%fragment%' searches. The embedded PostgreSQL of the tests may
    // lack pg_trgm: there the search scans, which its small tables do not notice.
    await q.query(`
      DO $$ BEGIN
        CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
      EXCEPTION WHEN OTHERS THEN
        RAISE NOTICE 'pg_trgm unavailable (%): customer search stays unindexed', SQLERRM;
      END $$`);
    const [trgm] = await q.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
    if (trgm) {
      for (const column of SEARCHED) {
        await q.query(`CREATE INDEX customers_${column}_trgm_idx ON customers USING gin (${column} gin_trgm_ops)`);
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const column of SEARCHED) await q.query(`DROP INDEX IF EXISTS customers_${column}_trgm_idx`);
    await q.query(`DROP INDEX customers_name_idx`);
    await q.query(`DROP INDEX customers_created_idx`);
    await q.query(`CREATE INDEX customers_list_idx ON customers (tenant_id, created_at DESC)`);
    await q.query(`DROP FUNCTION record_search(regclass, text[], text)`);
    await q.query(`DROP FUNCTION record_key(text, uuid)`);
  }
}
