import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RulePreviewView } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import { assertBankAccount } from '../bank-statement-rows';
import { ruledLines } from '../bank-rule-rows';

/** What the rules would do to the account's lines still to match: each line a rule fits, with that rule. */
export class PreviewBankRules extends Query<RulePreviewView[]> {
  constructor(
    readonly me: Principal,
    readonly accountId: string,
  ) {
    super();
  }
}

@QueryHandler(PreviewBankRules)
export class PreviewBankRulesHandler implements IQueryHandler<PreviewBankRules> {
  constructor(private readonly db: Database) {}

  async execute({ me, accountId }: PreviewBankRules): Promise<RulePreviewView[]> {
    const tx = this.db.tx;
    await assertBankAccount(tx, me.tenantId, accountId);
    return (await ruledLines(tx, me.tenantId, accountId)).map(({ line, rule }) => ({
      line_id: line.id,
      date: line.date,
      description: line.description,
      amount: line.amount,
      rule_id: rule.id,
      rule_name: rule.name,
      action: rule.action,
      kind: rule.entry.kind,
    }));
  }
}
