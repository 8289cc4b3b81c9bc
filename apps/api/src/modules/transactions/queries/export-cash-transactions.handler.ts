import type { StreamableFile } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntryKind } from '@ginuma/domain';
import type { Principal } from '../../../platform/auth/principal';
import { sheetDownload } from '../../../platform/export/xlsx';
import { parseListQuery } from '../../../platform/listing/list-query';
import { ListRows } from '../../../platform/listing/queries/list-rows.handler';
import { cashTransactionColumns, cashTransactionList } from '../cash-book';

/**
 * The cash book as .xlsx: every row the list's filters match (`deleted=true` for the reversed
 * list), the columns on screen; `kind` confines it to one kind's own list.
 */
export class ExportCashTransactions extends Query<StreamableFile> {
  constructor(
    readonly me: Principal,
    readonly kind: EntryKind | undefined,
    readonly query: Record<string, unknown>,
  ) {
    super();
  }
}

@QueryHandler(ExportCashTransactions)
export class ExportCashTransactionsHandler implements IQueryHandler<ExportCashTransactions> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ me, kind, query }: ExportCashTransactions): Promise<StreamableFile> {
    const list = cashTransactionList(kind);
    const parsed = { ...parseListQuery(query, Object.keys(list.sortable), list.defaultSort), range: null };
    const page = await this.queries.execute(new ListRows(me, list, parsed, query.deleted === 'true'));
    return sheetDownload(list.name, list.name, cashTransactionColumns(query.columns), page.rows);
  }
}
