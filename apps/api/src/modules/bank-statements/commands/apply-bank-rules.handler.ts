import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ruleEntryBody, type RulesAppliedView } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import { assertBankAccount } from '../bank-statement-rows';
import { ruledLines } from '../bank-rule-rows';
import { CreateFromLine } from './create-from-line.handler';

/**
 * Runs the rules on an account's lines still to match: each line a booking rule fits gets that
 * rule's document, made and matched as "Record" on the line makes it. Lines named one by one
 * (`lineIds`) are booked by a suggesting rule too: the user chose them from the preview.
 * All or nothing: a document its own command refuses stops the whole run with that refusal.
 */
export class ApplyBankRules extends Command<RulesAppliedView> {
  constructor(
    readonly me: Principal,
    readonly accountId: string,
    readonly only: { lineIds?: readonly string[]; batchId?: string } = {},
  ) {
    super();
  }
}

@CommandHandler(ApplyBankRules)
export class ApplyBankRulesHandler implements ICommandHandler<ApplyBankRules> {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
  ) {}

  async execute({ me, accountId, only }: ApplyBankRules): Promise<RulesAppliedView> {
    const tx = this.db.tx;
    await assertBankAccount(tx, me.tenantId, accountId);
    const applied: RulesAppliedView['applied'] = [];
    for (const { line, rule } of await ruledLines(tx, me.tenantId, accountId, only)) {
      if (rule.action !== 'create' && !only.lineIds) continue;
      await this.commands.execute(new CreateFromLine(me, line.id, ruleEntryBody(rule)));
      applied.push({ line_id: line.id, rule_id: rule.id, kind: rule.entry.kind });
    }
    return { applied };
  }
}
