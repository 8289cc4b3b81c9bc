import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bank rules, tried in `position` order on a statement's lines: conditions on a line's
 * description, reference, amount and direction (all or any), and the document the rule suggests
 * or books (its kind with the party, category or account, as a line entry names them) with a memo.
 */
export class BankRules1732257100000 implements MigrationInterface {
  name = 'BankRules1732257100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bank_rules (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        position integer NOT NULL CHECK (position > 0),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        match text NOT NULL CHECK (match IN ('all', 'any')),
        conditions jsonb NOT NULL CHECK (jsonb_typeof(conditions) = 'array' AND jsonb_array_length(conditions) > 0),
        action text NOT NULL CHECK (action IN ('suggest', 'create')),
        entry jsonb NOT NULL CHECK (entry->>'kind' IN ('income', 'receipt', 'expense', 'voucher', 'transfer')),
        memo text CHECK (length(memo) <= 500),
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, id)
      )`);
    await q.query(`CREATE INDEX bank_rules_order_idx ON bank_rules (tenant_id, position)`);
    await q.query(`ALTER TABLE bank_rules ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE bank_rules FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_isolation ON bank_rules TO ginuma_app USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    await q.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON bank_rules TO ginuma_app`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE bank_rules`);
  }
}
