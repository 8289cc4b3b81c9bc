import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntryKind } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { parseListQuery } from '../../../platform/listing/list-query';
import type { ListPage } from '../../../platform/listing/list-resource';
import { ListRows } from '../../../platform/listing/queries/list-rows.handler';
import { cashTransactionList, type CashTransactionRow } from '../cash-book';

/** A page of the cash book as the list query asks for it, live or reversed; `kind` confines it to one kind's own list. */
export class ListCashTransactions extends Query<ListPage<CashTransactionRow>> {
  constructor(
    readonly me: Principal,
    readonly kind: EntryKind | undefined,
    readonly query: Record<string, unknown>,
    readonly deleted: boolean,
  ) {
    super();
  }
}

@QueryHandler(ListCashTransactions)
export class ListCashTransactionsHandler implements IQueryHandler<ListCashTransactions> {
  constructor(private readonly queries: QueryBus) {}

  execute({ me, kind, query, deleted }: ListCashTransactions): Promise<ListPage<CashTransactionRow>> {
    const list = cashTransactionList(kind);
    return this.queries.execute(new ListRows(me, list, parseListQuery(query, Object.keys(list.sortable), list.defaultSort), deleted));
  }
}
