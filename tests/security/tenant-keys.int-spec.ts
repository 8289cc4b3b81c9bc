import { scratchSuite } from '../support/scratch-suite';

/*
 * What distributing the schema by tenant on Citus needs, read from the live catalogue of a
 * migrated database: every key of a tenant table carries tenant_id, so a tenant's rows and the
 * checks between them stay on one node. The few global look-ups are named here with their reason;
 * a new one fails this test until someone decides how it distributes.
 */

/** Found before a tenant is known; on Citus these tables are reference tables, copied to every node. */
const GLOBAL_LOOKUPS: Record<string, string> = {
  'users.users_email_key': 'sign-in finds a user by email before the workspace is known',
  'users.users_google_subject_key': 'Google sign-in finds a user by their Google subject before the workspace is known',
  'shared_links.shared_links_token_key': 'a public share link is opened by its token alone',
  'plan_payments.plan_payments_reference_key': "a payment provider's notification names the order alone",
  'api_keys.api_keys_key_hash_key': 'a Bearer call carries its key alone',
  'session.session_pkey': 'a session cookie names its session alone, before anyone is known',
  'plan_payments.plan_payments_plan_id_fkey': 'the global plan catalogue, a reference table that distributed tables may reference',
};

/** Sequences a tenant table draws from; Citus gives each node its own range of a distributed table's bigserial. */
const GLOBAL_SEQUENCES: Record<string, string> = {
  'ledger_event.ledger_event_position_seq': 'the global append order; gaps are normal and readers never rely on density',
};

const scratch = scratchSuite();

const TENANT_TABLES = `
  SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
     AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)`;

describe('tenant keys', () => {
  it('has tenant tables to check', async () => {
    const { rows } = await scratch.client.query(TENANT_TABLES);
    expect(rows.length).toBeGreaterThan(30);
  });

  it('puts tenant_id in every primary, unique and foreign key of a tenant table, bar the named global look-ups', async () => {
    const { rows } = await scratch.client.query<{ key: string; definition: string }>(
      `WITH tenant_tables AS (${TENANT_TABLES})
       SELECT t.relname || '.' || con.conname AS key, pg_get_constraintdef(con.oid) AS definition
         FROM tenant_tables t JOIN pg_constraint con ON con.conrelid = t.oid
        WHERE con.contype IN ('p', 'u', 'f')
          AND NOT EXISTS (SELECT 1 FROM unnest(con.conkey) k JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k
                           WHERE a.attname = 'tenant_id')
       UNION ALL
       SELECT t.relname || '.' || i.relname, pg_get_indexdef(i.oid)
         FROM tenant_tables t JOIN pg_index x ON x.indrelid = t.oid JOIN pg_class i ON i.oid = x.indexrelid
        WHERE x.indisunique AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = i.oid)
          AND NOT EXISTS (SELECT 1 FROM unnest(x.indkey) k JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k
                           WHERE a.attname = 'tenant_id')
        ORDER BY 1`,
    );
    expect(rows.filter((r) => !(r.key in GLOBAL_LOOKUPS))).toEqual([]);
    expect(rows.map((r) => r.key).sort()).toEqual(Object.keys(GLOBAL_LOOKUPS).sort());
  });

  it('makes every foreign key between tenant tables match on tenant_id', async () => {
    const { rows } = await scratch.client.query<{ key: string }>(
      `WITH tenant_tables AS (${TENANT_TABLES})
       SELECT t.relname || '.' || con.conname AS key
         FROM tenant_tables t JOIN pg_constraint con ON con.conrelid = t.oid AND con.contype = 'f'
         JOIN tenant_tables r ON r.oid = con.confrelid
        WHERE NOT EXISTS (
          SELECT 1 FROM unnest(con.conkey, con.confkey) AS k (local, referenced)
            JOIN pg_attribute la ON la.attrelid = con.conrelid AND la.attnum = k.local
            JOIN pg_attribute ra ON ra.attrelid = con.confrelid AND ra.attnum = k.referenced
           WHERE la.attname = 'tenant_id' AND ra.attname = 'tenant_id')
          AND r.relname <> 'workspaces'`,
    );
    expect(rows).toEqual([]);
  });

  it('draws from no sequence but the named global ones', async () => {
    const { rows } = await scratch.client.query<{ key: string }>(
      `WITH tenant_tables AS (${TENANT_TABLES})
       SELECT t.relname || '.' || s.relname AS key
         FROM tenant_tables t JOIN pg_depend d ON d.refobjid = t.oid AND d.deptype IN ('a', 'i')
         JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
        ORDER BY 1`,
    );
    expect(rows.map((r) => r.key)).toEqual(Object.keys(GLOBAL_SEQUENCES));
  });
});
