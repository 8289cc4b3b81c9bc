import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import { findRule, lockRuleOrder } from '../bank-rule-rows';

/** Removes a rule; those after it move up. What it booked stays: those are documents of their own. */
export class DeleteBankRule extends Command<{ id: string }> {
  constructor(
    readonly me: Principal,
    readonly ruleId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteBankRule)
export class DeleteBankRuleHandler implements ICommandHandler<DeleteBankRule> {
  constructor(private readonly db: Database) {}

  async execute({ me, ruleId }: DeleteBankRule) {
    const tx = this.db.tx;
    await lockRuleOrder(tx, me.tenantId);
    const rule = await findRule(tx, me.tenantId, ruleId);
    await tx.query(`DELETE FROM bank_rules WHERE tenant_id = $1 AND id = $2`, [me.tenantId, rule.id]);
    await tx.query(`UPDATE bank_rules SET position = position - 1 WHERE tenant_id = $1 AND position > $2`, [me.tenantId, rule.position]);
    return { id: rule.id };
  }
}
