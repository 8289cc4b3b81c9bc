import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BankRuleView } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import { validBody } from '../../../platform/http/validation.pipe';
import { assertRuleReferences, findRule, lockRuleOrder } from '../bank-rule-rows';
import { BankRuleRequest } from '../bank-statement.requests';

/**
 * Saves a rule, new (`ruleId` null) or changed. A rule given a position takes that place and the
 * rules from there on move one down; one without goes last (or, changed, keeps its place).
 */
export class SaveBankRule extends Command<BankRuleView> {
  constructor(
    readonly me: Principal,
    readonly ruleId: string | null,
    /** The body as sent: a changed rule is found first, so another workspace's id is a 404 whatever it says. */
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(SaveBankRule)
export class SaveBankRuleHandler implements ICommandHandler<SaveBankRule> {
  constructor(private readonly db: Database) {}

  async execute({ me, ruleId, body }: SaveBankRule): Promise<BankRuleView> {
    const tx = this.db.tx;
    // The rules are one ordered list per workspace: a save or delete that renumbers it waits for the others.
    await lockRuleOrder(tx, me.tenantId);
    const existing = ruleId ? await findRule(tx, me.tenantId, ruleId) : null;
    const rule = await validBody(BankRuleRequest, body);
    await assertRuleReferences(tx, me.tenantId, rule.entry);
    const { kind, customer_id, supplier_id, expense_category_id, other_account } = rule.entry;
    const entry = JSON.stringify({ kind, customer_id, supplier_id, expense_category_id, other_account });
    const [{ last }] = await tx.query<{ last: number }>(`SELECT coalesce(max(position), 0)::int AS last FROM bank_rules WHERE tenant_id = $1`, [me.tenantId]);
    const position = Math.min(rule.position ?? existing?.position ?? last + 1, existing ? last : last + 1);
    if (existing && position !== existing.position) {
      await tx.query(`UPDATE bank_rules SET position = position - 1 WHERE tenant_id = $1 AND position > $2`, [me.tenantId, existing.position]);
    }
    if (!existing || position !== existing.position) {
      await tx.query(`UPDATE bank_rules SET position = position + 1 WHERE tenant_id = $1 AND position >= $2 AND id IS DISTINCT FROM $3`, [me.tenantId, position, existing?.id ?? null]);
    }
    const values = [me.tenantId, position, rule.name.trim(), rule.match, JSON.stringify(rule.conditions), rule.action, entry, rule.memo || null];
    const [saved] = existing
      ? await tx.query<{ id: string }>(
          `UPDATE bank_rules SET position = $2, name = $3, match = $4, conditions = $5, action = $6, entry = $7, memo = $8, updated_at = now()
            WHERE tenant_id = $1 AND id = $9 RETURNING id`,
          [...values, existing.id],
        )
      : await tx.query<{ id: string }>(
          `INSERT INTO bank_rules (tenant_id, position, name, match, conditions, action, entry, memo, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [...values, me.userId],
        );
    return findRule(tx, me.tenantId, saved.id);
  }
}
