import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The business's tax settings: the series its tax invoices' serial numbers start with (one word
 * of at most 40 characters), how often it files its VAT return, and what decides its share of
 * turnover liable for SSCL (its activity, or a share of its own). Checked here as well as by the
 * API, so nothing stored is a value the returns could not use.
 */
export class TaxSettings1732256000000 implements MigrationInterface {
  name = 'TaxSettings1732256000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE business_configuration
        ADD COLUMN tax_invoice_series text CHECK (tax_invoice_series ~ '^\\S{1,40}$'),
        ADD COLUMN vat_filing_period text CHECK (vat_filing_period IN ('month', 'quarter')),
        ADD COLUMN sscl_activity text CHECK (sscl_activity IN ('import', 'services', 'manufacturing', 'wholesale', 'other-trading')),
        ADD COLUMN sscl_liable_share numeric(5,2) CHECK (sscl_liable_share BETWEEN 0 AND 100)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE business_configuration
        DROP COLUMN tax_invoice_series, DROP COLUMN vat_filing_period, DROP COLUMN sscl_activity, DROP COLUMN sscl_liable_share`);
  }
}
