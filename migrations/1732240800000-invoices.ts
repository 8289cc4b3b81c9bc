import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices and quotations. A draft is an ordinary row whose content (lines, taxes,
 * parameters) is kept as JSON and recomputed on every save; confirming appends an
 * InvoiceConfirmed event to the ledger, after which the row only indexes it. What an invoice
 * has been paid, refunded and still owes lives in the invoice_balance projection.
 */
export class Invoices1732240800000 implements MigrationInterface {
  name = 'Invoices1732240800000';

  async up(q: QueryRunner): Promise<void> {
    // Gapless numbering: the counter row is locked and bumped in the creating transaction,
    // so a rolled-back creation gives its number back and two creations never share one.
    await q.query(`
      CREATE TABLE document_sequences (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        kind text NOT NULL CHECK (kind IN ('invoice', 'quotation', 'receipt', 'refund', 'voucher', 'transaction')),
        last_value bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (tenant_id, kind)
      )`);
    for (const table of ['invoices', 'quotations']) {
      await q.query(`
        CREATE TABLE ${table} (
          tenant_id uuid NOT NULL REFERENCES workspaces (id),
          id uuid NOT NULL DEFAULT gen_random_uuid(),
          code text NOT NULL,
          customer_id uuid,
          customer_name text NOT NULL,
          date date NOT NULL,
          due_date date NOT NULL,
          project_ref text,
          content jsonb NOT NULL,
          sub_total numeric(18,2) NOT NULL,
          grand_total numeric(18,2) NOT NULL,
          stage text NOT NULL DEFAULT 'pending',
          template_id uuid,
          ${table === 'invoices' ? `quotation_id uuid,
          recurring boolean NOT NULL DEFAULT false,
          recurring_every_months smallint CHECK (recurring_every_months BETWEEN 1 AND 24),
          recurring_next date,
          recurring_till date,
          recurring_parent_id uuid,
          recurring_period date,
          share_token text UNIQUE,` : `invoice_id uuid,`}
          created_by uuid,
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now(),
          deleted_at timestamptz,
          PRIMARY KEY (tenant_id, id),
          CONSTRAINT ${table}_customer_id_fkey FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id)
        )`);
      await q.query(`CREATE UNIQUE INDEX ${table}_code_key ON ${table} (tenant_id, code)`);
      await q.query(`CREATE INDEX ${table}_list_idx ON ${table} (tenant_id, date DESC, code DESC)`);
      await q.query(`CREATE INDEX ${table}_customer_idx ON ${table} (tenant_id, customer_id)`);
    }
    await q.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_stage CHECK (stage IN ('pending', 'confirmed', 'reversed'))`);
    await q.query(`ALTER TABLE quotations ADD CONSTRAINT quotations_stage CHECK (stage IN ('pending', 'converted', 'reversed'))`);
    // A recurring schedule makes each period's invoice once, however many servers run it.
    await q.query(`CREATE UNIQUE INDEX invoices_recurring_period_key ON invoices (tenant_id, recurring_parent_id, recurring_period)
      WHERE recurring_parent_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE invoice_balance (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        invoice_id uuid NOT NULL,
        customer_party text NOT NULL,
        occurred_on date NOT NULL,
        due_date date NOT NULL,
        grand_total numeric(18,2) NOT NULL,
        paid numeric(18,2) NOT NULL DEFAULT 0,
        refunded numeric(18,2) NOT NULL DEFAULT 0,
        reversed boolean NOT NULL DEFAULT false,
        PRIMARY KEY (tenant_id, invoice_id)
      )`);

    for (const table of ['document_sequences', 'invoices', 'quotations', 'invoice_balance']) {
      await q.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await q.query(`CREATE POLICY tenant_isolation ON ${table} TO ginuma_app
        USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['invoice_balance', 'quotations', 'invoices', 'document_sequences']) await q.query(`DROP TABLE ${table}`);
  }
}
