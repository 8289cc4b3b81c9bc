import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shareable document links. A visitor has only the token, so finding its workspace is the
 * sign-in role's job (it may read this table, nothing else of a workspace); the document is
 * then read in that workspace's own scope.
 */
export class SharedLinks1732240900000 implements MigrationInterface {
  name = 'SharedLinks1732240900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shared_links (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        token text NOT NULL CHECK (length(token) >= 32),
        kind text NOT NULL CHECK (kind IN ('invoice')),
        record_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, kind, record_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX shared_links_token_key ON shared_links (token)`);
    await q.query(`ALTER TABLE shared_links ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE shared_links FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON shared_links TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    await q.query(`CREATE POLICY resolve_token ON shared_links FOR SELECT TO ginuma_auth USING (true)`);
    await q.query(`GRANT SELECT ON shared_links TO ginuma_auth`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE shared_links`);
  }
}
