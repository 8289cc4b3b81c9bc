import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Supplier payments: a voucher may pay the supplier's bills (`bills`, its allocations
 * `[{ bill_id, amount }]`, checked against each bill's stream when it is confirmed), alone or with
 * expense lines, so a voucher that only pays bills has no expense category.
 */
export class VoucherBills1732244500000 implements MigrationInterface {
  name = 'VoucherBills1732244500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vouchers ADD COLUMN bills jsonb NOT NULL DEFAULT '[]'::jsonb`);
    await q.query(`ALTER TABLE vouchers ALTER COLUMN expense_category_id DROP NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM vouchers WHERE expense_category_id IS NULL`);
    await q.query(`ALTER TABLE vouchers ALTER COLUMN expense_category_id SET NOT NULL`);
    await q.query(`ALTER TABLE vouchers DROP COLUMN bills`);
  }
}
