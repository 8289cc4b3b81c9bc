import type { MigrationInterface, QueryRunner } from 'typeorm';

const ALL_FLAGS = [
  'accounts', 'business_configuration', 'customer', 'email_setting', 'expenses_category',
  'invoice_parameters', 'invoice', 'invoice_template', 'product_category', 'product', 'quotation',
  'receipt', 'report', 'stock', 'supplier', 'tax_registry', 'transaction', 'uom', 'user_registry',
  'voucher', 'report_outstanding', 'report_profit_and_loss', 'report_expenses',
  'report_product_sale', 'report_stock_movement',
];
const STANDARD_FLAGS = ALL_FLAGS.filter((f) => f !== 'stock' && f !== 'report_stock_movement');
const FREE_FLAGS = [
  'accounts', 'business_configuration', 'customer', 'email_setting', 'invoice_parameters', 'invoice',
  'invoice_template', 'product_category', 'product', 'quotation', 'receipt', 'report', 'tax_registry', 'uom',
  'user_registry', 'report_outstanding',
];

/**
 * Plans, what workspaces paid for them, and account API keys.
 *
 * `plans` is global on purpose: the catalogue is ours (the operator's, kept by the CLI), the same
 * for every workspace, and readable before sign-in (/business-plan). The application may only
 * read it. On Citus it is a reference table.
 *
 * `plan_payments` and `api_keys` belong to a workspace. Each is also found by a secret alone
 * before the workspace is known (a payment provider's notification names the order; a Bearer
 * call carries the key), which is the sign-in role's job, as for shared links.
 */
export class Plans1732243100000 implements MigrationInterface {
  name = 'Plans1732243100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE plans (
        id integer PRIMARY KEY CHECK (id > 0),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        price_per_month numeric(18,2) NOT NULL CHECK (price_per_month >= 0),
        modules text[] NOT NULL,
        user_limit integer CHECK (user_limit > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `INSERT INTO plans (id, name, price_per_month, modules, user_limit) VALUES
         (1, 'Business', 6000, $1, NULL), (2, 'Standard', 2500, $2, 5), (3, 'Free', 0, $3, 3)`,
      [ALL_FLAGS, STANDARD_FLAGS, FREE_FLAGS],
    );
    await q.query(`REVOKE INSERT, UPDATE, DELETE ON plans FROM ginuma_app`);
    await q.query(`GRANT SELECT ON plans TO ginuma_app, ginuma_auth`);

    await q.query(`
      CREATE TABLE plan_payments (
        tenant_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        reference text NOT NULL CHECK (reference ~ '^[A-Z0-9]{8,32}$'),
        plan_id integer NOT NULL REFERENCES plans (id),
        months integer NOT NULL CHECK (months BETWEEN 1 AND 36),
        amount numeric(18,2) NOT NULL CHECK (amount >= 0),
        provider text NOT NULL CHECK (provider IN ('free', 'payhere', 'bank_transfer')),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
        provider_payment_id text,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        PRIMARY KEY (tenant_id, id)
      )`);
    await q.query(`CREATE UNIQUE INDEX plan_payments_reference_key ON plan_payments (reference)`);
    await q.query(`ALTER TABLE plan_payments ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE plan_payments FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON plan_payments TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    await q.query(`CREATE POLICY resolve_reference ON plan_payments FOR SELECT TO ginuma_auth USING (true)`);
    await q.query(`GRANT SELECT (tenant_id, id, reference, status) ON plan_payments TO ginuma_auth`);

    await q.query(`
      CREATE TABLE api_keys (
        tenant_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        prefix text NOT NULL,
        key_hash text NOT NULL CHECK (key_hash ~ '^[0-9a-f]{64}$'),
        role smallint NOT NULL CHECK (role IN (1, 2, 3)),
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz,
        PRIMARY KEY (tenant_id, id),
        FOREIGN KEY (tenant_id, created_by) REFERENCES users (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX api_keys_key_hash_key ON api_keys (key_hash)`);
    // One key in force per workspace: a new one replaces it.
    await q.query(`CREATE UNIQUE INDEX api_keys_active_key ON api_keys (tenant_id) WHERE revoked_at IS NULL`);
    await q.query(`ALTER TABLE api_keys ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE api_keys FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON api_keys TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    await q.query(`CREATE POLICY resolve_key ON api_keys FOR SELECT TO ginuma_auth USING (revoked_at IS NULL)`);
    await q.query(`GRANT SELECT (tenant_id, id, key_hash, role, created_by, revoked_at) ON api_keys TO ginuma_auth`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_keys`);
    await q.query(`DROP TABLE plan_payments`);
    await q.query(`DROP TABLE plans`);
  }
}
