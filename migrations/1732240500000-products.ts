import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Products; stock on hand and open stock live in the ledger, not here. */
export class Products1732240500000 implements MigrationInterface {
  name = 'Products1732240500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE products (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        code text NOT NULL,
        name text NOT NULL,
        type text NOT NULL CHECK (type IN ('Stockable', 'Non-stockable')),
        category_id uuid,
        unit_id uuid,
        unit_cost numeric(18,2),
        price numeric(18,2),
        selling_price numeric(18,2) NOT NULL,
        min_price numeric(18,2),
        max_price numeric(18,2),
        stock_level numeric(18,3),
        barcode text,
        description text,
        status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        PRIMARY KEY (tenant_id, id),
        CONSTRAINT products_category_id_fkey FOREIGN KEY (tenant_id, category_id) REFERENCES product_categories (tenant_id, id),
        CONSTRAINT products_unit_id_fkey FOREIGN KEY (tenant_id, unit_id) REFERENCES units (tenant_id, id)
      )`);
    await q.query(`CREATE UNIQUE INDEX products_code_key ON products (tenant_id, lower(code)) WHERE deleted_at IS NULL`);
    await q.query(`CREATE UNIQUE INDEX products_barcode_key ON products (tenant_id, barcode) WHERE deleted_at IS NULL AND barcode IS NOT NULL`);
    await q.query(`CREATE INDEX products_list_idx ON products (tenant_id, created_at DESC)`);
    await q.query(`ALTER TABLE products ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE products FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON products TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE products`);
  }
}
