import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Vouchers (supplier payments) and the cash book's own transactions (transfers, income and
 * expense entries). A voucher is a draft row until confirmed; a cash book transaction is booked
 * when made. Either way the money lives in the ledger: the rows only index their streams.
 */
export class VouchersCashbook1732241600000 implements MigrationInterface {
  name = 'VouchersCashbook1732241600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE vouchers (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        code text NOT NULL,
        supplier_id uuid NOT NULL,
        date date NOT NULL,
        pay_type text NOT NULL CHECK (pay_type IN ('Cheque', 'Bank', 'Cash')),
        account_id uuid,
        cheque_number text,
        post_date date,
        account_number text,
        bank text,
        branch text,
        expense_category_id uuid NOT NULL,
        expense_sub_category_id uuid,
        expenses jsonb NOT NULL DEFAULT '[]',
        amount numeric(18,2) NOT NULL CHECK (amount > 0),
        remarks text,
        note text,
        stage text NOT NULL DEFAULT 'pending' CHECK (stage IN ('pending', 'confirmed', 'reversed')),
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        PRIMARY KEY (tenant_id, id),
        FOREIGN KEY (tenant_id, supplier_id) REFERENCES suppliers (tenant_id, id),
        FOREIGN KEY (tenant_id, account_id) REFERENCES bank_accounts (tenant_id, id),
        FOREIGN KEY (tenant_id, expense_category_id) REFERENCES expense_categories (tenant_id, id),
        FOREIGN KEY (tenant_id, expense_sub_category_id) REFERENCES expense_sub_categories (tenant_id, id)
      )`);
    await q.query(`
      CREATE TABLE cash_transactions (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        code text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('transfer', 'income', 'expense')),
        date date NOT NULL,
        from_account text,
        to_account text,
        expense_category_id uuid,
        amount numeric(18,2) NOT NULL CHECK (amount > 0),
        remark text,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        PRIMARY KEY (tenant_id, id),
        FOREIGN KEY (tenant_id, expense_category_id) REFERENCES expense_categories (tenant_id, id)
      )`);
    for (const table of ['vouchers', 'cash_transactions']) {
      await q.query(`CREATE UNIQUE INDEX ${table}_code_key ON ${table} (tenant_id, code)`);
      await q.query(`CREATE INDEX ${table}_list_idx ON ${table} (tenant_id, date DESC, code DESC)`);
      await q.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await q.query(`CREATE POLICY tenant_isolation ON ${table} TO ginuma_app
        USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['cash_transactions', 'vouchers']) await q.query(`DROP TABLE ${table}`);
  }
}
