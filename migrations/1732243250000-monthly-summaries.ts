import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Monthly summaries: one row per workspace, summary and run month, written in the transaction
 * that queues its mail, so the key is what makes a summary go out once however many servers
 * sweep. The business configuration remembers when each day was set (no run date before it is
 * ever owed) and which language the summaries are written in.
 */
export class MonthlySummaries1732243250000 implements MigrationInterface {
  name = 'MonthlySummaries1732243250000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE monthly_summary_runs (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        kind text NOT NULL CHECK (kind IN ('outstanding', 'business')),
        month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        run_on date NOT NULL,
        period_from date NOT NULL,
        period_to date NOT NULL,
        recipients text[] NOT NULL,
        locale text NOT NULL CHECK (locale IN ('en', 'si')),
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, kind, month)
      )`);
    await q.query(`ALTER TABLE monthly_summary_runs ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE monthly_summary_runs FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON monthly_summary_runs TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);

    await q.query(`ALTER TABLE business_configuration
      ADD COLUMN monthly_outstanding_summary_set_at timestamptz,
      ADD COLUMN monthly_business_summary_set_at timestamptz,
      ADD COLUMN monthly_summary_locale text CHECK (monthly_summary_locale IN ('en', 'si'))`);
    // Days chosen before this feature count from now: deploying it mails nothing for months gone by.
    await q.query(`UPDATE business_configuration SET
      monthly_outstanding_summary_set_at = CASE WHEN monthly_outstanding_summary_day IS NOT NULL THEN now() END,
      monthly_business_summary_set_at = CASE WHEN monthly_business_summary_day IS NOT NULL THEN now() END`);
    // Whichever path saves the configuration, a day that changes is stamped.
    await q.query(`
      CREATE FUNCTION stamp_monthly_summary_days() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' OR NEW.monthly_outstanding_summary_day IS DISTINCT FROM OLD.monthly_outstanding_summary_day THEN
          NEW.monthly_outstanding_summary_set_at := CASE WHEN NEW.monthly_outstanding_summary_day IS NOT NULL THEN now() END;
        END IF;
        IF TG_OP = 'INSERT' OR NEW.monthly_business_summary_day IS DISTINCT FROM OLD.monthly_business_summary_day THEN
          NEW.monthly_business_summary_set_at := CASE WHEN NEW.monthly_business_summary_day IS NOT NULL THEN now() END;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER business_configuration_summary_days BEFORE INSERT OR UPDATE ON business_configuration
      FOR EACH ROW EXECUTE FUNCTION stamp_monthly_summary_days()`);

    // The sweep lists workspaces with a day set and what they were last sent, nothing more.
    await q.query(`GRANT SELECT (tenant_id, time_zone, monthly_outstanding_summary_day, monthly_business_summary_day,
      monthly_outstanding_summary_set_at, monthly_business_summary_set_at) ON business_configuration TO ginuma_worker`);
    await q.query(`CREATE POLICY summary_days ON business_configuration FOR SELECT TO ginuma_worker
      USING (monthly_outstanding_summary_day IS NOT NULL OR monthly_business_summary_day IS NOT NULL)`);
    await q.query(`GRANT SELECT (tenant_id, kind, month) ON monthly_summary_runs TO ginuma_worker`);
    await q.query(`CREATE POLICY summary_runs ON monthly_summary_runs FOR SELECT TO ginuma_worker USING (true)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP POLICY summary_days ON business_configuration`);
    await q.query(`REVOKE SELECT ON business_configuration FROM ginuma_worker`);
    await q.query(`DROP TRIGGER business_configuration_summary_days ON business_configuration`);
    await q.query(`DROP FUNCTION stamp_monthly_summary_days()`);
    await q.query(`ALTER TABLE business_configuration
      DROP COLUMN monthly_outstanding_summary_set_at, DROP COLUMN monthly_business_summary_set_at, DROP COLUMN monthly_summary_locale`);
    await q.query(`DROP TABLE monthly_summary_runs`);
  }
}
