import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail is written here in the request's transaction and sent after it commits, so a
 * rolled-back request sends nothing and a failed send can be retried and shown.
 */
export class MailOutbox1732240600000 implements MigrationInterface {
  name = 'MailOutbox1732240600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_outbox (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        about text,
        from_address text NOT NULL,
        from_name text,
        reply_to text,
        to_address text NOT NULL,
        subject text NOT NULL,
        body_text text NOT NULL,
        attachments jsonb NOT NULL DEFAULT '[]',
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts smallint NOT NULL DEFAULT 0,
        last_error text,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        PRIMARY KEY (tenant_id, id)
      )`);
    await q.query(`CREATE INDEX mail_outbox_due_idx ON mail_outbox (status, created_at) WHERE status IN ('pending', 'failed')`);
    await q.query(`ALTER TABLE mail_outbox ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE mail_outbox FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON mail_outbox TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    // The retry sweep must find due mail of every workspace: a role that may only list them.
    await q.query(`DO $$ BEGIN CREATE ROLE ginuma_worker NOLOGIN;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
    await q.query(`GRANT ginuma_worker TO CURRENT_USER`);
    await q.query(`GRANT USAGE ON SCHEMA public TO ginuma_worker`);
    await q.query(`GRANT SELECT (tenant_id, id, status, attempts, created_at) ON mail_outbox TO ginuma_worker`);
    await q.query(`CREATE POLICY due_mail ON mail_outbox FOR SELECT TO ginuma_worker USING (status <> 'sent')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_outbox`);
  }
}
