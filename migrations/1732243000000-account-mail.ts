import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mailed account links: password reset, email verification, business email verification.
 *
 * `account_tokens` is a tenant table like any other (tenant_id leads its keys, RLS confines
 * `ginuma_app` to one workspace), because the user a token acts on belongs to one workspace.
 * A visitor following a link holds only the token, so finding its workspace is the sign-in
 * role's job, as for shared links: `ginuma_auth` may SELECT the table (never write it), and
 * everything the link then does (spend the token, change the password, end sessions, mark the
 * address verified) runs in that workspace's own `ginuma_app` scope. Only the sha256 of a token
 * is kept; its index is not unique on purpose: a global unique key would leak across tenants,
 * and 256 random bits do not collide.
 *
 * Every user that exists now, and every user made later by anyone but self-registration (the
 * demo seed, the operator CLI, an admin's user registry), counts as verified: the column's
 * default. Registration alone clears it and mails a link.
 */
export class AccountMail1732243000000 implements MigrationInterface {
  name = 'AccountMail1732243000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz DEFAULT now()`);
    await q.query(`
      CREATE TABLE account_tokens (
        tenant_id uuid NOT NULL,
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        purpose text NOT NULL CHECK (purpose IN ('reset', 'verify', 'config-email')),
        token_hash text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        -- The address the link went to: a link proves that address, not a later one.
        email text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, id),
        FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX account_tokens_hash_idx ON account_tokens (token_hash)`);
    await q.query(`CREATE INDEX account_tokens_user_idx ON account_tokens (tenant_id, user_id, purpose)`);
    await q.query(`ALTER TABLE account_tokens ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE account_tokens FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON account_tokens TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    await q.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON account_tokens TO ginuma_app`);
    await q.query(`CREATE POLICY resolve_token ON account_tokens FOR SELECT TO ginuma_auth USING (true)`);
    await q.query(`GRANT SELECT ON account_tokens TO ginuma_auth`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE account_tokens`);
    await q.query(`ALTER TABLE users DROP COLUMN email_verified_at`);
  }
}
