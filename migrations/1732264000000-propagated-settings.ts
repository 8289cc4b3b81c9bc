import type { MigrationInterface, QueryRunner } from 'typeorm';
import { resetWorkspaceFunction } from './1732241900001-account-reset';

/** What a reset keeps since 1732244300000-sign-ins. */
const KEPT = ['users', 'workspaces', 'session', 'sign_ins'];

/**
 * `ginuma_set_local(setting, value)`: the one way a transaction names its tenant, its user or the
 * workspace being reset. It runs `SET LOCAL` as a statement of its own, where `set_config(…, true)`
 * did the same from inside a query. The difference matters only on Citus: a `SET LOCAL` statement
 * is replayed on every worker the transaction reaches (with `citus.propagate_set_commands =
 * 'local'`), so row-level security on the shards sees the tenant; `set_config` never leaves the
 * coordinator. Running the statement here, not in the batch that opens a request, makes Citus
 * replay this statement alone instead of the whole batch.
 *
 * Only the settings row-level security and the ledger's guards read can be set this way.
 */
export class PropagatedSettings1732264000000 implements MigrationInterface {
  name = 'PropagatedSettings1732264000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION ginuma_set_local(setting text, value text) RETURNS void
      LANGUAGE plpgsql SECURITY INVOKER AS $$
      BEGIN
        IF setting NOT IN ('app.tenant_id', 'app.user_id', 'ginuma.reset_tenant') THEN
          RAISE EXCEPTION 'ginuma_set_local does not set %', setting USING ERRCODE = 'insufficient_privilege';
        END IF;
        EXECUTE format('SET LOCAL %s = %L', setting, value);
      END $$`);
    await q.query(resetWorkspaceFunction(KEPT));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(resetWorkspaceFunction(KEPT).replace(/ginuma_set_local\('ginuma\.reset_tenant', ([^)]*)\)/g, "set_config('ginuma.reset_tenant', $1, true)"));
    await q.query(`DROP FUNCTION ginuma_set_local(text, text)`);
  }
}
