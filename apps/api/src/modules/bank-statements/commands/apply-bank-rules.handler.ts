import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isDomainError, ruleEntryBody, type RuleRefusalView, type RulesAppliedView } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import { Forbidden } from '../../../platform/http/app-errors';
import { assertBankAccount } from '../bank-statement-rows';
import { ruledLines, type RuledLine } from '../bank-rule-rows';
import { CreateFromLine } from './create-from-line.handler';

/**
 * Runs the rules on an account's lines still to match: each line a booking rule fits gets that
 * rule's document, made and matched as "Record" on the line makes it. Lines named one by one
 * (`lineIds`) are booked by a suggesting rule too: the user chose them from the preview.
 * Each line is booked in a savepoint of its own: a document its command refuses (a closed
 * period, an account that would run dry, a module or permission the user lacks) leaves no trace
 * and its line unmatched, reported with the refusal, while the other lines are booked.
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
    const result: RulesAppliedView = { applied: [], refused: [] };
    for (const ruled of await ruledLines(tx, me.tenantId, accountId, only)) {
      const { line, rule } = ruled;
      if (rule.action !== 'create' && !only.lineIds) continue;
      await tx.execute('SAVEPOINT bank_rule_line');
      try {
        await this.commands.execute(new CreateFromLine(me, line.id, ruleEntryBody(rule)));
        await tx.execute('RELEASE SAVEPOINT bank_rule_line');
        result.applied.push({ line_id: line.id, rule_id: rule.id, kind: rule.entry.kind });
      } catch (error) {
        const refusal = refusalOf(ruled, error);
        if (!refusal) throw error;
        await tx.execute('ROLLBACK TO SAVEPOINT bank_rule_line');
        result.refused.push(refusal);
      }
    }
    return result;
  }
}

/** The refusal as the API would have answered the line's own booking; null for what is not a refusal (a fault), which fails the run. */
function refusalOf({ line, rule }: RuledLine, error: unknown): RuleRefusalView | null {
  const about = { line_id: line.id, date: line.date, description: line.description, rule_id: rule.id, kind: rule.entry.kind };
  if (isDomainError(error)) {
    const { params, errors } = error.details;
    return {
      ...about,
      status: error.status,
      code: error.qualifiedCode,
      message: error.message,
      ...(params ? { params } : {}),
      ...(errors ? { errors: Object.fromEntries(Object.entries(errors).map(([field, refusals]) => [field, refusals.map((r) => r.message)])) } : {}),
    };
  }
  if (error instanceof Forbidden) {
    const body = error.getResponse() as { code: string; message: string };
    return { ...about, status: error.getStatus(), code: body.code, message: body.message };
  }
  return null;
}
