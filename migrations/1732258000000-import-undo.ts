import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Undoing a committed import, and past invoices, bills, receipts and vouchers. `imports.changes` holds what each row
 * created or changed (in the order the rows ran, with the values an update replaced), so the
 * import can be undone, and when and by whom it was. `imported_documents` remembers which document each number
 * of a file became: importing the same file again finds them and changes nothing.
 */
const NATURAL_KEYS = [
  ['customers', 'email'],
  ['customers', 'name'],
  ['suppliers', 'email'],
  ['suppliers', 'name'],
  ['products', 'code'],
  ['products', 'name'],
] as const;

export class ImportUndo1732258000000 implements MigrationInterface {
  name = 'ImportUndo1732258000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE imports
      ADD COLUMN changes jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN undone_at timestamptz,
      ADD COLUMN undone_by uuid,
      ADD CONSTRAINT imports_undone_after_commit CHECK (undone_at IS NULL OR committed_at IS NOT NULL),
      DROP CONSTRAINT imports_kind_check,
      ADD CONSTRAINT imports_kind_check CHECK (kind IN ('customers', 'suppliers', 'products', 'bank-accounts', 'ledger-accounts', 'invoices', 'bills', 'receipts', 'vouchers'))`);
    await q.query(`
      CREATE TABLE imported_documents (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        kind text NOT NULL,
        source_code text NOT NULL,
        document_id uuid NOT NULL,
        PRIMARY KEY (tenant_id, kind, source_code)
      )`);
    await q.query(`ALTER TABLE imported_documents ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE imported_documents FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON imported_documents TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    await q.query(`GRANT SELECT, INSERT, DELETE ON imported_documents TO ginuma_app`);
    // A row of a file finds its record by a natural key whatever its case: without these, each row
    // read the whole table, and a file of n rows cost n² row reads.
    for (const [table, column] of NATURAL_KEYS) await q.query(`CREATE INDEX ${table}_lower_${column}_idx ON ${table} (tenant_id, lower(${column}))`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, column] of NATURAL_KEYS) await q.query(`DROP INDEX ${table}_lower_${column}_idx`);
    await q.query(`DROP TABLE imported_documents`);
    await q.query(`DELETE FROM imports WHERE kind IN ('invoices', 'bills', 'receipts', 'vouchers')`);
    await q.query(`ALTER TABLE imports DROP CONSTRAINT imports_kind_check,
      ADD CONSTRAINT imports_kind_check CHECK (kind IN ('customers', 'suppliers', 'products', 'bank-accounts', 'ledger-accounts')),
      DROP CONSTRAINT imports_undone_after_commit, DROP COLUMN undone_by, DROP COLUMN undone_at, DROP COLUMN changes`);
  }
}
