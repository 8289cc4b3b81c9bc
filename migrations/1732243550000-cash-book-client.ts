import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cash book's client (a customer or a supplier) per income and expense, the link between
 * an edited entry and its replacement, and each row's ledger stream: a replacement is booked
 * in the stream of the entry it replaces, so its stream is no longer derived from its id.
 * Products get their unit type.
 */
export class CashBookClient1732243550000 implements MigrationInterface {
  name = 'CashBookClient1732243550000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE cash_transactions
        ADD COLUMN customer_id uuid,
        ADD COLUMN supplier_id uuid,
        ADD COLUMN replaces uuid,
        ADD COLUMN replaced_by uuid,
        ADD COLUMN stream text,
        ADD CONSTRAINT cash_transactions_one_client CHECK (customer_id IS NULL OR supplier_id IS NULL),
        ADD CONSTRAINT cash_transactions_customer_fkey FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id),
        ADD CONSTRAINT cash_transactions_supplier_fkey FOREIGN KEY (tenant_id, supplier_id) REFERENCES suppliers (tenant_id, id),
        ADD CONSTRAINT cash_transactions_replaces_fkey FOREIGN KEY (tenant_id, replaces) REFERENCES cash_transactions (tenant_id, id),
        ADD CONSTRAINT cash_transactions_replaced_by_fkey FOREIGN KEY (tenant_id, replaced_by) REFERENCES cash_transactions (tenant_id, id)`);
    await q.query(`UPDATE cash_transactions SET stream = CASE kind WHEN 'transfer' THEN 'transfer-' ELSE 'cash-entry-' END || id`);
    await q.query(`ALTER TABLE cash_transactions ALTER COLUMN stream SET NOT NULL`);
    await q.query(`
      ALTER TABLE products ADD COLUMN unit_type text
        CHECK (unit_type IN ('Count', 'Weight', 'Volume', 'Length', 'Area', 'Time'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products DROP COLUMN unit_type`);
    await q.query(`
      ALTER TABLE cash_transactions
        DROP COLUMN customer_id, DROP COLUMN supplier_id, DROP COLUMN replaces, DROP COLUMN replaced_by, DROP COLUMN stream`);
  }
}
