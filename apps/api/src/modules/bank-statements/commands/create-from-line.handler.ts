import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { entryInput, entryKindOfLine, Money } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { Database } from '../../../platform/database/database';
import { validBody } from '../../../platform/http/validation.pipe';
import { RecordExpense } from '../../transactions/commands/record-expense.handler';
import { RecordIncome } from '../../transactions/commands/record-income.handler';
import { assertUnmatched, findLine, insertMatches, type LineRow } from '../bank-statement-rows';
import { LineEntryRequest } from '../bank-statement.requests';

/**
 * Books what a line says happened as the cash book's income or expense, on the line's account,
 * date and amount, through the same commands the cash book's forms run, and matches the line to it.
 */
export class CreateFromLine extends Command<LineRow> {
  constructor(
    readonly me: Principal,
    readonly lineId: string,
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(CreateFromLine)
export class CreateFromLineHandler implements ICommandHandler<CreateFromLine> {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
  ) {}

  async execute({ me, lineId, body }: CreateFromLine): Promise<LineRow> {
    const tx = this.db.tx;
    const line = await findLine(tx, me.tenantId, lineId, true);
    const request = await validBody(LineEntryRequest, body);
    assertUnmatched(line);
    const kind = entryKindOfLine(line.amount, request.kind);
    const input = entryInput(kind, {
      account: line.account_id,
      expense_category_id: request.expense_category_id ?? undefined,
      client: request.client ?? null,
      amount: Money.of(line.amount).abs().toFixed(),
      date: line.date,
      remark: request.remark ?? line.description,
    });
    const entry = await this.commands.execute(kind === 'expense' ? new RecordExpense(me, input) : new RecordIncome(me, input));
    await insertMatches(tx, me.tenantId, me.userId, line, [{ kind, id: String(entry.id), amount: line.amount }]);
    return findLine(tx, me.tenantId, line.id);
  }
}
