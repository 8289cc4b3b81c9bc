import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customer credit notes: goods a customer returned from an invoice, or a price reduction, owed
 * back as the customer's credit. A note is a draft row until confirmed; its money lives in the
 * ledger (stream `credit-note-<id>`). `stage` and `reversed_on` are the document-stage
 * projection's. Workspaces gain the `credit_note` module flag, on for every workspace and for the
 * plans that have invoices.
 */
export class CreditNotes1732248100000 implements MigrationInterface {
  name = 'CreditNotes1732248100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE workspaces ADD COLUMN credit_note smallint NOT NULL DEFAULT 1 CHECK (credit_note IN (0, 1))`);
    await q.query(`UPDATE plans SET modules = array_append(modules, 'credit_note') WHERE 'invoice' = ANY (modules) AND NOT 'credit_note' = ANY (modules)`);

    await q.query(`ALTER TABLE document_sequences DROP CONSTRAINT document_sequences_kind_check`);
    await q.query(`ALTER TABLE document_sequences ADD CONSTRAINT document_sequences_kind_check
      CHECK (kind IN ('invoice', 'quotation', 'receipt', 'refund', 'voucher', 'transaction', 'journal', 'bill', 'credit_note'))`);

    await q.query(`
      CREATE TABLE credit_notes (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        code text NOT NULL,
        customer_id uuid NOT NULL,
        invoice_id uuid,
        date date NOT NULL,
        note text,
        tax_ids jsonb NOT NULL DEFAULT '[]',
        lines jsonb NOT NULL DEFAULT '[]',
        sub_total numeric(18,2) NOT NULL,
        other_discount numeric(18,2) NOT NULL,
        tax_total numeric(18,2) NOT NULL,
        grand_total numeric(18,2) NOT NULL CHECK (grand_total >= 0),
        stage text NOT NULL DEFAULT 'pending' CHECK (stage IN ('pending', 'confirmed', 'reversed')),
        reversed_on date,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        PRIMARY KEY (tenant_id, id),
        FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id),
        FOREIGN KEY (tenant_id, invoice_id) REFERENCES invoices (tenant_id, id)
      )`);
    await q.query(`CREATE UNIQUE INDEX credit_notes_code_key ON credit_notes (tenant_id, code)`);
    await q.query(`CREATE INDEX credit_notes_list_idx ON credit_notes (tenant_id, date DESC, code DESC)`);
    // What an invoice's earlier returns took back: its confirmed notes, read when another is confirmed.
    await q.query(`CREATE INDEX credit_notes_invoice_idx ON credit_notes (tenant_id, invoice_id) WHERE invoice_id IS NOT NULL`);

    await q.query(`ALTER TABLE credit_notes ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE credit_notes FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON credit_notes TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    await q.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON credit_notes TO ginuma_app`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE credit_notes`);
    await q.query(`DELETE FROM document_sequences WHERE kind = 'credit_note'`);
    await q.query(`ALTER TABLE document_sequences DROP CONSTRAINT document_sequences_kind_check`);
    await q.query(`ALTER TABLE document_sequences ADD CONSTRAINT document_sequences_kind_check
      CHECK (kind IN ('invoice', 'quotation', 'receipt', 'refund', 'voucher', 'transaction', 'journal', 'bill'))`);
    await q.query(`UPDATE plans SET modules = array_remove(modules, 'credit_note')`);
    await q.query(`ALTER TABLE workspaces DROP COLUMN credit_note`);
  }
}
