import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A filed VAT return also reports zero-rated and exempt supplies, so the filed period's lock
 * covers their postings too: sales and discounts under `supply:zero_rated` or `supply:exempt`
 * (see supplyParty). Standard-rated sales are locked through their VAT; an out-of-scope sale,
 * which no return reports, stays free to post into the period, as does a sale that charged no VAT.
 */
export class VatLockSupplies1732260100000 implements MigrationInterface {
  name = 'VatLockSupplies1732260100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER ledger_posting_vat_filed ON ledger_posting`);
    await q.query(`
      CREATE TRIGGER ledger_posting_vat_filed AFTER INSERT ON ledger_posting
      FOR EACH ROW WHEN (NEW.account IN ('tax-payable', 'input-tax')
                         OR (NEW.account IN ('sales', 'discounts') AND NEW.party IN ('supply:zero_rated', 'supply:exempt')))
      EXECUTE FUNCTION ledger_posting_vat_filed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER ledger_posting_vat_filed ON ledger_posting`);
    await q.query(`
      CREATE TRIGGER ledger_posting_vat_filed AFTER INSERT ON ledger_posting
      FOR EACH ROW WHEN (NEW.account IN ('tax-payable', 'input-tax')) EXECUTE FUNCTION ledger_posting_vat_filed()`);
  }
}
