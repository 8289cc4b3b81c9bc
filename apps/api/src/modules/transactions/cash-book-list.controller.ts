import { Controller, Get, Inject, Param, ParseUUIDPipe, Query, Res, type Type } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { EntryKind, Resource } from '@ginuma/domain';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/app-errors';
import { LIST_ACTIONS, onCollection } from '../../platform/http/collection-routes';
import { setContentRange } from '../../platform/listing/content-range';
import { ExportCashTransactions } from './queries/export-cash-transactions.handler';
import { GetCashTransaction } from './queries/get-cash-transaction.handler';
import { ListCashTransactions } from './queries/list-cash-transactions.handler';

const id = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * The cash book's entries read as a list, a deleted (reversed) list, an export and one entry:
 * every entry at `api/transactions`, or one kind's own resource (`api/expenses`, `api/incomes`).
 * `resource` also names the rows in `Content-Range`: each list is named after its resource.
 */
export function cashBookListController(options: { path: string; resource: Resource; kind?: EntryKind }): Type<unknown> {
  const { resource, kind } = options;

  @Controller(`api/${options.path}`)
  class CashBookListController {
    constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

    @Can('list', resource)
    @Get()
    list(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
      return this.page(me, query, res, false);
    }

    @Can('list', resource)
    @Get(onCollection(LIST_ACTIONS.deletedList))
    deletedList(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
      return this.page(me, query, res, true);
    }

    /** Every row the filters match, the columns on screen. */
    @Can('export', resource)
    @Get(onCollection(LIST_ACTIONS.export))
    export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
      return this.queries.execute(new ExportCashTransactions(me, kind, query));
    }

    @Can('show', resource)
    @Get(':id')
    show(@CurrentPrincipal() me: Principal, @Param('id', id) transactionId: string) {
      return this.queries.execute(new GetCashTransaction(me, transactionId, kind));
    }

    private async page(me: Principal, query: Record<string, unknown>, res: Response, deleted: boolean) {
      const page = await this.queries.execute(new ListCashTransactions(me, kind, query, deleted));
      setContentRange(res, resource, page);
      return page.rows;
    }
  }
  return CashBookListController;
}
