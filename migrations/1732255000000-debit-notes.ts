import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Supplier debit notes: goods the business returned to a supplier on one of its bills, or a price
 * claim, held as the supplier's credit until spent on its bills. A note is a draft row until
 * confirmed; its money lives in the ledger (stream `debit-note-<id>`). `stage` and `reversed_on`
 * are the document-stage projection's. Workspaces gain the `debit_note` module flag, on for every
 * workspace and for the plans that have bills.
 */
export class DebitNotes1732255000000 implements MigrationInterface {
  name = 'DebitNotes1732255000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE workspaces ADD COLUMN debit_note smallint NOT NULL DEFAULT 1 CHECK (debit_note IN (0, 1))`);
    await q.query(`UPDATE plans SET modules = array_append(modules, 'debit_note') WHERE 'bill' = ANY (modules) AND NOT 'debit_note' = ANY (modules)`);

    await q.query(`ALTER TABLE document_sequences DROP CONSTRAINT document_sequences_kind_check`);
    await q.query(`ALTER TABLE document_sequences ADD CONSTRAINT document_sequences_kind_check
      CHECK (kind IN ('invoice', 'quotation', 'receipt', 'refund', 'voucher', 'transaction', 'journal', 'bill', 'credit_note', 'debit_note'))`);

    await q.query(`
      CREATE TABLE debit_notes (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        code text NOT NULL,
        supplier_id uuid NOT NULL,
        bill_id uuid,
        date date NOT NULL,
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
        FOREIGN KEY (tenant_id, supplier_id) REFERENCES suppliers (tenant_id, id),
        FOREIGN KEY (tenant_id, bill_id) REFERENCES bills (tenant_id, id)
      )`);
    await q.query(`CREATE UNIQUE INDEX debit_notes_code_key ON debit_notes (tenant_id, code)`);
    await q.query(`CREATE INDEX debit_notes_list_idx ON debit_notes (tenant_id, date DESC, code DESC)`);
    // What a bill's earlier returns sent back: its confirmed notes, read when another is confirmed.
    await q.query(`CREATE INDEX debit_notes_bill_idx ON debit_notes (tenant_id, bill_id) WHERE bill_id IS NOT NULL`);

    await q.query(`ALTER TABLE debit_notes ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE debit_notes FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON debit_notes TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    await q.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON debit_notes TO ginuma_app`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE debit_notes`);
    await q.query(`DELETE FROM document_sequences WHERE kind = 'debit_note'`);
    await q.query(`ALTER TABLE document_sequences DROP CONSTRAINT document_sequences_kind_check`);
    await q.query(`ALTER TABLE document_sequences ADD CONSTRAINT document_sequences_kind_check
      CHECK (kind IN ('invoice', 'quotation', 'receipt', 'refund', 'voucher', 'transaction', 'journal', 'bill', 'credit_note'))`);
    await q.query(`UPDATE plans SET modules = array_remove(modules, 'debit_note')`);
    await q.query(`ALTER TABLE workspaces DROP COLUMN debit_note`);
  }
}
