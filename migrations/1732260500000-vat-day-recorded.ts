import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ledger_vat_day keyed also by the UTC day its events were recorded (recorded_on), so the VAT
 * return as known at a moment keeps the rows recorded by that day instead of summing again every
 * event recorded since (for a month asked as known a month back, nearly all of it). Refilled here
 * from the events in the ledger with the projection's statement as it stands today; the
 * checkpoint stays where the vat-day migration put it, as the rows are those events' rows.
 */
export class VatDayRecorded1732260500000 implements MigrationInterface {
  name = 'VatDayRecorded1732260500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM ledger_vat_day`);
    await q.query(`ALTER TABLE ledger_vat_day DROP CONSTRAINT ledger_vat_day_pkey`);
    await q.query(`ALTER TABLE ledger_vat_day ADD COLUMN recorded_on date NOT NULL`);
    await q.query(`ALTER TABLE ledger_vat_day ADD PRIMARY KEY (tenant_id, occurred_on, stream, recorded_on)`);
    await q.query(`
      INSERT INTO ledger_vat_day (tenant_id, occurred_on, stream, recorded_on, code, events, output_tax, input_tax, standard, zero_rated, exempt, purchases)
      SELECT e.tenant_id, e.occurred_on, e.stream, (e.recorded_at AT TIME ZONE 'UTC')::date, max(e.payload->>'code'), count(*),
             sum(s.output_tax), sum(s.input_tax), sum(s.standard), sum(s.zero_rated), sum(s.exempt),
             sum(CASE WHEN s.input_tax <> 0 THEN s.payable - s.input_tax ELSE 0 END)
        FROM ledger_event e
       CROSS JOIN LATERAL (
         SELECT sum(CASE WHEN p.account = 'tax-payable' THEN p.credit - p.debit ELSE 0 END) AS output_tax,
                sum(CASE WHEN p.account = 'input-tax' THEN p.debit - p.credit ELSE 0 END) AS input_tax,
                sum(CASE WHEN p.account IN ('sales', 'discounts') AND p.party IS NULL THEN p.credit - p.debit ELSE 0 END) AS standard,
                sum(CASE WHEN p.account IN ('sales', 'discounts') AND p.party = 'supply:zero_rated' THEN p.credit - p.debit ELSE 0 END) AS zero_rated,
                sum(CASE WHEN p.account IN ('sales', 'discounts') AND p.party = 'supply:exempt' THEN p.credit - p.debit ELSE 0 END) AS exempt,
                sum(CASE WHEN p.account = 'payable' THEN p.credit - p.debit ELSE 0 END) AS payable
           FROM ledger_posting p
          WHERE p.tenant_id = e.tenant_id AND p.position = e.position AND p.commodity IS NULL
            AND p.account IN ('tax-payable', 'input-tax', 'sales', 'discounts', 'payable')
         HAVING bool_or(p.account <> 'payable')) s
       GROUP BY 1, 2, 3, 4`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TEMP TABLE vat_day_by_business_day ON COMMIT DROP AS
      SELECT tenant_id, occurred_on, stream, max(code) AS code, sum(events)::integer AS events, sum(output_tax) AS output_tax, sum(input_tax) AS input_tax,
             sum(standard) AS standard, sum(zero_rated) AS zero_rated, sum(exempt) AS exempt, sum(purchases) AS purchases
        FROM ledger_vat_day GROUP BY 1, 2, 3`);
    await q.query(`DELETE FROM ledger_vat_day`);
    await q.query(`ALTER TABLE ledger_vat_day DROP CONSTRAINT ledger_vat_day_pkey`);
    await q.query(`ALTER TABLE ledger_vat_day DROP COLUMN recorded_on`);
    await q.query(`ALTER TABLE ledger_vat_day ADD PRIMARY KEY (tenant_id, occurred_on, stream)`);
    await q.query(`INSERT INTO ledger_vat_day (tenant_id, occurred_on, stream, code, events, output_tax, input_tax, standard, zero_rated, exempt, purchases)
      SELECT tenant_id, occurred_on, stream, code, events, output_tax, input_tax, standard, zero_rated, exempt, purchases FROM vat_day_by_business_day`);
  }
}
