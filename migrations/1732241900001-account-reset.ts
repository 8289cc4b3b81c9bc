import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables a reset keeps: who may sign in, and the workspace itself. */
const KEPT = ['users', 'workspaces', 'sessions'];

/**
 * Account reset: a mailed token, then one call that wipes the workspace's data,
 * its ledger included. The ledger stays append-only for everything else: its trigger lets a
 * DELETE through only inside `ginuma_reset_workspace`, which names the tenant it wipes in a
 * transaction-local setting, and only rows of that tenant. Other tenants' hash chains are
 * untouched; the wiped tenant's chain starts again from its first event.
 */
export class AccountReset1732241900001 implements MigrationInterface {
  name = 'AccountReset1732241900001';

  async up(q: QueryRunner): Promise<void> {
    // One live token per workspace; only its hash is kept.
    await q.query(`
      CREATE TABLE account_reset_tokens (
        tenant_id uuid NOT NULL REFERENCES workspaces (id) PRIMARY KEY,
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE account_reset_tokens ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE account_reset_tokens FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON account_reset_tokens TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);

    await q.query(`
      CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND OLD.tenant_id::text = current_setting('ginuma.reset_tenant', true) THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
          USING ERRCODE = 'insufficient_privilege', HINT = 'Append a reversal event instead.';
      END $$`);

    await q.query(resetWorkspaceFunction(KEPT));
    await q.query(`REVOKE ALL ON FUNCTION ginuma_reset_workspace(uuid) FROM PUBLIC`);
    await q.query(`GRANT EXECUTE ON FUNCTION ginuma_reset_workspace(uuid) TO ginuma_app`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION ginuma_reset_workspace(uuid)`);
    await q.query(`
      CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
          USING ERRCODE = 'insufficient_privilege', HINT = 'Append a reversal event instead.';
      END $$`);
    await q.query(`DROP TABLE account_reset_tokens`);
  }
}

/**
 * The reset function, keeping the tables named `kept`. Tables are found, not listed, so a table
 * added later is wiped too; each goes once no table still to be wiped references it. A later
 * migration that adds a table to keep makes the function again with its own list.
 */
export function resetWorkspaceFunction(kept: readonly string[]): string {
  return `
      CREATE OR REPLACE FUNCTION ginuma_reset_workspace(tenant uuid) RETURNS void
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
      DECLARE
        remaining regclass[];
        target regclass;
        progressed boolean;
      BEGIN
        IF tenant IS NULL OR tenant IS DISTINCT FROM current_tenant() THEN
          RAISE EXCEPTION 'a workspace may only reset itself' USING ERRCODE = 'insufficient_privilege';
        END IF;
        PERFORM ginuma_set_local('ginuma.reset_tenant', tenant::text);
        SELECT coalesce(array_agg(c.oid::regclass), '{}') INTO remaining
          FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
         WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
           AND a.attname = 'tenant_id' AND NOT a.attisdropped
           AND c.relname <> ALL (${literalArray(kept)});
        WHILE cardinality(remaining) > 0 LOOP
          progressed := false;
          FOREACH target IN ARRAY remaining LOOP
            IF NOT EXISTS (SELECT 1 FROM pg_constraint k
                            WHERE k.contype = 'f' AND k.confrelid = target AND k.conrelid <> target
                              AND k.conrelid = ANY (remaining)) THEN
              EXECUTE format('DELETE FROM %s WHERE tenant_id = $1', target) USING tenant;
              remaining := array_remove(remaining, target);
              progressed := true;
            END IF;
          END LOOP;
          IF NOT progressed THEN
            RAISE EXCEPTION 'tables % reference each other', remaining;
          END IF;
        END LOOP;
        PERFORM ginuma_set_local('ginuma.reset_tenant', '');
      END $$`;
}

function literalArray(names: readonly string[]): string {
  return `ARRAY[${names.map((n) => `'${n}'`).join(', ')}]::name[]`;
}
