import type { MigrationInterface, QueryRunner } from 'typeorm';
import { resetWorkspaceFunction } from './1732241900001-account-reset';

const ID = `'^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`;
const principalId = (key: string) =>
  `CASE WHEN sess->'passport'->'user'->>'${key}' ~ ${ID} THEN (sess->'passport'->'user'->>'${key}')::uuid END`;

/**
 * Who signed in, when, from where, and whether it worked; and whose each open session is.
 *
 * `sign_ins` is a tenant table (RLS like any other) that the app may only read and append to: a
 * record of sign-ins that could be edited would prove nothing. A failure is recorded only when the
 * address belongs to a user (a wrong password, a wrong code); a guess at an unknown address has
 * no workspace to be recorded in.
 *
 * A session's tenant and user become columns of their own, computed from the stored principal,
 * so "this user's sessions" is an index read, and the table joins row-level security: the app
 * role, which lists and ends a user's sessions inside the request's transaction, sees only its
 * workspace's and may not write one (it held every privilege on it by the schema's defaults). The
 * session store reads and writes it as the connecting user before anyone is known: that role has
 * a policy of its own that sees every row.
 */
export class SignIns1732244300000 implements MigrationInterface {
  name = 'SignIns1732244300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sign_ins (
        tenant_id uuid NOT NULL,
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        method text NOT NULL CHECK (method IN ('password', 'google', 'registration', 'two-step', 'recovery-code')),
        outcome text NOT NULL CHECK (outcome IN ('signed-in', 'refused')),
        ip text,
        user_agent text,
        PRIMARY KEY (tenant_id, id),
        FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX sign_ins_at_idx ON sign_ins (tenant_id, at DESC)`);
    await q.query(`CREATE INDEX sign_ins_user_idx ON sign_ins (tenant_id, user_id, at DESC)`);
    await q.query(`ALTER TABLE sign_ins ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE sign_ins FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON sign_ins TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    // The schema's default privileges grant every new table's UPDATE and DELETE to the app: not this one.
    await q.query(`REVOKE UPDATE, DELETE, TRUNCATE ON sign_ins FROM ginuma_app`);
    await q.query(`GRANT SELECT, INSERT ON sign_ins TO ginuma_app`);

    await q.query(`ALTER TABLE session ADD COLUMN tenant_id uuid GENERATED ALWAYS AS (${principalId('tenantId')}) STORED`);
    await q.query(`ALTER TABLE session ADD COLUMN user_id uuid GENERATED ALWAYS AS (${principalId('userId')}) STORED`);
    await q.query(`CREATE INDEX session_user_idx ON session (tenant_id, user_id) WHERE user_id IS NOT NULL`);
    await q.query(`ALTER TABLE session ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE session FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON session TO ginuma_app USING (tenant_id = current_tenant())`);
    await q.query(`CREATE POLICY session_store ON session TO CURRENT_USER USING (true) WITH CHECK (true)`);
    await q.query(`REVOKE INSERT, UPDATE, TRUNCATE ON session FROM ginuma_app`);
    await q.query(`GRANT SELECT, DELETE ON session TO ginuma_app`);
    // Now that sessions and sign-ins have a tenant, a workspace reset would find and wipe them:
    // it keeps who may sign in, so it keeps their sessions and their history too.
    await q.query(resetWorkspaceFunction(['users', 'workspaces', 'session', 'sign_ins']));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(resetWorkspaceFunction(['users', 'workspaces', 'sessions']));
    await q.query(`DROP POLICY session_store ON session`);
    await q.query(`DROP POLICY tenant_isolation ON session`);
    await q.query(`ALTER TABLE session NO FORCE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE session DISABLE ROW LEVEL SECURITY`);
    await q.query(`DROP INDEX session_user_idx`);
    await q.query(`ALTER TABLE session DROP COLUMN user_id`);
    await q.query(`ALTER TABLE session DROP COLUMN tenant_id`);
    await q.query(`DROP TABLE sign_ins`);
  }
}
