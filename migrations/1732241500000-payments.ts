import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Receipts and refunds. Each is a draft row until confirmed; confirming appends the money's
 * events to the invoices' streams (and a receipt's over-payment to its own), after which the
 * row only indexes them. `allocations` is the document's content: [{invoice_id, amount}].
 */
export class Payments1732241500000 implements MigrationInterface {
  name = 'Payments1732241500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE receipts (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        code text NOT NULL,
        customer_id uuid NOT NULL,
        date date NOT NULL,
        pay_type text NOT NULL CHECK (pay_type IN ('Cheque', 'Bank', 'Cash', 'Credit')),
        account_id uuid,
        paid_amount numeric(18,2) NOT NULL CHECK (paid_amount > 0),
        cheque_number text,
        post_date date,
        bank text,
        branch text,
        account_number text,
        remark text,
        note text,
        allocations jsonb NOT NULL DEFAULT '[]',
        stage text NOT NULL DEFAULT 'pending' CHECK (stage IN ('pending', 'confirmed', 'reversed')),
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        PRIMARY KEY (tenant_id, id),
        FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id),
        FOREIGN KEY (tenant_id, account_id) REFERENCES bank_accounts (tenant_id, id)
      )`);
    await q.query(`
      CREATE TABLE refunds (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        code text NOT NULL,
        customer_id uuid NOT NULL,
        date date NOT NULL,
        refund_type text NOT NULL CHECK (refund_type IN ('Credit Refund', 'Cash Refund')),
        account_id uuid,
        amount numeric(18,2) NOT NULL CHECK (amount > 0),
        remark text,
        allocations jsonb NOT NULL DEFAULT '[]',
        stage text NOT NULL DEFAULT 'pending' CHECK (stage IN ('pending', 'confirmed', 'reversed')),
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        PRIMARY KEY (tenant_id, id),
        FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id),
        FOREIGN KEY (tenant_id, account_id) REFERENCES bank_accounts (tenant_id, id)
      )`);
    for (const table of ['receipts', 'refunds']) {
      await q.query(`CREATE UNIQUE INDEX ${table}_code_key ON ${table} (tenant_id, code)`);
      await q.query(`CREATE INDEX ${table}_list_idx ON ${table} (tenant_id, date DESC, code DESC)`);
      await q.query(`CREATE INDEX ${table}_customer_idx ON ${table} (tenant_id, customer_id)`);
      await q.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await q.query(`CREATE POLICY tenant_isolation ON ${table} TO ginuma_app
        USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['refunds', 'receipts']) await q.query(`DROP TABLE ${table}`);
  }
}
