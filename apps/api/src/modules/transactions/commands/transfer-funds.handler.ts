import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { transferDecider, transferStream, type TransferCommand, type TransferInput } from '@ginuma/domain';
import { handleCommand } from '@ginuma/ledger';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { commandTarget } from '../../../platform/http/request-context';
import { allocateCode } from '../../../platform/documents/document-sequence';
import { assertMoneyAccounts, findCashTransaction, insertCashTransaction, type CashTransactionRow } from '../cash-book';
import { lockedLowestBalance } from '../money-accounts';

/** Moves money between two of the workspace's money accounts, never more than the source holds. */
export class TransferFunds extends Command<CashTransactionRow> {
  constructor(
    readonly me: Principal,
    readonly input: TransferInput,
  ) {
    super();
  }
}

@CommandHandler(TransferFunds)
export class TransferFundsHandler implements ICommandHandler<TransferFunds> {
  constructor(private readonly db: Database) {}

  async execute({ me, input }: TransferFunds): Promise<CashTransactionRow> {
    const tx = this.db.tx;
    await assertMoneyAccounts(tx, me.tenantId, { from_account: input.from, to_account: input.to });
    const id = randomUUID();
    const code = await allocateCode(tx, me.tenantId, 'transaction');
    await handleCommand(tx, commandTarget(me, transferStream(id)), transferDecider, async (): Promise<TransferCommand> => ({
      type: 'TransferFunds',
      data: { transactionId: id, code, from: input.from, to: input.to, value: input.value, date: input.date, available: await lockedLowestBalance(tx, me.tenantId, input.from, input.date) },
    }));
    await insertCashTransaction(tx, me, { id, code, kind: 'transfer', stream: transferStream(id), date: input.date, from: input.from, to: input.to, categoryId: null, amount: input.value, remark: input.remark });
    return findCashTransaction(tx, me.tenantId, id);
  }
}
