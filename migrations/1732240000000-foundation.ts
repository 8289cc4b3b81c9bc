import type { MigrationInterface, QueryRunner } from 'typeorm';

const FLAGS = [
  'accounts', 'business_configuration', 'customer', 'email_setting', 'expenses_category',
  'invoice_parameters', 'invoice', 'invoice_template', 'product_category', 'product', 'quotation',
  'receipt', 'report', 'stock', 'supplier', 'tax_registry', 'transaction', 'uom', 'user_registry',
  'voucher', 'report_outstanding', 'report_profit_and_loss', 'report_expenses',
  'report_product_sale', 'report_stock_movement',
];

/**
 * Roles, identity tables and sessions. Requests never run as the connecting (often super)
 * user: they `SET LOCAL ROLE ginuma_app`, which RLS confines to one tenant, or, for sign-in
 * before a tenant is known, `ginuma_auth`, which may only see workspaces and users.
 */
export class Foundation1732240000000 implements MigrationInterface {
  name = 'Foundation1732240000000';

  async up(q: QueryRunner): Promise<void> {
    // Roles are cluster-wide; several scratch databases may create them at once.
    for (const role of ['ginuma_app', 'ginuma_auth']) {
      await q.query(`DO $$ BEGIN CREATE ROLE ${role} NOLOGIN;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
      await q.query(`GRANT ${role} TO CURRENT_USER`);
    }
    await q.query(`GRANT USAGE ON SCHEMA public TO ginuma_app, ginuma_auth`);
    await q.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ginuma_app`);
    await q.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ginuma_app`);
    await q.query(`
      CREATE FUNCTION current_tenant() RETURNS uuid LANGUAGE sql STABLE AS
      $$ SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid $$`);

    await q.query(`
      CREATE TABLE workspaces (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 63),
        name text NOT NULL,
        plan_id integer,
        channel_id integer,
        expiry date,
        deactivated boolean NOT NULL DEFAULT false,
        ${FLAGS.map((f) => `${f} smallint NOT NULL DEFAULT 1 CHECK (${f} IN (0, 1))`).join(',\n        ')},
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE users (
        tenant_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        user_role smallint NOT NULL CHECK (user_role IN (1, 2, 3)),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, id)
      )`);
    // One email signs in to one workspace, so it is unique across tenants.
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);

    await q.query(`ALTER TABLE workspaces ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE workspaces FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON workspaces TO ginuma_app
      USING (id = current_tenant()) WITH CHECK (id = current_tenant())`);
    await q.query(`CREATE POLICY sign_in ON workspaces TO ginuma_auth USING (true) WITH CHECK (true)`);
    await q.query(`ALTER TABLE users ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE users FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON users TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    await q.query(`CREATE POLICY sign_in ON users TO ginuma_auth USING (true) WITH CHECK (true)`);
    await q.query(`GRANT SELECT, INSERT, UPDATE ON workspaces, users TO ginuma_auth`);
    await q.query(`REVOKE INSERT, DELETE ON workspaces FROM ginuma_app`);

    // express-session's store (connect-pg-simple); read before and written after the
    // request transaction, as the connecting user, so it is outside RLS by design.
    await q.query(`
      CREATE TABLE session (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX session_expire_idx ON session (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE session`);
    await q.query(`DROP TABLE users`);
    await q.query(`DROP TABLE workspaces`);
    await q.query(`DROP FUNCTION current_tenant()`);
  }
}
