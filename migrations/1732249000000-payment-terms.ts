import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customers gain payment terms, as suppliers have: an invoice's due date defaults to its date plus
 * the customer's days, or the workspace's (Business Configuration; empty: 30 days).
 */
export class PaymentTerms1732249000000 implements MigrationInterface {
  name = 'PaymentTerms1732249000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE customers ADD COLUMN payment_terms_days integer CHECK (payment_terms_days BETWEEN 0 AND 3650)`);
    await q.query(`ALTER TABLE business_configuration ADD COLUMN payment_terms_days integer CHECK (payment_terms_days BETWEEN 0 AND 3650)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE business_configuration DROP COLUMN payment_terms_days`);
    await q.query(`ALTER TABLE customers DROP COLUMN payment_terms_days`);
  }
}
