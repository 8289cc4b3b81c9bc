import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account-day projection counts money lines only: a posting that moves a quantity alone
 * (a stock update's units) showed as an empty general-ledger row. The counts are rebuilt from
 * the postings; days left with no money line go.
 */
export class AccountDayMoneyLines1732250000000 implements MigrationInterface {
  name = 'AccountDayMoneyLines1732250000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE ledger_account_day d SET lines = s.lines
        FROM (SELECT p.tenant_id, p.account, e.occurred_on, count(*) FILTER (WHERE p.debit <> 0 OR p.credit <> 0) AS lines
                FROM ledger_posting p JOIN ledger_event e ON e.tenant_id = p.tenant_id AND e.position = p.position
               GROUP BY 1, 2, 3) s
       WHERE d.tenant_id = s.tenant_id AND d.account = s.account AND d.occurred_on = s.occurred_on AND d.lines <> s.lines`);
    await q.query(`DELETE FROM ledger_account_day WHERE lines = 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM ledger_account_day`);
    await q.query(`
      INSERT INTO ledger_account_day (tenant_id, account, occurred_on, debit, credit, lines)
      SELECT p.tenant_id, p.account, e.occurred_on, sum(p.debit), sum(p.credit), count(*)
        FROM ledger_posting p JOIN ledger_event e ON e.tenant_id = p.tenant_id AND e.position = p.position
       GROUP BY 1, 2, 3`);
  }
}
