import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bank statements. An import is a batch: previewed (its parsed lines kept on the batch), then
 * committed (its lines become rows of their own), and undone as a whole. Lines move no money;
 * a match links a line to the confirmed documents that did, and a reconciliation clears the
 * matched lines up to a statement date (the ledger records it as an event with no postings).
 * Each account remembers the column mapping of its last import.
 */
export class BankStatements1732251000000 implements MigrationInterface {
  name = 'BankStatements1732251000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bank_statement_mappings (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        account_id uuid NOT NULL,
        headers jsonb NOT NULL,
        mapping jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, account_id),
        FOREIGN KEY (tenant_id, account_id) REFERENCES bank_accounts (tenant_id, id)
      )`);
    await q.query(`
      CREATE TABLE bank_statement_batches (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL,
        file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
        status text NOT NULL DEFAULT 'preview' CHECK (status IN ('preview', 'committed', 'undone')),
        headers jsonb NOT NULL,
        mapping jsonb NOT NULL,
        preview jsonb,
        line_count integer NOT NULL DEFAULT 0,
        imported_count integer NOT NULL DEFAULT 0,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        committed_at timestamptz,
        undone_at timestamptz,
        PRIMARY KEY (tenant_id, id),
        FOREIGN KEY (tenant_id, account_id) REFERENCES bank_accounts (tenant_id, id)
      )`);
    await q.query(`CREATE INDEX bank_statement_batches_account_idx ON bank_statement_batches (tenant_id, account_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE bank_reconciliations (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL,
        statement_date date NOT NULL,
        opening_balance numeric(18,2) NOT NULL,
        closing_balance numeric(18,2) NOT NULL,
        cleared_in numeric(18,2) NOT NULL,
        cleared_out numeric(18,2) NOT NULL,
        status text NOT NULL DEFAULT 'completed' CHECK (status IN ('completed', 'undone')),
        completed_by uuid,
        completed_at timestamptz NOT NULL DEFAULT now(),
        undone_by uuid,
        undone_at timestamptz,
        PRIMARY KEY (tenant_id, id),
        FOREIGN KEY (tenant_id, account_id) REFERENCES bank_accounts (tenant_id, id)
      )`);
    await q.query(`CREATE UNIQUE INDEX bank_reconciliations_date_key ON bank_reconciliations (tenant_id, account_id, statement_date) WHERE status = 'completed'`);
    await q.query(`
      CREATE TABLE bank_statement_lines (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        batch_id uuid NOT NULL,
        account_id uuid NOT NULL,
        row_no integer NOT NULL,
        date date NOT NULL,
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
        reference text CHECK (length(reference) <= 100),
        amount numeric(18,2) NOT NULL CHECK (amount <> 0),
        balance numeric(18,2),
        reconciliation_id uuid,
        PRIMARY KEY (tenant_id, id),
        FOREIGN KEY (tenant_id, batch_id) REFERENCES bank_statement_batches (tenant_id, id),
        FOREIGN KEY (tenant_id, account_id) REFERENCES bank_accounts (tenant_id, id),
        FOREIGN KEY (tenant_id, reconciliation_id) REFERENCES bank_reconciliations (tenant_id, id)
      )`);
    // The same line twice (same account, date, amount, reference and running balance) is imported once.
    await q.query(`CREATE UNIQUE INDEX bank_statement_lines_natural_key ON bank_statement_lines
      (tenant_id, account_id, date, amount, coalesce(reference, ''), coalesce(balance, 0), (balance IS NULL))`);
    await q.query(`CREATE INDEX bank_statement_lines_batch_idx ON bank_statement_lines (tenant_id, batch_id)`);
    await q.query(`
      CREATE TABLE bank_line_matches (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        line_id uuid NOT NULL,
        account_id uuid NOT NULL,
        document_kind text NOT NULL CHECK (document_kind IN ('receipt', 'refund', 'voucher', 'income', 'expense', 'transfer')),
        document_id uuid NOT NULL,
        amount numeric(18,2) NOT NULL,
        matched_by uuid,
        matched_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, line_id, document_kind, document_id),
        FOREIGN KEY (tenant_id, line_id) REFERENCES bank_statement_lines (tenant_id, id) ON DELETE CASCADE
      )`);
    // A document clears one line of an account (a transfer between two accounts, one on each).
    await q.query(`CREATE UNIQUE INDEX bank_line_matches_document_key ON bank_line_matches (tenant_id, account_id, document_kind, document_id)`);

    for (const table of ['bank_statement_mappings', 'bank_statement_batches', 'bank_reconciliations', 'bank_statement_lines', 'bank_line_matches']) {
      await q.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await q.query(`CREATE POLICY tenant_isolation ON ${table} TO ginuma_app
        USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
      await q.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO ginuma_app`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['bank_line_matches', 'bank_statement_lines', 'bank_reconciliations', 'bank_statement_batches', 'bank_statement_mappings']) await q.query(`DROP TABLE ${table}`);
  }
}
