import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One row per workspace: business configuration and email settings. */
export class SettingsDocuments1732240400000 implements MigrationInterface {
  name = 'SettingsDocuments1732240400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE business_configuration (
        tenant_id uuid PRIMARY KEY REFERENCES workspaces (id),
        business_name text NOT NULL,
        business_email text,
        phone_1 text,
        phone_2 text,
        address text,
        time_zone text NOT NULL DEFAULT 'Asia/Colombo',
        base_currency text NOT NULL DEFAULT 'LKR',
        monthly_outstanding_summary_day smallint CHECK (monthly_outstanding_summary_day BETWEEN 1 AND 28),
        monthly_business_summary_day smallint CHECK (monthly_business_summary_day BETWEEN 1 AND 28),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE email_settings (
        tenant_id uuid PRIMARY KEY REFERENCES workspaces (id),
        from_address text NOT NULL,
        from_name text NOT NULL,
        reply_to text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const table of ['business_configuration', 'email_settings']) {
      await q.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await q.query(`CREATE POLICY tenant_isolation ON ${table} TO ginuma_app
        USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE email_settings`);
    await q.query(`DROP TABLE business_configuration`);
  }
}
