import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntryKind } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { findCashTransaction, type CashTransactionRow } from '../cash-book';

/** One entry of the cash book; `kind` confines it to the expenses' or incomes' own resource. */
export class GetCashTransaction extends Query<CashTransactionRow> {
  constructor(
    readonly me: Principal,
    readonly transactionId: string,
    readonly kind?: EntryKind,
  ) {
    super();
  }
}

@QueryHandler(GetCashTransaction)
export class GetCashTransactionHandler implements IQueryHandler<GetCashTransaction> {
  constructor(private readonly db: Database) {}

  execute({ me, transactionId, kind }: GetCashTransaction): Promise<CashTransactionRow> {
    return findCashTransaction(this.db.tx, me.tenantId, transactionId, kind);
  }
}
