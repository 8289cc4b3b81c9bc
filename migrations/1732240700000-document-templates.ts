import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Invoice and quotation templates: one may be the default; the logo is stored here. */
export class DocumentTemplates1732240700000 implements MigrationInterface {
  name = 'DocumentTemplates1732240700000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['invoice_templates', 'quotation_templates']) {
      await q.query(`
        CREATE TABLE ${table} (
          tenant_id uuid NOT NULL REFERENCES workspaces (id),
          id uuid NOT NULL DEFAULT gen_random_uuid(),
          name text NOT NULL,
          theme_colour text NOT NULL CHECK (theme_colour ~ '^#[0-9A-Fa-f]{6}$'),
          page_size text NOT NULL CHECK (page_size IN ('A4', 'Letter')),
          footer_note text,
          prepared_by text,
          checked_by text,
          received text,
          received_id text,
          is_default boolean NOT NULL DEFAULT false,
          logo bytea,
          logo_type text CHECK (logo_type IN ('image/jpeg', 'image/png', 'image/gif')),
          status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now(),
          deleted_at timestamptz,
          PRIMARY KEY (tenant_id, id)
        )`);
      await q.query(`CREATE UNIQUE INDEX ${table}_name_key ON ${table} (tenant_id, lower(name)) WHERE deleted_at IS NULL`);
      await q.query(`CREATE UNIQUE INDEX ${table}_one_default ON ${table} (tenant_id) WHERE is_default AND deleted_at IS NULL`);
      await q.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await q.query(`CREATE POLICY tenant_isolation ON ${table} TO ginuma_app
        USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE quotation_templates`);
    await q.query(`DROP TABLE invoice_templates`);
  }
}
