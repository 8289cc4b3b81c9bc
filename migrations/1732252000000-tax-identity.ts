import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The business's and its parties' numbers with the Inland Revenue Department: a TIN of nine
 * digits and a VAT number of the same form followed by -7000. The formats are checked here as
 * well as by the API, so no path into the table stores one a tax invoice could not print.
 */
export class TaxIdentity1732252000000 implements MigrationInterface {
  name = 'TaxIdentity1732252000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['business_configuration', 'customers', 'suppliers']) {
      await q.query(`
        ALTER TABLE ${table}
          ADD COLUMN tin text CHECK (tin ~ '^[0-9]{9}$'),
          ADD COLUMN vat_number text CHECK (vat_number ~ '^[0-9]{9}-7000$')`);
    }
    await q.query(`ALTER TABLE business_configuration ADD COLUMN vat_registered boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE business_configuration DROP COLUMN vat_registered`);
    for (const table of ['business_configuration', 'customers', 'suppliers']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN tin, DROP COLUMN vat_number`);
    }
  }
}
