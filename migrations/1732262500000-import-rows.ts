import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An import's file rows in a table of their own, one row of the file a row, instead of one JSON
 * array on `imports`: a file of 100,000 rows is written and read back in batches, never held
 * whole in the API's memory.
 */
export class ImportRows1732262500000 implements MigrationInterface {
  name = 'ImportRows1732262500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE import_rows (
        tenant_id uuid NOT NULL,
        import_id uuid NOT NULL,
        row integer NOT NULL CHECK (row > 0),
        cells jsonb NOT NULL,
        PRIMARY KEY (tenant_id, import_id, row),
        FOREIGN KEY (tenant_id, import_id) REFERENCES imports (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`ALTER TABLE import_rows ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE import_rows FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON import_rows TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    await q.query(`GRANT SELECT, INSERT, DELETE ON import_rows TO ginuma_app`);
    await q.query(`INSERT INTO import_rows (tenant_id, import_id, row, cells)
      SELECT i.tenant_id, i.id, (r->>'row')::integer, r->'cells' FROM imports i, jsonb_array_elements(i.rows) r`);
    await q.query(`ALTER TABLE imports DROP COLUMN rows`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE imports ADD COLUMN rows jsonb NOT NULL DEFAULT '[]'`);
    await q.query(`UPDATE imports i SET rows = (SELECT jsonb_agg(jsonb_build_object('row', r.row, 'cells', r.cells) ORDER BY r.row)
      FROM import_rows r WHERE r.tenant_id = i.tenant_id AND r.import_id = i.id) WHERE EXISTS (SELECT 1 FROM import_rows r WHERE r.tenant_id = i.tenant_id AND r.import_id = i.id)`);
    await q.query(`ALTER TABLE imports ALTER COLUMN rows DROP DEFAULT`);
    await q.query(`DROP TABLE import_rows`);
  }
}
