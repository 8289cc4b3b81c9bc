import type { MigrationInterface, QueryRunner } from 'typeorm';

const NATURAL_KEYS = [
  ['customers', 'email'],
  ['customers', 'name'],
  ['suppliers', 'email'],
  ['suppliers', 'name'],
  ['products', 'code'],
  ['products', 'name'],
] as const;

/**
 * `natural_key(text)` is `lower(text)` marked LEAKPROOF, as `record_key` (1732241900000) is a
 * concatenation: row-level security runs only leakproof conditions before its policy, so an
 * import's case-insensitive look-up by email, name or code (`lower(email) = …`) could not use
 * the `lower(…)` indexes of 1732258000000 and read every record of the tenant, once per row or
 * per batch of rows. Lower-casing stored text cannot fail and reveals nothing. Not inlined (SET
 * search_path), so the planner sees the leakproof function, not its body. The indexes are on it
 * instead of on `lower(…)`, which no query of the app could use.
 */
export class NaturalKeys1732262100000 implements MigrationInterface {
  name = 'NaturalKeys1732262100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION natural_key(value text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF SET search_path = pg_catalog
      AS $$ SELECT lower(value) $$`);
    for (const [table, column] of NATURAL_KEYS) {
      await q.query(`DROP INDEX ${table}_lower_${column}_idx`);
      await q.query(`CREATE INDEX ${table}_natural_${column}_idx ON ${table} (tenant_id, natural_key(${column}))`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, column] of NATURAL_KEYS) {
      await q.query(`DROP INDEX ${table}_natural_${column}_idx`);
      await q.query(`CREATE INDEX ${table}_lower_${column}_idx ON ${table} (tenant_id, lower(${column}))`);
    }
    await q.query(`DROP FUNCTION natural_key(text)`);
  }
}
