import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A product's unit cost history (products/costing): what it cost from which day. */
export class ProductCosts1732241100000 implements MigrationInterface {
  name = 'ProductCosts1732241100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_costs (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL,
        effective_on date NOT NULL,
        unit_cost numeric(18,2) NOT NULL CHECK (unit_cost >= 0),
        note text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, id),
        CONSTRAINT product_costs_product_id_fkey FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX product_costs_product_idx ON product_costs (tenant_id, product_id, effective_on DESC)`);
    await q.query(`ALTER TABLE product_costs ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE product_costs FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON product_costs TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_costs`);
  }
}
