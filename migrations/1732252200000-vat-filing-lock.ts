import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A filed VAT return locks its period for VAT: `ledger_head.vat_filed_to` is the last day any
 * filed return covers, moved only by the filing's handler in the transaction of its VatReturnFiled
 * event. A posting to output or input tax whose event is dated on or before it is refused with
 * SQLSTATE GL424 (the date as its detail), which the append turns into the domain's refusal.
 * The check runs after the append's statement, when its events are visible, and only for the tax
 * accounts' postings; documents without VAT stay free to post into the period.
 */
export class VatFilingLock1732252200000 implements MigrationInterface {
  name = 'VatFilingLock1732252200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_head ADD COLUMN vat_filed_to date`);
    await q.query(`
      CREATE FUNCTION ledger_posting_vat_filed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        filed date;
        occurred date;
      BEGIN
        SELECT h.vat_filed_to INTO filed FROM ledger_head h WHERE h.tenant_id = NEW.tenant_id;
        IF filed IS NULL THEN RETURN NULL; END IF;
        SELECT e.occurred_on INTO occurred FROM ledger_event e WHERE e.tenant_id = NEW.tenant_id AND e.position = NEW.position;
        IF occurred <= filed THEN
          RAISE EXCEPTION 'VAT is filed up to %', filed USING ERRCODE = 'GL424', DETAIL = filed::text;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER ledger_posting_vat_filed AFTER INSERT ON ledger_posting
      FOR EACH ROW WHEN (NEW.account IN ('tax-payable', 'input-tax')) EXECUTE FUNCTION ledger_posting_vat_filed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER ledger_posting_vat_filed ON ledger_posting`);
    await q.query(`DROP FUNCTION ledger_posting_vat_filed()`);
    await q.query(`ALTER TABLE ledger_head DROP COLUMN vat_filed_to`);
  }
}
