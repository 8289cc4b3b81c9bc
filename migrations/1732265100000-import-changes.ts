import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a committed import did, one change a row in the order the rows ran, instead of one JSON
 * array on `imports`: a commit of 100,000 rows writes them with each batch and an undo reads them
 * back a page at a time, so neither holds them all in the API's memory.
 */
export class ImportChanges1732265100000 implements MigrationInterface {
  name = 'ImportChanges1732265100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE import_changes (
        tenant_id uuid NOT NULL,
        import_id uuid NOT NULL,
        seq integer NOT NULL CHECK (seq > 0),
        change jsonb NOT NULL,
        PRIMARY KEY (tenant_id, import_id, seq),
        FOREIGN KEY (tenant_id, import_id) REFERENCES imports (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`ALTER TABLE import_changes ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE import_changes FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON import_changes TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    await q.query(`GRANT SELECT, INSERT ON import_changes TO ginuma_app`);
    await q.query(`INSERT INTO import_changes (tenant_id, import_id, seq, change)
      SELECT i.tenant_id, i.id, c.seq, c.change FROM imports i, jsonb_array_elements(i.changes) WITH ORDINALITY AS c(change, seq)`);
    await q.query(`ALTER TABLE imports DROP COLUMN changes`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE imports ADD COLUMN changes jsonb NOT NULL DEFAULT '[]'`);
    await q.query(`UPDATE imports i SET changes = (SELECT jsonb_agg(c.change ORDER BY c.seq) FROM import_changes c WHERE c.tenant_id = i.tenant_id AND c.import_id = i.id)
      WHERE EXISTS (SELECT 1 FROM import_changes c WHERE c.tenant_id = i.tenant_id AND c.import_id = i.id)`);
    await q.query(`DROP TABLE import_changes`);
  }
}
