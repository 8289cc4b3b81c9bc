import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Master data and settings kept by the shared record mechanism. */
const TABLES: { table: string; columns: string[]; uniqueName: boolean }[] = [
  { table: 'units', columns: ['name text NOT NULL'], uniqueName: true },
  { table: 'product_categories', columns: ['name text NOT NULL', 'description text'], uniqueName: true },
  { table: 'invoice_parameters', columns: ['name text NOT NULL', 'value numeric(18,2)'], uniqueName: true },
  {
    table: 'expense_categories',
    columns: ['name text NOT NULL', `type text NOT NULL CHECK (type IN ('Cost of Operations', 'Cost of Sales'))`],
    uniqueName: true,
  },
  {
    table: 'expense_sub_categories',
    columns: [
      'name text NOT NULL',
      'category_id uuid NOT NULL',
      'CONSTRAINT expense_sub_categories_category_id_fkey FOREIGN KEY (tenant_id, category_id) REFERENCES expense_categories (tenant_id, id)',
    ],
    uniqueName: false,
  },
  {
    table: 'taxes',
    columns: ['name text NOT NULL', 'rate numeric(5,2) NOT NULL CHECK (rate BETWEEN 0 AND 100)', 'abbreviation text NOT NULL'],
    uniqueName: true,
  },
  {
    table: 'bank_accounts',
    columns: ['name text NOT NULL', 'account_number text', 'bank_name text', 'branch_name text'],
    uniqueName: true,
  },
  {
    table: 'customers',
    columns: [
      'name text NOT NULL',
      'contact_person text',
      'email text',
      'other_email text',
      'phone text',
      'other_phone text',
      'address text',
      'website text',
    ],
    uniqueName: false,
  },
  {
    table: 'suppliers',
    columns: [
      'name text NOT NULL',
      'contact_person text',
      `type text NOT NULL CHECK (type IN ('Utility', 'Local Vendor', 'Transport', 'International Vendor'))`,
      'email text',
      'phone text',
      'address text',
      'website text',
      'account_number text',
      'bank_name text',
      'branch_name text',
    ],
    uniqueName: false,
  },
];

export class Records1732240300000 implements MigrationInterface {
  name = 'Records1732240300000';

  async up(q: QueryRunner): Promise<void> {
    for (const { table, columns, uniqueName } of TABLES) {
      await q.query(`
        CREATE TABLE ${table} (
          tenant_id uuid NOT NULL REFERENCES workspaces (id),
          id uuid NOT NULL DEFAULT gen_random_uuid(),
          ${columns.filter((c) => !c.startsWith('CONSTRAINT')).join(',\n          ')},
          status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now(),
          deleted_at timestamptz,
          PRIMARY KEY (tenant_id, id)
          ${columns.filter((c) => c.startsWith('CONSTRAINT')).map((c) => `, ${c}`).join('')}
        )`);
      await q.query(`CREATE INDEX ${table}_list_idx ON ${table} (tenant_id, created_at DESC)`);
      if (uniqueName) {
        // Names are unique among live records only: a deleted one may be re-created.
        await q.query(`CREATE UNIQUE INDEX ${table}_name_key ON ${table} (tenant_id, lower(name)) WHERE deleted_at IS NULL`);
      }
      await q.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await q.query(`CREATE POLICY tenant_isolation ON ${table} TO ginuma_app
        USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table } of [...TABLES].reverse()) await q.query(`DROP TABLE ${table}`);
  }
}
