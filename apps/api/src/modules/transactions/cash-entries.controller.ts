import { Body, Controller, Delete, Get, Inject, Param, ParseUUIDPipe, Post, Query, Res, type Type } from '@nestjs/common';
import type { Response } from 'express';
import type { EntryKind } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { NotFound } from '../../platform/http/app-errors';
import { setContentRange } from '../../platform/listing/list-resource';
import { CashBook, cashTransactionExport, cashTransactionList, cashTransactionPage } from './cash-book';

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

/**
 * Expenses and incomes as resources of their own (spec routes `expenses`, `incomes`): the cash
 * book's entries of one kind, listed, booked and reversed. An entry is in the ledger, so it is
 * never edited: deleting it appends its reversal and moves it to the deleted list.
 */
export function cashEntriesController(kind: EntryKind): Type<unknown> {
  const resource = kind === 'expense' ? 'expenses' : 'incomes';
  const list = cashTransactionList(kind);

  @Controller(`api/${resource}`)
  class CashEntriesController {
    constructor(
      @Inject(Database) private readonly db: Database,
      @Inject(CashBook) private readonly cashBook: CashBook,
    ) {}

    @Can('list', resource)
    @Get()
    async list(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
      const page = await cashTransactionPage(this.db, me, list, query, false);
      setContentRange(res, list.name, page);
      return page.rows;
    }

    @Can('list', resource)
    @Get('deleted-list')
    async deletedList(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
      const page = await cashTransactionPage(this.db, me, list, query, true);
      setContentRange(res, list.name, page);
      return page.rows;
    }

    @Can('export', resource)
    @Get('export')
    async export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
      return cashTransactionExport(this.db, me, list, query);
    }

    @Can('show', resource)
    @Get(':id')
    async show(@CurrentPrincipal() me: Principal, @Param('id', id) entryId: string) {
      return this.cashBook.find(me, entryId, kind);
    }

    @Can('create', resource)
    @Post()
    async create(@CurrentPrincipal() me: Principal, @Body() body: Record<string, unknown>) {
      return this.cashBook.bookEntry(me, body, kind);
    }

    @Can('delete', resource)
    @Delete(':id')
    async remove(@CurrentPrincipal() me: Principal, @Param('id', id) entryId: string) {
      return this.cashBook.reverse(me, entryId, kind);
    }
  }
  return CashEntriesController;
}
