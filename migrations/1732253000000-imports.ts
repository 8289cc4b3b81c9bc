import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Spreadsheet imports: each uploaded file's rows as read (so the commit imports exactly what was
 * previewed), the preview's outcome and errors, and when it was imported. `import_mappings`
 * remembers, per workspace and kind, which field each header a user mapped by hand fills.
 */
export class Imports1732253000000 implements MigrationInterface {
  name = 'Imports1732253000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE imports (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('customers', 'suppliers', 'products', 'bank-accounts', 'ledger-accounts')),
        file_name text NOT NULL CHECK (length(file_name) <= 255),
        mapping jsonb NOT NULL,
        headers jsonb NOT NULL,
        formats jsonb NOT NULL,
        rows jsonb NOT NULL,
        row_count integer NOT NULL CHECK (row_count >= 0),
        counts jsonb NOT NULL,
        errors jsonb NOT NULL,
        trial_balance jsonb,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        committed_at timestamptz,
        committed_by uuid,
        correlation_id text,
        PRIMARY KEY (tenant_id, id)
      )`);
    await q.query(`
      CREATE TABLE import_mappings (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        kind text NOT NULL,
        header text NOT NULL,
        field text NOT NULL,
        PRIMARY KEY (tenant_id, kind, header)
      )`);
    for (const table of ['imports', 'import_mappings']) {
      await q.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await q.query(`CREATE POLICY tenant_isolation ON ${table} TO ginuma_app
        USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
      await q.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO ginuma_app`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['import_mappings', 'imports']) await q.query(`DROP TABLE ${table}`);
  }
}
