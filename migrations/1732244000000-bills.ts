import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Supplier bills: what a supplier invoiced the business, owed until paid. A bill is a draft row
 * until confirmed; its money lives in the ledger (stream `bill-<id>`). `stage` and `reversed_on`
 * are the document-stage projection's; `bill_balance` is the bill-balance projection's table, one
 * row per confirmed bill with what the ledger says was paid on it.
 *
 * Suppliers gain payment terms (a bill's due date defaults to its date plus them; null: due on
 * the date), and workspaces the `bill` module flag, on for every workspace and for the plans that
 * have vouchers.
 */
export class Bills1732244000000 implements MigrationInterface {
  name = 'Bills1732244000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE suppliers ADD COLUMN payment_terms_days integer CHECK (payment_terms_days BETWEEN 0 AND 3650)`);
    await q.query(`ALTER TABLE workspaces ADD COLUMN bill smallint NOT NULL DEFAULT 1 CHECK (bill IN (0, 1))`);
    await q.query(`UPDATE plans SET modules = array_append(modules, 'bill') WHERE 'voucher' = ANY (modules) AND NOT 'bill' = ANY (modules)`);

    await q.query(`ALTER TABLE document_sequences DROP CONSTRAINT document_sequences_kind_check`);
    await q.query(`ALTER TABLE document_sequences ADD CONSTRAINT document_sequences_kind_check
      CHECK (kind IN ('invoice', 'quotation', 'receipt', 'refund', 'voucher', 'transaction', 'journal', 'bill'))`);
    await q.query(`ALTER TABLE document_attachments DROP CONSTRAINT document_attachments_kind_check`);
    await q.query(`ALTER TABLE document_attachments ADD CONSTRAINT document_attachments_kind_check CHECK (kind IN ('invoice', 'voucher', 'journal', 'bill'))`);

    await q.query(`
      CREATE TABLE bills (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        code text NOT NULL,
        supplier_id uuid NOT NULL,
        bill_number text NOT NULL CHECK (length(bill_number) BETWEEN 1 AND 100),
        date date NOT NULL,
        due_date date NOT NULL CHECK (due_date >= date),
        note text,
        lines jsonb NOT NULL DEFAULT '[]',
        sub_total numeric(18,2) NOT NULL,
        tax_total numeric(18,2) NOT NULL,
        grand_total numeric(18,2) NOT NULL CHECK (grand_total >= 0),
        stage text NOT NULL DEFAULT 'pending' CHECK (stage IN ('pending', 'confirmed', 'reversed')),
        reversed_on date,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        PRIMARY KEY (tenant_id, id),
        FOREIGN KEY (tenant_id, supplier_id) REFERENCES suppliers (tenant_id, id)
      )`);
    await q.query(`CREATE UNIQUE INDEX bills_code_key ON bills (tenant_id, code)`);
    // The supplier's own number, once per supplier among live bills: a deleted bill's number may be entered again.
    await q.query(`CREATE UNIQUE INDEX bills_supplier_number_key ON bills (tenant_id, supplier_id, lower(bill_number)) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX bills_list_idx ON bills (tenant_id, date DESC, code DESC)`);

    await q.query(`
      CREATE TABLE bill_balance (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        bill_id uuid NOT NULL,
        supplier_party text NOT NULL,
        occurred_on date NOT NULL,
        due_date date NOT NULL,
        grand_total numeric(18,2) NOT NULL,
        paid numeric(18,2) NOT NULL DEFAULT 0,
        reversed boolean NOT NULL DEFAULT false,
        PRIMARY KEY (tenant_id, bill_id)
      )`);
    // Payables aging reads the open bills of a workspace by due date.
    await q.query(`CREATE INDEX bill_balance_due_idx ON bill_balance (tenant_id, due_date) WHERE NOT reversed`);
    await q.query(`CREATE INDEX bill_balance_supplier_idx ON bill_balance (tenant_id, supplier_party)`);

    for (const table of ['bills', 'bill_balance']) {
      await q.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await q.query(`CREATE POLICY tenant_isolation ON ${table} TO ginuma_app
        USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
      await q.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO ginuma_app`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['bill_balance', 'bills']) await q.query(`DROP TABLE ${table}`);
    await q.query(`DELETE FROM document_attachments WHERE kind = 'bill'`);
    await q.query(`ALTER TABLE document_attachments DROP CONSTRAINT document_attachments_kind_check`);
    await q.query(`ALTER TABLE document_attachments ADD CONSTRAINT document_attachments_kind_check CHECK (kind IN ('invoice', 'voucher', 'journal'))`);
    await q.query(`DELETE FROM document_sequences WHERE kind = 'bill'`);
    await q.query(`ALTER TABLE document_sequences DROP CONSTRAINT document_sequences_kind_check`);
    await q.query(`ALTER TABLE document_sequences ADD CONSTRAINT document_sequences_kind_check
      CHECK (kind IN ('invoice', 'quotation', 'receipt', 'refund', 'voucher', 'transaction', 'journal'))`);
    await q.query(`UPDATE plans SET modules = array_remove(modules, 'bill')`);
    await q.query(`ALTER TABLE workspaces DROP COLUMN bill`);
    await q.query(`ALTER TABLE suppliers DROP COLUMN payment_terms_days`);
  }
}
