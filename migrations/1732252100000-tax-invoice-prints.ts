import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A tax invoice has one original: every print of one is kept here, numbered per document, so the
 * second and later prints say COPY and the audit trail shows who printed it and when. `printed_by`
 * is the request's user (none when the customer opens a shared link). The templates carry what
 * the prescribed format asks but the invoice itself does not say: the place of supply and the mode
 * of payment.
 */
export class TaxInvoicePrints1732252100000 implements MigrationInterface {
  name = 'TaxInvoicePrints1732252100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE document_prints (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        document text NOT NULL CHECK (document ~ '^[a-z-]+$'),
        document_id uuid NOT NULL,
        print_no integer NOT NULL CHECK (print_no > 0),
        printed_at timestamptz NOT NULL DEFAULT now(),
        printed_by uuid DEFAULT NULLIF(current_setting('app.user_id', true), '')::uuid,
        PRIMARY KEY (tenant_id, document, document_id, print_no)
      )`);
    await q.query(`ALTER TABLE document_prints ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE document_prints FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON document_prints TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    // A print is a fact: it is added, never changed or taken back.
    await q.query(`GRANT SELECT, INSERT ON document_prints TO ginuma_app`);
    for (const table of ['invoice_templates', 'quotation_templates']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN place_of_supply text, ADD COLUMN mode_of_payment text`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['invoice_templates', 'quotation_templates']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN place_of_supply, DROP COLUMN mode_of_payment`);
    }
    await q.query(`DROP TABLE document_prints`);
  }
}
