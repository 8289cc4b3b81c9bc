import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A document's attached file (an invoice's purchase order scan, a voucher's bill). */
export class Attachments1732241300000 implements MigrationInterface {
  name = 'Attachments1732241300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE document_attachments (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        kind text NOT NULL CHECK (kind IN ('invoice', 'voucher')),
        record_id uuid NOT NULL,
        filename text NOT NULL CHECK (length(filename) BETWEEN 1 AND 255),
        content_type text NOT NULL,
        content bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, kind, record_id)
      )`);
    await q.query(`ALTER TABLE document_attachments ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE document_attachments FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON document_attachments TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE document_attachments`);
  }
}
