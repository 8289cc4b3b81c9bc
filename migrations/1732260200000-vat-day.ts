import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ledger_vat_day, the vat-day projection (libs/ledger read-models/vat-day): each document's VAT
 * figures per business day, so the VAT return of a month reads that month's rows instead of
 * every event dated in it. Keyed also by the UTC day the events were recorded (recorded_on), so a
 * return as known at a moment keeps the rows recorded by that day instead of summing again every
 * event recorded since (for a month asked as known a month back, nearly all of it). Filled here from the events already in the ledger (the statement is
 * the projection's as it stands today), with its checkpoint at each workspace's head.
 */
export class VatDay1732260200000 implements MigrationInterface {
  name = 'VatDay1732260200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ledger_vat_day (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        occurred_on date NOT NULL,
        stream text NOT NULL,
        recorded_on date NOT NULL,
        code text,
        events integer NOT NULL,
        output_tax numeric(20,2) NOT NULL,
        input_tax numeric(20,2) NOT NULL,
        standard numeric(20,2) NOT NULL,
        zero_rated numeric(20,2) NOT NULL,
        exempt numeric(20,2) NOT NULL,
        purchases numeric(20,2) NOT NULL,
        PRIMARY KEY (tenant_id, occurred_on, stream, recorded_on)
      )`);
    await q.query(`ALTER TABLE ledger_vat_day ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE ledger_vat_day FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON ledger_vat_day TO ginuma_app
      USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    await q.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ledger_vat_day TO ginuma_app`);
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
    await q.query(`
      INSERT INTO ledger_checkpoint (tenant_id, projection, position)
      SELECT tenant_id, 'vat-day', last_position FROM ledger_head
      ON CONFLICT (tenant_id, projection) DO UPDATE SET position = EXCLUDED.position`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM ledger_checkpoint WHERE projection = 'vat-day'`);
    await q.query(`DROP TABLE ledger_vat_day`);
  }
}
