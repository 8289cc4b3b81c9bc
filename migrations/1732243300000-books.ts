import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The accountant's books: custom accounts of the chart, manual journals, and the
 * period lock date. System accounts live in code (libs/domain accounting/chart.ts); a custom
 * account posts as `gl:<code>`, so its code never changes once created.
 */
export class Books1732243300000 implements MigrationInterface {
  name = 'Books1732243300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ledger_accounts (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        code text NOT NULL CHECK (code ~ '^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$'),
        name_en text NOT NULL CHECK (length(name_en) BETWEEN 1 AND 100),
        name_si text NOT NULL CHECK (length(name_si) BETWEEN 1 AND 100),
        type text NOT NULL CHECK (type IN ('asset', 'liability', 'equity', 'income', 'expense')),
        description text,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, id),
        UNIQUE (tenant_id, code)
      )`);
    // A journal is a draft row until confirmed; then it only indexes its stream `journal-<id>`.
    await q.query(`
      CREATE TABLE journals (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        code text NOT NULL,
        date date NOT NULL,
        memo text NOT NULL,
        lines jsonb NOT NULL DEFAULT '[]',
        amount numeric(18,2) NOT NULL DEFAULT 0,
        stage text NOT NULL DEFAULT 'pending' CHECK (stage IN ('pending', 'confirmed', 'reversed')),
        reversed_on date,
        created_by uuid,
        confirmed_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        PRIMARY KEY (tenant_id, id)
      )`);
    await q.query(`CREATE UNIQUE INDEX journals_code_key ON journals (tenant_id, code)`);
    await q.query(`CREATE INDEX journals_list_idx ON journals (tenant_id, date DESC, code DESC)`);
    for (const table of ['ledger_accounts', 'journals']) {
      await q.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await q.query(`CREATE POLICY tenant_isolation ON ${table} TO ginuma_app
        USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    }
    // Journals number themselves (JV-000001) and carry an attachment like vouchers.
    await q.query(`ALTER TABLE document_sequences DROP CONSTRAINT document_sequences_kind_check`);
    await q.query(`ALTER TABLE document_sequences ADD CONSTRAINT document_sequences_kind_check
      CHECK (kind IN ('invoice', 'quotation', 'receipt', 'refund', 'voucher', 'transaction', 'journal'))`);
    await q.query(`ALTER TABLE document_attachments DROP CONSTRAINT document_attachments_kind_check`);
    await q.query(`ALTER TABLE document_attachments ADD CONSTRAINT document_attachments_kind_check CHECK (kind IN ('invoice', 'voucher', 'journal'))`);
    // The lock date sits on the chain head the append locks anyway (libs/ledger command/period-lock.ts).
    await q.query(`ALTER TABLE ledger_head ADD COLUMN lock_date date`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_head DROP COLUMN lock_date`);
    await q.query(`ALTER TABLE document_attachments DROP CONSTRAINT document_attachments_kind_check`);
    await q.query(`ALTER TABLE document_attachments ADD CONSTRAINT document_attachments_kind_check CHECK (kind IN ('invoice', 'voucher'))`);
    await q.query(`ALTER TABLE document_sequences DROP CONSTRAINT document_sequences_kind_check`);
    await q.query(`ALTER TABLE document_sequences ADD CONSTRAINT document_sequences_kind_check
      CHECK (kind IN ('invoice', 'quotation', 'receipt', 'refund', 'voucher', 'transaction'))`);
    for (const table of ['journals', 'ledger_accounts']) await q.query(`DROP TABLE ${table}`);
  }
}
